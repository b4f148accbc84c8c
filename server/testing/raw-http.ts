/**
 * HTTP requests written byte for byte on one socket, for what fetch cannot send or show: a header
 * line twice, a body the server stops reading, a second request on a kept-alive connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer { status: number; headers: Record<string, string>; body: string }

/** An open connection to `base` (http://host:port) that sends raw requests and reads their answers. */
export class RawConnection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  /** Whether the server has closed the connection. */
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    const end = () => {
      this.closed = true;
      this.waiting?.();
    };
    socket.on('end', end);
    socket.on('close', end);
    // The server may close while a body is still being written: that is what some tests look for.
    socket.on('error', end);
  }

  static open(base: string): Promise<RawConnection> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes a request head (lines without the blank line) and an optional body; resolves when written or refused. */
  send(head: string[], body: Buffer | string = ''): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      this.socket.write(`${head.join('\r\n')}\r\n\r\n`);
      this.socket.write(body, () => resolve());
    });
  }

  /** The next answer on the connection (bodies with content-length only, as the server sends them). */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) throw new Error(`connection closed before a whole answer: ${this.buffered.toString('latin1').slice(0, 200)}`);
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = undefined;
    }
  }

  /** Waits for the server to close the connection. */
  async whenClosed(): Promise<void> {
    while (!this.closed) await new Promise<void>((resolve) => (this.waiting = resolve));
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): RawAnswer | undefined {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd === -1) return undefined;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < headEnd + 4 + length) return undefined;
    const body = this.buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.buffered = this.buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** One request on a connection of its own. */
export async function rawRequest(base: string, head: string[], body: Buffer | string = ''): Promise<RawAnswer> {
  const connection = await RawConnection.open(base);
  try {
    await connection.send(head, body);
    return await connection.answer();
  } finally {
    connection.close();
  }
}
