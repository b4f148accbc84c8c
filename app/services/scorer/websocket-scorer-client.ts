/**
 * The real ScorerClient: one WebSocket per utterance (spec 01 §7 "Scoring (WebSocket)", §8, §9;
 * docs/API.md "The scoring socket").
 *
 * ws(s)://<api host>/api/v1/chronus/student/scoring?token=&appId=&deviceId=&sDeviceId=, then
 *   1. the JSON header {text, scorer_type, audio_format: {type: 'WAV', audio_channel: 2}} — channel 2
 *      as the spec gives it, although the recording is mono: the engine trusts the WAV header;
 *   2. the WAV in binary messages of 3 MB;
 *   3. the text 'EOS';
 * and one JSON reply: type 'success' carries the score in data, any other type fails with '打分失败'.
 *
 * The wait is polled every 500 ms and given up after 15 s with '获取打分结果超时' (the caller shows the
 * 3 s toast '网络不稳定/网络连接失败，请重试'). The WebSocket constructor is injected, so Node tests use
 * the `ws` package against the real server.
 */
import type { z } from 'zod/mini';
import { SCORING_EOS, SCORING_SOCKET_PATH } from '@core/contract/scoring';
import type { ScorerType } from '@core/domain';
import { completionScoreSchema, readingScoreSchema } from '@core/grading/score-schema';
import type { AppConfig } from '@core/services/config';
import {
  AUDIO_CHUNK_BYTES,
  SCORE_POLL_MS,
  SCORE_WAIT_MS,
  ScorerError,
  ScorerMessages,
  type ReceiptedScore,
  type ScoreRequest,
  type ScoreResult,
  type ScorerClient,
} from '@core/services/scorer';
import type { StorageService } from '@core/services/storage';

/** The header's audio_format, exactly as spec 01 §7 gives it. */
export const SCORING_AUDIO_FORMAT = { type: 'WAV', audio_channel: 2 } as const;

/** What the client uses of a WebSocket: the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  addEventListener(type: 'open' | 'error' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;
const CLOSING = 2;

export interface WebSocketScorerClientOptions {
  config: Pick<AppConfig, 'apiBase' | 'appId'>;
  storage: Pick<StorageService, 'get' | 'deviceId'>;
  /** The WebSocket constructor; the browser's when absent. */
  WebSocket?: WebSocketConstructor;
  /** The page's address, for an empty (same-origin) or relative api base; the browser's location when absent. */
  pageUrl?: () => string | undefined;
}

export interface ScoringQuery {
  token: string;
  appId: string;
  deviceId: string;
  sDeviceId: string;
}

/**
 * The socket address: the api base's host ('' = the page's own origin), ws for http and wss for https,
 * the base's path followed by the scoring path, and the four query parameters.
 */
