/** The speech-scoring WebSocket client (spec 01 §7, §9). Interface only for now. */
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
}

export type ScoreResult<T extends ScorerType> = T extends 1 ? ReadingScore : CompletionScore;

export interface ScorerClient {
  /** Sends the header, the audio in 3 MB chunks and EOS; resolves with the reply's data. */
  score<T extends ScorerType>(request: ScoreRequest<T>): Promise<ScoreResult<T>>;
}
