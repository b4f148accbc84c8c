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
  SCORING_MAX_SESSIONS_PER_USER,
} from '@core/contract';
import { UserType, type CompletionScore, type ReadingScore } from '@core/domain';
import { completionScoreFigures, readingScoreFigures } from '@core/grading';
import { nowSec } from '../auth/tokens';
import type { ServerDeps } from '../http/context';
import { ScoringError, type ScoringEngine } from './engine';
import { claimsFor, signReceipt } from './score-receipt';

/** How long a client has from connecting to sending EOS, and the engine to answer. */
export const SCORING_SESSION_TIMEOUT_MS = 60_000;
export const SCORING_ENGINE_TIMEOUT_MS = 30_000;

/** Sessions open at once on this process, whoever holds them: each may buffer up to 10 MB of audio. */
export const SCORING_MAX_SESSIONS_DEFAULT = 64;

/**
 * Who holds how many scoring sessions (issue 11, item 6): at most SCORING_MAX_SESSIONS_PER_USER each
 * and `maxTotal` in all, so one token cannot take the server's memory.
 */
export class ScoringSessionLimits {
  readonly #byUser = new Map<string, number>();
  #total = 0;
  constructor(readonly maxTotal = SCORING_MAX_SESSIONS_DEFAULT, readonly maxPerUser = SCORING_MAX_SESSIONS_PER_USER) {}

  /** Takes a place for `userId`, or says why there is none; the returned function gives it back once. */
  acquire(userId: string): { release: () => void } | { refusal: string } {
    const held = this.#byUser.get(userId) ?? 0;
    if (held >= this.maxPerUser) return { refusal: `打分太频繁，请稍后再试 (at most ${this.maxPerUser} recordings are scored at once per student)` };
    if (this.#total >= this.maxTotal) return { refusal: '打分服务繁忙，请稍后再试 (the scoring server is busy)' };
    this.#byUser.set(userId, held + 1);
    this.#total++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#total--;
        const left = (this.#byUser.get(userId) ?? 1) - 1;
        if (left > 0) this.#byUser.set(userId, left);
        else this.#byUser.delete(userId);
      },
    };
  }

  get total(): number {
    return this.#total;
  }
}

export function attachScoringSocket(server: Server, deps: ServerDeps, engine: ScoringEngine, limits = new ScoringSessionLimits(Number(process.env.SCORING_MAX_SESSIONS) || SCORING_MAX_SESSIONS_DEFAULT)): WebSocketServer {
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
    const started = Date.now();
    try {
      const wav = Buffer.concat(chunks);
      const result = await withTimeout(engine.score({ text: header.text, scorerType: header.scorer_type, wav }), SCORING_ENGINE_TIMEOUT_MS);
      deps.logger.info({ userId, engine: engine.name, ms: Date.now() - started, bytes: received }, 'utterance scored');
      // The receipt a submission must carry for this score to be stored (issue 31).
      const figures = header.scorer_type === 1 ? readingScoreFigures(result as ReadingScore) : completionScoreFigures(result as CompletionScore);
      const receipt = signReceipt(await deps.scoreReceiptKey.get(), claimsFor({ studentId: userId, scorerType: header.scorer_type, text: header.text, figures, audio: wav, nowSec: nowSec() }));
      replyAndClose({ type: 'success', data: result, receipt });
    } catch (error) {
      if (error instanceof ScoringError) return fail(error.code, error.message);
      deps.logger.error({ err: error, userId, engine: engine.name }, 'scoring engine failed');
      fail('ENGINE_FAILED', '打分失败：评分引擎出错 (the scoring engine failed)');
    }
  };
  ws.on('message', (data, isBinary) => void onMessage(data, isBinary));
  for (const message of pending) await onMessage(message.data, message.isBinary);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScoringError('TIMEOUT', `the engine did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}
