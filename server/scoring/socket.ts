/**
 * The scoring WebSocket on the server's own port (spec 01 §7). One connection scores one utterance:
 * header, audio chunks, EOS, one reply, close. Every failure is a reply with type 'error' and a code;
 * nothing a client sends can crash the server.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  SCORING_CHUNK_BYTES,
  SCORING_EOS,
  SCORING_MAX_AUDIO_BYTES,
  SCORING_SOCKET_PATH,
  scoringHeaderSchema,
  type ScoringErrorCode,
  type ScoringHeader,
  type ScoringReply,
} from '@core/contract';
import { UserType } from '@core/domain';
import type { ServerDeps } from '../http/context';
import type { ScoringEngine } from './engine';
import { scoreUtterance, scoringFailure } from './score-utterance';
import type { ScoringSessionLimits } from './session-limits';

/** How long a client has from connecting to sending EOS (the engine's own limit is in score-utterance.ts). */
export const SCORING_SESSION_TIMEOUT_MS = 60_000;

/** The engine and the limits are the server's (deps.scoring), shared with the stored-recording route; tests may pass their own. */
export function attachScoringSocket(server: Server, deps: ServerDeps, engine = deps.scoring.engine, limits = deps.scoring.limits): WebSocketServer {
  // Chunks are 3 MB at most; a little room for framing.
  const wss = new WebSocketServer({ noServer: true, maxPayload: SCORING_CHUNK_BYTES + 1024 });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SCORING_SOCKET_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => void handleConnection(ws, url.searchParams, deps, engine, limits));
  });
  return wss;
}

async function handleConnection(ws: WebSocket, query: URLSearchParams, deps: ServerDeps, engine: ScoringEngine, limits: ScoringSessionLimits): Promise<void> {
  const replyAndClose = (reply: ScoringReply) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply), () => ws.close(1000));
  };
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  /** Replies an error and ends the session: later messages are ignored. */
  const fail = (code: ScoringErrorCode, message: string) => {
    done = true;
    clearTimeout(timer);
    replyAndClose({ type: 'error', code, message });
  };
  ws.on('error', (error) => deps.logger.warn({ err: error }, 'scoring socket error'));

  // Buffer what arrives while the token is being checked, but not without end.
  const pending: { data: RawData; isBinary: boolean }[] = [];
  let pendingBytes = 0;
  const early = (data: RawData, isBinary: boolean) => {
    pendingBytes += Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
    if (pendingBytes > SCORING_CHUNK_BYTES * 2) fail('BAD_MESSAGE', 'too much sent before the sign-in was checked');
    else pending.push({ data, isBinary });
  };
  ws.on('message', early);

  let user: { userId: string; userType: number };
  try {
    if (query.get('appId') !== deps.config.appId) throw new Error('appId does not name this application');
    user = await deps.auth.authenticateUser(query.get('token') ?? undefined);
  } catch {
    fail('UNAUTHENTICATED', 'sign-in required or expired (query parameters token and appId)');
    return;
  }
  ws.off('message', early);
  if (done) return;
  if (user.userType !== UserType.STUDENT) return fail('FORBIDDEN', 'scoring is for students');
  const place = limits.acquire(user.userId);
  if ('refusal' in place) return fail('BUSY', place.refusal);
  ws.on('close', place.release);
  const { userId } = user;

  timer = setTimeout(() => fail('TIMEOUT', `no EOS within ${SCORING_SESSION_TIMEOUT_MS / 1000} s`), SCORING_SESSION_TIMEOUT_MS);
  ws.on('close', () => clearTimeout(timer));
  let header: ScoringHeader | undefined;
  const chunks: Buffer[] = [];
  let received = 0;

  const onMessage = async (data: RawData, isBinary: boolean) => {
    if (done) return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (!header) {
      if (isBinary) return fail('BAD_MESSAGE', 'the first message must be the JSON header');
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        return fail('BAD_HEADER', 'the header is not JSON');
      }
      const checked = scoringHeaderSchema.safeParse(parsed);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        return fail('BAD_HEADER', `header.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
      }
      header = checked.data;
      return;
    }
    if (isBinary) {
      received += bytes.length;
      if (received > SCORING_MAX_AUDIO_BYTES) return fail('AUDIO_TOO_LARGE', `more than ${SCORING_MAX_AUDIO_BYTES} bytes of audio`);
      chunks.push(bytes);
      return;
    }
    if (bytes.toString('utf8') !== SCORING_EOS) return fail('BAD_MESSAGE', `expected binary audio or the text ${SCORING_EOS}`);
    done = true;
    clearTimeout(timer);
    try {
      replyAndClose({ type: 'success', ...(await scoreUtterance(deps, userId, { text: header.text, scorerType: header.scorer_type, wav: Buffer.concat(chunks) }, engine)) });
    } catch (error) {
      const failure = scoringFailure(deps, error, { userId, engine });
      fail(failure.code, failure.message);
    }
  };
  ws.on('message', (data, isBinary) => void onMessage(data, isBinary));
  for (const message of pending) await onMessage(message.data, message.isBinary);
}
