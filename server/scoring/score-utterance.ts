/**
 * One utterance scored, whichever door it came through: the scoring socket (spec 01 §7) or a
 * recording already stored on the server (issue 41, routes/scoring-routes.ts). Same engine, same time
 * limit, same log line and the same signed receipt (issue 31), so a score is worth the same either way.
 */
import type { CompletionScore, ReadingScore } from '@core/domain';
import { completionScoreFigures, readingScoreFigures } from '@core/grading';
import { nowSec } from '../auth/tokens';
import type { ServerDeps } from '../http/context';
import { ScoringError, type ScoringEngine, type ScoringRequest } from './engine';
import { claimsFor, signReceipt } from './score-receipt';

/** How long the engine has to answer one utterance. */
export const SCORING_ENGINE_TIMEOUT_MS = 30_000;

type ScoringDeps = Pick<ServerDeps, 'logger' | 'scoreReceiptKey' | 'scoring'>;

/**
 * The engine's score of `utterance` for `userId` and the receipt a submission must carry for this
 * score to be stored. A ScoringError (the engine's refusal, or TIMEOUT) propagates; see scoringFailure.
 */
export async function scoreUtterance(deps: ScoringDeps, userId: string, { text, scorerType, wav }: ScoringRequest, engine = deps.scoring.engine): Promise<{ data: ReadingScore | CompletionScore; receipt: string }> {
  const started = Date.now();
  const data = await withTimeout(engine.score({ text, scorerType, wav }), SCORING_ENGINE_TIMEOUT_MS);
  deps.logger.info({ userId, engine: engine.name, ms: Date.now() - started, bytes: wav.length }, 'utterance scored');
  const figures = scorerType === 1 ? readingScoreFigures(data as ReadingScore) : completionScoreFigures(data as CompletionScore);
  const receipt = signReceipt(await deps.scoreReceiptKey.get(), claimsFor({ studentId: userId, scorerType, text, figures, audio: wav, nowSec: nowSec() }));
  return { data, receipt };
}

/**
 * What a failed scoreUtterance tells the student: the engine's own refusal as it is; anything else is
 * a fault of ours or the engine's (a crash, a malformed score), logged and answered ENGINE_FAILED.
 */
export function scoringFailure(deps: Pick<ServerDeps, 'logger'>, error: unknown, context: { userId: string; engine: ScoringEngine }): ScoringError {
  if (error instanceof ScoringError) return error;
  deps.logger.error({ err: error, userId: context.userId, engine: context.engine.name }, 'scoring engine failed');
  return new ScoringError('ENGINE_FAILED', '打分失败：评分引擎出错 (the scoring engine failed)');
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
