/**
 * Scoring a recording the server already stores (issue 41): the recording made offline is uploaded
 * (voice-upload.ts), then scored here by the server's engine from the stored file, with the same
 * signed receipt the scoring socket gives. A refusal rejects with the ApiError (its status says
 * whether a later try may pass: 429, 5xx and no response may; a 400, bad audio, will not).
 */
import { STORED_SCORING_PATH, storedScoringReplySchema } from '@core/contract';
import { completionScoreSchema, readingScoreSchema } from '@core/grading/score-schema';
import type { ApiService } from '@core/services/api/api-service';
import type { ReceiptedScore } from '@core/services/scorer';
import type { ScorerType } from '@core/domain';

/** The engine may take a while on a long reading, and the file is read on the server first. */
const STORED_SCORING_TIMEOUT_MS = 45_000;

export async function scoreStoredRecording<T extends ScorerType>(
  api: ApiService,
  request: { text: string; scorerType: T; audioUri: string },
): Promise<ReceiptedScore<T> & { receipt: string }> {
  const body = { text: request.text, scorer_type: request.scorerType, audioUri: request.audioUri };
  // Quiet: it runs in the background while the student sees the submission's own state.
  const reply = storedScoringReplySchema.parse(await api.main.post<unknown>(STORED_SCORING_PATH, body, { quiet: true, timeoutMs: STORED_SCORING_TIMEOUT_MS }));
  const score = (request.scorerType === 1 ? readingScoreSchema : completionScoreSchema).parse(reply.data);
  return { score: score as ReceiptedScore<T>['score'], receipt: reply.receipt };
}
