/**
 * Whether a submitted speech score is one the scoring socket gave (issue 31, item 7): the receipt
 * beside it must be ours, unexpired, the submitting student's, for the text the activity (or the
 * role) has them read, and for exactly the figures the answer claims. Every refusal is a 400 whose
 * message a student can read (Chinese) after the field it names.
 */
import type { ScoreFigures } from '@core/grading';
import { nowSec } from '../auth/tokens';
import { badRequest } from '../http/http-error';
import type { ScoreReceiptKey } from './receipt-secret';
import { digestFigures, readReceipt, sameScoredText, type ScoreClaims } from './score-receipt';

/** Who submits, and the key to check their receipts with: loaded before a submission's transaction. */
export interface ReceiptCheck { studentId: string; secret: Uint8Array; nowSec: number }

/**
 * The seed's demo answers (server/seed): the server's own data, written without a recording or a
 * socket. Only the seed passes this; every route passes a ReceiptCheck.
 */
export const SEEDED_SCORES = 'seeded-scores';
export type SpeechProof = ReceiptCheck | typeof SEEDED_SCORES;

export async function receiptCheckFor(key: ScoreReceiptKey, studentId: string): Promise<ReceiptCheck> {
  return { studentId, secret: await key.get(), nowSec: nowSec() };
}

export const ReceiptMessages = {
  missing: '缺少打分凭证，请重新录音',
  invalid: '打分凭证无效，请重新录音',
  expired: '打分凭证已过期，请重新录音',
  otherText: '打分凭证不是这道题的，请重新录音',
  otherScore: '分数与打分凭证不符，请重新录音',
} as const;

/** What the answer claims: the figures of an activity's answer, or a bare score (a collaborative recording). */
export interface ClaimedScore {
  scorerType: 1 | 4;
  /** The text the student was given to read. */
  text: string;
  claim: { figures: ScoreFigures } | { score: number };
}

/** Throws a 400 naming `path` unless `receipt` vouches for `claimed`. */
export function assertScoreReceipt(check: ReceiptCheck, receipt: unknown, claimed: ClaimedScore, path: string): void {
  if (typeof receipt !== 'string' || receipt === '') throw badRequest(`${path}: ${ReceiptMessages.missing} (a spoken answer's score needs the receipt the scoring socket gave with it)`);
  const read = readReceipt(check.secret, receipt, check.nowSec);
  if (!read.ok) throw badRequest(`${path}: ${read.fault === 'expired' ? ReceiptMessages.expired : ReceiptMessages.invalid} (${read.fault})`);
  const fault = mismatch(read.claims, check.studentId, claimed);
  if (fault) throw badRequest(`${path}: ${fault}`);
}

function mismatch(claims: ScoreClaims, studentId: string, claimed: ClaimedScore): string | undefined {
  if (claims.studentId !== studentId) return `${ReceiptMessages.invalid} (another student's receipt)`;
  if (claims.scorerType !== claimed.scorerType || !sameScoredText(claims.text, claimed.text)) return `${ReceiptMessages.otherText} (the receipt is for "${claims.text}")`;
  const same =
    'figures' in claimed.claim
      ? claims.overall === claimed.claim.figures.overall && claims.figures === digestFigures(claimed.claim.figures)
      : claimed.claim.score === claims.overall || claimed.claim.score === Math.round(claims.overall);
  return same ? undefined : `${ReceiptMessages.otherScore} (the receipt's overall score is ${claims.overall})`;
}
