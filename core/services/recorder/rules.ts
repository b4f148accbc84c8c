/** The recorder's pure rules (spec 01 §4 "Recording and scoring flow", §8, §9). */

/** The shortest recording time-out (spec 01 §9). */
export const RECORDING_MIN_TIMEOUT_MS = 5000;

export const RecorderMessages = {
  busy: 'Another Recording Process Is Running',
  emptyText: '录音文本为空',
  unsupported: '当前浏览器不支持录音',
} as const;

/**
 * The recording time-out: the larger of 5000 ms and three times the stem's audio duration.
 *
 * The unit is milliseconds. The spec leaves it open (seconds × 1000, or ms); the served asset
 * `duration` is in ms (core/content/assets.ts; the seed writes samples / rate × 1000 in
 * server/seed/media.ts; the 1000 ms default and the 30000 ms sentence-completion default are ms),
 * so a 2.4 s stem gives 7200 ms. Read as seconds, every stem under 1667 s would give 5000 ms, and
 * a 30 s sentence completion would be cut off after 5 s. A missing or bad duration gives 5000 ms.
 */
export function recordingTimeoutMs(stemDurationMs: number | undefined): number {
  if (stemDurationMs === undefined || !Number.isFinite(stemDurationMs) || stemDurationMs <= 0) return RECORDING_MIN_TIMEOUT_MS;
  return Math.max(RECORDING_MIN_TIMEOUT_MS, Math.round(stemDurationMs * 3));
}

/** The text a recording is scored against, trimmed; throws '录音文本为空' when there is none. */
export function assertRecordText(text: string | undefined | null): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) throw new Error(RecorderMessages.emptyText);
  return trimmed;
}
