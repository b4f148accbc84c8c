/**
 * The scorer client against small local WebSocket servers (the `ws` package) that misbehave on
 * purpose: no answer, a closed connection, an unreadable reply. The protocol against the real
 * reference server is in websocket-scorer-client.api.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageService, memoryStore } from '@app/services/local-storage';
import { AUDIO_CHUNK_BYTES, SCORE_POLL_MS, SCORE_WAIT_MS, ScorerError } from '@core/services/scorer';
import { readScoringReply, scoringSocketUrl, WebSocketScorerClient, type WebSocketConstructor } from './websocket-scorer-client';

const NodeWebSocket: WebSocketConstructor = WebSocket;

interface Received { url: string; messages: { data: RawData; isBinary: boolean }[] }

let wss: WebSocketServer;
let port: number;
let received: Received[];
/** What the test server does once EOS arrived (by default: nothing, it never answers). */
let onEos: (socket: WebSocket) => void;
/** What it does on connection, before anything arrives. */
let onConnection: (socket: WebSocket) => void;

beforeEach(async () => {
  received = [];
  onEos = () => {};
  onConnection = () => {};
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  port = (wss.address() as AddressInfo).port;
  wss.on('connection', (socket, request) => {
    const entry: Received = { url: request.url ?? '', messages: [] };
    received.push(entry);
    socket.on('message', (data, isBinary) => {
      entry.messages.push({ data, isBinary });
      if (!isBinary && data.toString() === 'EOS') onEos(socket);
    });
    onConnection(socket);
  });
});
afterEach(async () => {
  vi.useRealTimers();
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

function newClient(apiBase = `http://127.0.0.1:${port}`) {
  const storage = new LocalStorageService(memoryStore());
  storage.set('token', 'tok-1');
  storage.set('device_id', 'DEVICE0001');
  return new WebSocketScorerClient({ config: { apiBase, appId: 'app-1' }, storage, WebSocket: NodeWebSocket, pageUrl: () => 'https://school.example/pt?homework=1' });
}

const wav = (bytes: number) => new Uint8Array(bytes).map((_, i) => i % 251).buffer;
const READING = { score: { overall: 80, pronunciation: 78, fluency: 90 }, words: [{ content: 'apples', score: { pronunciation: 80 } }] };

describe('scoringSocketUrl', () => {
  const query = { token: 't k', appId: 'app', deviceId: 'D1', sDeviceId: 'D1' };
  it.each([
    ['', 'https://school.example/pt', 'wss://school.example/api/v1/chronus/student/scoring?token=t+k&appId=app&deviceId=D1&sDeviceId=D1'],
    ['', 'http://localhost:5173/pt?x=1', 'ws://localhost:5173/api/v1/chronus/student/scoring?token=t+k&appId=app&deviceId=D1&sDeviceId=D1'],
    ['https://api.school.cn', 'http://localhost/', 'wss://api.school.cn/api/v1/chronus/student/scoring?token=t+k&appId=app&deviceId=D1&sDeviceId=D1'],
    ['http://10.0.0.2:8080/backend/', 'https://x/', 'ws://10.0.0.2:8080/backend/api/v1/chronus/student/scoring?token=t+k&appId=app&deviceId=D1&sDeviceId=D1'],
  ])('api base %j on page %s', (apiBase, page, expected) => {
    expect(scoringSocketUrl(apiBase, page, query)).toBe(expected);
  });
});

describe('readScoringReply', () => {
  it('takes the data of a success reply of the scorer type', () => {
    expect(readScoringReply(JSON.stringify({ type: 'success', data: READING }), 1)).toEqual({ ok: true, data: READING });
  });

  it.each([
    ['an error reply', { type: 'error', code: 'BAD_AUDIO', message: 'not a WAV' }, 'BAD_AUDIO'],
    ['an unknown type', { type: 'partial', data: READING }, undefined],
    ['success with data of the other scorer type', { type: 'success', data: { overall: 1, integrity: 2, word_score: [] } }, 'BAD_REPLY'],
  ])('fails %s with 打分失败', (_label, reply, code) => {
    const outcome = readScoringReply(JSON.stringify(reply), 1);
    expect(outcome).toMatchObject({ ok: false, error: { reason: 'rejected', message: '打分失败', code } });
  });

  it('keeps the receipt the server signed beside the score (issue 31)', () => {
    expect(readScoringReply(JSON.stringify({ type: 'success', data: READING, receipt: 'v1.p.m' }), 1)).toEqual({ ok: true, data: READING, receipt: 'v1.p.m' });
  });

  it('reads a reply that came as bytes, and fails one that is not JSON', () => {
    expect(readScoringReply(new TextEncoder().encode(JSON.stringify({ type: 'success', data: READING })), 1)).toMatchObject({ ok: true });
    expect(readScoringReply('{oops', 1)).toMatchObject({ ok: false, error: { reason: 'rejected', message: '打分失败' } });
  });
});

describe('WebSocketScorerClient', () => {
  it('resolves scoreWithReceipt with the score and the receipt of the reply', async () => {
    onEos = (socket) => socket.send(JSON.stringify({ type: 'success', data: READING, receipt: 'v1.p.m' }));
    await expect(newClient().scoreWithReceipt({ text: 'I like apples.', scorerType: 1, wav: wav(100) })).resolves.toEqual({ score: READING, receipt: 'v1.p.m' });
  });

  it('connects with the query parameters and sends the header, 3 MB chunks and EOS, in order', async () => {
    onEos = (socket) => socket.send(JSON.stringify({ type: 'success', data: READING }));
    const audio = wav(AUDIO_CHUNK_BYTES * 2 + 10);
    await expect(newClient().score({ text: 'I like apples.', scorerType: 1, wav: audio })).resolves.toEqual(READING);
    const [connection] = received;
    expect(connection!.url).toBe('/api/v1/chronus/student/scoring?token=tok-1&appId=app-1&deviceId=DEVICE0001&sDeviceId=DEVICE0001');
    const messages = connection!.messages;
    expect(messages.map((m) => (m.isBinary ? (m.data as Buffer).length : m.data.toString()))).toEqual([
      JSON.stringify({ text: 'I like apples.', scorer_type: 1, audio_format: { type: 'WAV', audio_channel: 2 } }),
      AUDIO_CHUNK_BYTES,
      AUDIO_CHUNK_BYTES,
      10,
      'EOS',
    ]);
    const joined = Buffer.concat(messages.filter((m) => m.isBinary).map((m) => m.data as Buffer));
    expect(joined.equals(Buffer.from(audio))).toBe(true);
  });

  it('fails with 打分失败 when the server closes the connection without a reply', async () => {
    onConnection = (socket) => socket.close(1011);
    const error = await newClient().score({ text: 'I like apples.', scorerType: 1, wav: wav(100) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScorerError);
    expect(error).toMatchObject({ reason: 'network', message: '打分失败' });
  });

  it('fails with 打分失败 when nothing listens at the address', async () => {
    const closedPort = port;
    await new Promise((resolve) => wss.close(resolve));
    const error = await newClient(`http://127.0.0.1:${closedPort}`).score({ text: 'x', scorerType: 1, wav: wav(10) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'network', message: '打分失败' });
    wss = new WebSocketServer({ noServer: true });
  });

  it('fails with 打分失败 when the server crashes mid-way', async () => {
    onEos = (socket) => socket.terminate();
    await expect(newClient().score({ text: 'x', scorerType: 4, wav: wav(10) })).rejects.toMatchObject({ reason: 'network' });
  });

  it('polls every 500 ms and gives up after 15 s with 获取打分结果超时, closing the socket', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let eosSocket: WebSocket | undefined;
    const eos = new Promise<void>((resolve) => {
      onEos = (socket) => {
        eosSocket = socket;
        resolve();
      };
    });
    let settled = false;
    const scoring = newClient().score({ text: 'I like apples.', scorerType: 1, wav: wav(100) });
    const result = scoring.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void result.finally(() => (settled = true));
    await eos;
    await vi.advanceTimersByTimeAsync(SCORE_WAIT_MS - SCORE_POLL_MS);
    expect(settled).toBe(false);
    const closed = new Promise<number>((resolve) => eosSocket!.once('close', resolve));
    await vi.advanceTimersByTimeAsync(SCORE_POLL_MS);
    expect(await result).toMatchObject({ name: 'ScorerError', reason: 'timeout', message: '获取打分结果超时' });
    expect(await closed).toBe(1000);
  });

  it('takes a reply up at the next poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onEos = (socket) => socket.send(JSON.stringify({ type: 'success', data: READING }));
    let arrived!: () => void;
    const replyArrived = new Promise<void>((resolve) => (arrived = resolve));
    /** The client's socket, watched: the test knows when the reply reached the client. */
    class WatchedWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        this.addEventListener('message', () => arrived());
      }
    }
    const storage = new LocalStorageService(memoryStore());
    const client = new WebSocketScorerClient({ config: { apiBase: `http://127.0.0.1:${port}`, appId: 'a' }, storage, WebSocket: WatchedWebSocket });
    let value: unknown;
    const scoring = client.score({ text: 'I like apples.', scorerType: 1, wav: wav(100) }).then((v) => (value = v));
    await replyArrived;
    // The reply is in; it is read when the poll comes round, not earlier.
    await Promise.resolve();
    expect(value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SCORE_POLL_MS);
    await scoring;
    expect(value).toEqual(READING);
  });

  it('stops waiting and closes the socket when the caller aborts', async () => {
    const closed = new Promise<void>((resolve) => {
      onConnection = (socket) => socket.once('close', () => resolve());
    });
    const controller = new AbortController();
    const eos = new Promise<void>((resolve) => (onEos = () => resolve()));
    const scoring = newClient().score({ text: 'x', scorerType: 1, wav: wav(10), signal: controller.signal });
    await eos;
    controller.abort();
    await expect(scoring).rejects.toMatchObject({ reason: 'aborted' });
    await closed;
    expect(received).toHaveLength(1);
  });

  it('does not connect when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(newClient().score({ text: 'x', scorerType: 1, wav: wav(10), signal: controller.signal })).rejects.toMatchObject({ reason: 'aborted' });
    expect(received).toEqual([]);
  });
});
