/** The public corpus's own scores file (issue 39): read by utterance, and given to the sample's readings that have none. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpusScores, withExpertScores, type ExpertUtterance } from './scorer-data';

const entry = { accuracy: 8, completeness: 10, fluency: 9, prosodic: 9, text: 'WE CALL', total: 8, words: [
  { accuracy: 10, phones: ['W', 'IY0'], 'phones-accuracy': [2, 1.8], stress: 10, text: 'WE', total: 10 },
  { accuracy: 6, mispronunciations: [{ 'canonical-phone': 'L', index: 2, 'pronounced-phone': 'N' }], phones: ['K', 'AO0', 'L'], 'phones-accuracy': [2, 1, 0], stress: 10, text: 'CALL', total: 6 },
] };

function corpusCopy(withScores: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'so762-'));
  mkdirSync(join(dir, 'resource'));
  if (withScores) writeFileSync(join(dir, 'resource', 'scores.json'), JSON.stringify({ '000010011': entry }));
  return dir;
}

describe("the public corpus's scores file", () => {
  it('is read by utterance id into the sample\'s shape', () => {
    const scores = readCorpusScores(corpusCopy(true))!;
    expect(scores.get('000010011')).toEqual({
      utt: '000010011', text: 'WE CALL', accuracy: 8, fluency: 9, total: 8, completeness: 10,
      words: [{ text: 'WE', accuracy: 10, phones: ['W', 'IY0'], phonesAccuracy: [2, 1.8] }, { text: 'CALL', accuracy: 6, phones: ['K', 'AO0', 'L'], phonesAccuracy: [2, 1, 0] }],
    });
  });

  it('is missing from a copy without it (the snapshot of the corpus here has none)', () => {
    expect(readCorpusScores(corpusCopy(false))).toBeUndefined();
  });

  it("scores the sample's unscored real readings, keeps the sample's own scores, and keeps one copy of a recording listed twice", () => {
    const scores = readCorpusScores(corpusCopy(true))!;
    const own: ExpertUtterance = { utt: '000010011', text: 'WE CALL', accuracy: 7, fluency: 7, total: 7, completeness: 10, words: [] };
    const readings = [
      { id: '000010011/own', source: 'real' as const },
      { id: '000010011/own', source: 'real' as const, expert: own },
      { id: '000010011/other', source: 'real' as const },
      { id: '000020022/own', source: 'real' as const },
      { id: 'espeak:en-us@120/0/own', source: 'synthetic' as const },
    ];
    const scored = withExpertScores(readings, scores);
    expect(scored.map((r) => [r.id, r.expert?.total])).toEqual([
      ['000010011/own', 7],
      ['000010011/other', 8],
      ['000020022/own', undefined],
      ['espeak:en-us@120/0/own', undefined],
    ]);
  });
});
