import { describe, expect, it } from 'vitest';
import { readingScoreFigures } from '@core/grading';
import type { ReadingScore } from '@core/domain';
import { claimsFor, readReceipt, sameScoredText, SCORE_RECEIPT_TTL_SEC, signReceipt } from './score-receipt';

const SECRET = Buffer.from('a'.repeat(32));
const NOW = 1_800_000_000;
const score: ReadingScore = { score: { overall: 82, pronunciation: 80, fluency: 85 }, words: [{ content: 'hello', score: { pronunciation: 82 }, syllable: [{ phonemes: [{ ipa: 'h', score: 80 }] }] }] };
const claims = claimsFor({ studentId: 'stu-1', scorerType: 1, text: 'Hello.', figures: readingScoreFigures(score), audio: Buffer.from('RIFF....'), nowSec: NOW });

describe('score receipts', () => {
  it('reads back what was signed, until a week has passed', () => {
    const receipt = signReceipt(SECRET, claims);
    expect(readReceipt(SECRET, receipt, NOW)).toEqual({ ok: true, claims });
    expect(claims.expiresAtSec - NOW).toBe(SCORE_RECEIPT_TTL_SEC);
    expect(SCORE_RECEIPT_TTL_SEC).toBe(7 * 24 * 3600);
    expect(readReceipt(SECRET, receipt, NOW + SCORE_RECEIPT_TTL_SEC - 1).ok).toBe(true);
    expect(readReceipt(SECRET, receipt, NOW + SCORE_RECEIPT_TTL_SEC)).toEqual({ ok: false, fault: 'expired' });
  });

  it('refuses a receipt signed with another key', () => {
    expect(readReceipt(Buffer.from('b'.repeat(32)), signReceipt(SECRET, claims), NOW)).toEqual({ ok: false, fault: 'forged' });
  });

  it('refuses a payload altered after signing (a higher score, another student, a later expiry)', () => {
    const [version, , mac] = signReceipt(SECRET, claims).split('.');
    for (const altered of [{ ...claims, overall: 100 }, { ...claims, studentId: 'stu-2' }, { ...claims, expiresAtSec: NOW + 10 * SCORE_RECEIPT_TTL_SEC }]) {
      const payload = Buffer.from(JSON.stringify(['v1', altered.studentId, altered.scorerType, altered.text, altered.overall, altered.figures, altered.audioSha256, altered.expiresAtSec])).toString('base64url');
      expect(readReceipt(SECRET, `${version}.${payload}.${mac}`, NOW)).toEqual({ ok: false, fault: 'forged' });
    }
  });

  it('refuses what is not a receipt at all', () => {
    for (const junk of ['', 'v1', 'v2.a.b', 'v1.a.b.c', 'not a receipt']) expect(readReceipt(SECRET, junk, NOW)).toEqual({ ok: false, fault: expect.stringMatching(/malformed|forged/) });
  });

  it('binds the recording: another recording gives another hash', () => {
    const other = claimsFor({ studentId: 'stu-1', scorerType: 1, text: 'Hello.', figures: readingScoreFigures(score), audio: Buffer.from('RIFF...!'), nowSec: NOW });
    expect(other.audioSha256).not.toBe(claims.audioSha256);
    expect(signReceipt(SECRET, other)).not.toBe(signReceipt(SECRET, claims));
  });

  it('compares texts by their words and their bracketed fill words, case, punctuation and spacing aside', () => {
    expect(sameScoredText('My [name] is Amy.', 'my [ Name ]  is amy')).toBe(true);
    expect(sameScoredText("I'm fine, thanks!", "i'm fine thanks")).toBe(true);
    expect(sameScoredText('My name is Amy.', 'My name is Tom.')).toBe(false);
    // Another word made the fill word (an easier one) is another reading.
    expect(sameScoredText('My [name] is Amy.', 'My name [is] Amy.')).toBe(false);
    expect(sameScoredText('My [name] is Amy.', 'My name is Amy.')).toBe(false);
  });
});