export function scoringSocketUrl(apiBase: string, pageUrl: string | undefined, query: ScoringQuery): string {
  const url = new URL(apiBase || '/', pageUrl);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${SCORING_SOCKET_PATH}`;
  url.search = new URLSearchParams({ ...query }).toString();
  url.hash = '';
  return url.toString();
}

type Outcome = { ok: true; data: unknown; receipt?: string } | { ok: false; error: ScorerError };

const scoreSchemas: Record<ScorerType, z.ZodMiniType> = { 1: readingScoreSchema, 4: completionScoreSchema };

/** Reads the one reply: success with data of the score shape for the scorer type, else a failure. */
export function readScoringReply(raw: unknown, scorerType: ScorerType): Outcome {
  const text = typeof raw === 'string' ? raw : raw instanceof ArrayBuffer || ArrayBuffer.isView(raw) ? new TextDecoder().decode(raw) : undefined;
  let reply: { type?: unknown; data?: unknown; code?: unknown; message?: unknown; receipt?: unknown };
  try {
    reply = JSON.parse(text ?? '') as typeof reply;
  } catch {
    return { ok: false, error: new ScorerError('rejected', ScorerMessages.failed, 'BAD_REPLY', 'the reply is not JSON') };
  }
  if (reply?.type !== 'success') {
    const code = typeof reply?.code === 'string' ? reply.code : undefined;
    const detail = typeof reply?.message === 'string' ? reply.message : undefined;
    return { ok: false, error: new ScorerError('rejected', ScorerMessages.failed, code, detail) };
  }
  const checked = scoreSchemas[scorerType].safeParse(reply.data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, error: new ScorerError('rejected', ScorerMessages.failed, 'BAD_REPLY', `data.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`) };
  }
  // The server's receipt of the score (issue 31), kept to send beside the answer.
  return { ok: true, data: checked.data, ...(typeof reply.receipt === 'string' ? { receipt: reply.receipt } : {}) };
}

export class WebSocketScorerClient implements ScorerClient {
  private readonly WebSocket: WebSocketConstructor | undefined;
  private readonly pageUrl: () => string | undefined;

  constructor(private readonly options: WebSocketScorerClientOptions) {
    this.WebSocket = options.WebSocket ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
    this.pageUrl = options.pageUrl ?? (() => globalThis.location?.href);
  }

  /** The address this client connects to, with the current token and device id. */
  socketUrl(): string {
    const deviceId = this.options.storage.deviceId();
    return scoringSocketUrl(this.options.config.apiBase, this.pageUrl(), {
      token: this.options.storage.get('token') ?? '',
      appId: this.options.config.appId,
      deviceId,
      sDeviceId: deviceId,
    });
  }

  async score<T extends ScorerType>(request: ScoreRequest<T>): Promise<ScoreResult<T>> {
    return (await this.scoreWithReceipt(request)).score;
  }

  scoreWithReceipt<T extends ScorerType>(request: ScoreRequest<T>): Promise<ReceiptedScore<T>> {
    return new Promise<ReceiptedScore<T>>((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(new ScorerError('aborted', ScorerMessages.failed));
        return;
      }
      let outcome: Outcome | undefined;
      const settle = (next: Outcome) => {
        outcome ??= next;
      };
      let socket: WebSocketLike | undefined;
      try {
        if (!this.WebSocket) throw new Error('WebSocket is not available');
        socket = new this.WebSocket(this.socketUrl());
        socket.binaryType = 'arraybuffer';
        const open = socket;
        open.addEventListener('open', () => {
          try {
            sendUtterance(open, request);
          } catch {
            settle({ ok: false, error: new ScorerError('network', ScorerMessages.failed) });
          }
        });
        open.addEventListener('message', (event) => settle(readScoringReply(event.data, request.scorerType)));
        open.addEventListener('error', () => settle({ ok: false, error: new ScorerError('network', ScorerMessages.failed) }));
        open.addEventListener('close', () => settle({ ok: false, error: new ScorerError('network', ScorerMessages.failed) }));
      } catch {
        settle({ ok: false, error: new ScorerError('network', ScorerMessages.failed) });
      }

      // Events after the outcome was taken (the close that follows a reply) change nothing: settle keeps the first.
      const closeSocket = () => {
        if (socket && socket.readyState < CLOSING) socket.close(1000);
      };
      const onAbort = () => {
        settle({ ok: false, error: new ScorerError('aborted', ScorerMessages.failed) });
        finish();
      };
      let waitedMs = 0;
      // The wait is polled (spec 01 §4): a reply is taken up at the next tick, at most 500 ms late.
      const poll = setInterval(() => {
        waitedMs += SCORE_POLL_MS;
        if (outcome || waitedMs >= SCORE_WAIT_MS) finish();
      }, SCORE_POLL_MS);
      function finish() {
        clearInterval(poll);
        request.signal?.removeEventListener('abort', onAbort);
        closeSocket();
        const result = outcome ?? { ok: false, error: new ScorerError('timeout', ScorerMessages.timeout) };
        if (result.ok) resolve({ score: result.data as ScoreResult<T>, receipt: result.receipt });
        else reject(result.error);
      }
      request.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** Header, the audio in 3 MB binary messages, then EOS. */
function sendUtterance(socket: WebSocketLike, request: ScoreRequest): void {
  if (socket.readyState !== OPEN) throw new Error('socket not open');
  socket.send(JSON.stringify({ text: request.text, scorer_type: request.scorerType, audio_format: SCORING_AUDIO_FORMAT }));
  for (let offset = 0; offset < request.wav.byteLength; offset += AUDIO_CHUNK_BYTES) {
    socket.send(request.wav.slice(offset, offset + AUDIO_CHUNK_BYTES));
  }
  socket.send(SCORING_EOS);
}
