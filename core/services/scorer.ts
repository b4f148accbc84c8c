/**
 * The speech-scoring WebSocket client (spec 01 §7, §9): the interface, its constants and messages, and
 * the error it fails with. The implementation is `scorer/websocket-scorer-client.ts`; the container
 * registers it behind `scorer/lazy-scorer-client.ts` so the first load does not carry it.
 */
import type { CompletionScore, ReadingScore, ScorerType } from '../domain';

export const AUDIO_CHUNK_BYTES = 3 * 1024 * 1024;
export const SCORE_WAIT_MS = 15_000;
export const SCORE_POLL_MS = 500;

export const ScorerMessages = {
  timeout: '获取打分结果超时',
  failed: '打分失败',
  waiting: '音频上传打分中...',
  unstable: '网络不稳定/网络连接失败，请重试',
} as const;

export interface ScoreRequest<T extends ScorerType = ScorerType> {
  text: string;
  scorerType: T;
  wav: ArrayBuffer;
  /** Aborting (leaving the page, exit) closes the socket and rejects with reason 'aborted'. */
  signal?: AbortSignal;
}

export type ScoreResult<T extends ScorerType> = T extends 1 ? ReadingScore : CompletionScore;

/**
 * A score with the server's signed receipt of it (issue 31): a submitted speech answer carries the
 * receipt beside it (`scoreReceipt`), or the server does not store its score. Undefined when the
 * server sent none (an older server).
 */
export interface ReceiptedScore<T extends ScorerType> { score: ScoreResult<T>; receipt: string | undefined }

/**
 * Why a score did not come:
 * - 'timeout': no reply within SCORE_WAIT_MS (message '获取打分结果超时'; the caller shows the 3 s toast);
 * - 'rejected': the server replied with a non-success type, or success data of the wrong shape ('打分失败');
 * - 'network': the socket could not open or closed before replying ('打分失败'; the network toast fits);
 * - 'aborted': the caller's signal.
 */
export type ScorerFailure = 'timeout' | 'rejected' | 'network' | 'aborted';

export class ScorerError extends Error {
  override readonly name = 'ScorerError';
  constructor(
    readonly reason: ScorerFailure,
    message: string,
    /** The server's error code for 'rejected' replies (BAD_AUDIO, ENGINE_UNAVAILABLE, ...). */
    readonly code?: string,
    /** The server's own message for 'rejected' replies, for logs. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface ScorerClient {
  /** Sends the header, the audio in 3 MB chunks and EOS; resolves with the reply's data. */
  score<T extends ScorerType>(request: ScoreRequest<T>): Promise<ScoreResult<T>>;
  /** The same, with the receipt the server signed for the score: for scores an answer submits. */
  scoreWithReceipt<T extends ScorerType>(request: ScoreRequest<T>): Promise<ReceiptedScore<T>>;
}
