import { describe, expect, it } from 'vitest';
import { AnswerStatus, RecordStatus } from '@core/domain';
import { alignScoredWords, badgeView, recordButtonLabel, tierText, wordTone } from './speech-words';

describe('record button label', () => {
  it.each([
    [RecordStatus.INIT, false, '开始录音'],
    [RecordStatus.INIT, true, '重新朗读'],
    [RecordStatus.RECORDING, false, '录音中（点击结束）'],
    [RecordStatus.RECORDING, true, '录音中（点击结束）'],
    [RecordStatus.PLAYING, false, '播放中'],
    [RecordStatus.PLAYING, true, '播放中'],
  ] as const)('status %d, reread %s -> %s', (status, reread, label) => {
    expect(recordButtonLabel(status, reread)).toBe(label);
  });
});

describe('level badge', () => {
  it.each([
    ['bad', AnswerStatus.NOT_BAD, 1, '继续加油'],
    ['good', AnswerStatus.GOOD, 2, '很好'],
    ['perfect', AnswerStatus.PERFECT, 3, '完美'],
  ] as const)('%s is status %d with %d stars (%s)', (level, status, stars, label) => {
    expect(badgeView(level)).toEqual({ status, stars, label });
  });
});

describe('word tones: two rules, picked by the view', () => {
  it.each([
    [100, 'great'],
    [80, 'great'],
    [79.9, 'normal'],
    [79, 'normal'],
    [60, 'normal'],
    [59.9, 'bad'],
    [59, 'bad'],
    [0, 'bad'],
  ] as const)('result view: %d is %s', (score, tone) => {
    expect(wordTone(score, 'result')).toBe(tone);
  });

  it.each([
    [100, 'good'],
    [81, 'good'],
    [80.5, 'good'],
    [80, 'neutral'],
    [61, 'neutral'],
    [60.5, 'neutral'],
    [60, 'poor'],
    [0, 'poor'],
  ] as const)('read-only view: %d is %s', (score, tone) => {
    expect(wordTone(score, 'readOnly')).toBe(tone);
  });
});

describe('word-detail tier text', () => {
  it.each([
    [0, '继续加油'],
    [59, '继续加油'],
    [60, '良好'],
    [79, '良好'],
    [80, '优秀'],
    [89, '优秀'],
    [90, '完美'],
    [100, '完美'],
  ] as const)('%d -> %s', (score, text) => {
    expect(tierText(score)).toBe(text);
  });
});

describe('alignScoredWords', () => {
  it('keeps punctuation and spacing of the written sentence', () => {
    expect(alignScoredWords('I like apples.', ['I', 'like', 'apples'])).toEqual([
      { text: 'I', wordIndex: 0 },
      { text: ' ' },
      { text: 'like', wordIndex: 1 },
      { text: ' ' },
      { text: 'apples', wordIndex: 2 },
      { text: '.' },
    ]);
  });

  it('matches ignoring case and curly apostrophes, with contractions as one word', () => {
    expect(alignScoredWords('It’s nine O’CLOCK!', ["it's", 'nine', "o'clock"])).toEqual([
      { text: 'It’s', wordIndex: 0 },
      { text: ' ' },
      { text: 'nine', wordIndex: 1 },
      { text: ' ' },
      { text: 'O’CLOCK', wordIndex: 2 },
      { text: '!' },
    ]);
  });

  it('leaves a written word the scorer did not score as plain text', () => {
    expect(alignScoredWords('Hello, dear Tom.', ['hello', 'tom'])).toEqual([
      { text: 'Hello', wordIndex: 0 },
      { text: ', dear ' },
      { text: 'Tom', wordIndex: 1 },
      { text: '.' },
    ]);
  });

  it('shows the scored words on their own when one of them is not in the written text', () => {
    expect(alignScoredWords('Hello, dear Tom.', ['hello', 'uh', 'tom'])).toEqual([
      { text: 'hello', wordIndex: 0 },
      { text: ' ' },
      { text: 'uh', wordIndex: 1 },
      { text: ' ' },
      { text: 'tom', wordIndex: 2 },
    ]);
  });

  it('shows the scored words on their own when none is in the written text', () => {
    expect(alignScoredWords('我喜欢苹果', ['I', 'like'])).toEqual([{ text: 'I', wordIndex: 0 }, { text: ' ' }, { text: 'like', wordIndex: 1 }]);
  });

  it('repeated words take their scores in order', () => {
    expect(alignScoredWords('a b a', ['a', 'b', 'a']).filter((p) => p.wordIndex !== undefined).map((p) => p.wordIndex)).toEqual([0, 1, 2]);
  });
});
