/**
 * Score receipts (issue 31, item 7): the scoring socket signs every score it gives, and the server
 * stores a spoken answer's score only with the receipt of that score. A receipt says who was scored,
 * by which scorer type, against which text, with which figures (core/grading/score-figures.ts: the
 * overall score and a digest of every figure that counts), the SHA-256 of the recording, and until
 * when it is good. It is `v1.<payload>.<mac>`: the payload base64url JSON, the mac base64url
 * HMAC-SHA256 of the payload's text under the server's secret (receipt-secret.ts).
 *
 * Pure: no clock, no database. The caller passes the secret and the time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ScoreFigures } from '@core/grading';

/**
 * How long a receipt is good: an answer queued offline (app/session/pending-submissions.ts) is sent
 * when the phone is next online, which may be days later; a week covers a school week and a weekend.
 */
export const SCORE_RECEIPT_TTL_SEC = 7 * 24 * 3600;

/** What a receipt vouches for. */
export interface ScoreClaims {
  studentId: string;
  scorerType: 1 | 4;
  /** The text sent in the socket's header. */
  text: string;
  /** The overall score (what an answer claims as its score). */
  overall: number;
  /** SHA-256 (base64url) of the figures' canonical text. */
  figures: string;
  /** SHA-256 (hex) of the recording as the socket received it. */
  audioSha256: string;
  expiresAtSec: number;
}

const VERSION = 'v1';

export const digestFigures = (figures: ScoreFigures): string => createHash('sha256').update(figures.canonical).digest('base64url');
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The claims for a score the socket just gave. */
export function claimsFor(input: { studentId: string; scorerType: 1 | 4; text: string; figures: ScoreFigures; audio: Uint8Array; nowSec: number }): ScoreClaims {
  return {
    studentId: input.studentId,
    scorerType: input.scorerType,
    text: input.text,
    overall: input.figures.overall,
    figures: digestFigures(input.figures),
    audioSha256: sha256Hex(input.audio),
    expiresAtSec: input.nowSec + SCORE_RECEIPT_TTL_SEC,
  };
}

/** The payload as an array in a fixed order: the text that is signed is the same on every process. */
function payloadText(c: ScoreClaims): string {
  return JSON.stringify([VERSION, c.studentId, c.scorerType, c.text, c.overall, c.figures, c.audioSha256, c.expiresAtSec]);
}

const mac = (secret: Uint8Array, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signReceipt(secret: Uint8Array, claims: ScoreClaims): string {
  const payload = payloadText(claims);
  return `${VERSION}.${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** Why a receipt is not believed: not one of ours at all, altered or signed elsewhere, or too old. */
export type ReceiptFault = 'malformed' | 'forged' | 'expired';

export function readReceipt(secret: Uint8Array, receipt: string, nowSec: number): { ok: true; claims: ScoreClaims } | { ok: false; fault: ReceiptFault } {
  const parts = receipt.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, fault: 'malformed' };
  const payload = Buffer.from(parts[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, fault: 'forged' };
  const claims = claimsOf(payload);
  if (!claims) return { ok: false, fault: 'malformed' };
  if (claims.expiresAtSec <= nowSec) return { ok: false, fault: 'expired' };
  return { ok: true, claims };
}

function claimsOf(payload: string): ScoreClaims | undefined {
  let fields: unknown;
  try {
    fields = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 8) return undefined;
  const [version, studentId, scorerType, text, overall, figures, audioSha256, expiresAtSec] = fields as unknown[];
  if (version !== VERSION || typeof studentId !== 'string' || (scorerType !== 1 && scorerType !== 4) || typeof text !== 'string') return undefined;
  if (typeof overall !== 'number' || typeof figures !== 'string' || typeof audioSha256 !== 'string' || typeof expiresAtSec !== 'number') return undefined;
  return { studentId, scorerType, text, overall, figures, audioSha256, expiresAtSec };
}

/** The words of a text, lower case, without punctuation or the brackets that mark fill words. */
export function spokenWords(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).join(' ');
}

/**
 * Whether two texts ask for the same reading: the same words, and the same fill words bracketed (they
 * decide a sentence completion's A letter); case, punctuation and spacing aside.
 */
export function sameScoredText(a: string, b: string): boolean {
  const fills = (text: string) => [...text.matchAll(/\[([^\]]*)\]/gu)].map((m) => spokenWords(m[1]!)).join('|');
  return spokenWords(a) === spokenWords(b) && fills(a) === fills(b);
}
