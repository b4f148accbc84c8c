import { describe, expect, it } from 'vitest';
import { blankVerdict, plainPasteText, withInput } from './blanks';
import { petsSentence } from './fixtures';
import { gradeSpelling } from './grade';
import { parseSpelling } from './parse';

describe('plainPasteText', () => {
  it.each([
    ['cat', 'cat'],
    ['cat\n', 'cat'],
    ['  dog\r\n', 'dog'],
    ['ice\ncream', 'ice cream'],
    ['ice \n\t cream', 'ice cream'],
    ['a\tb', 'a b'],
    ['two  spaces', 'two  spaces'],
  ])('%j -> %j', (raw, text) => {
    expect(plainPasteText(raw)).toBe(text);
  });
});

describe('withInput', () => {
  it('always gives one string per blank', () => {
    expect(withInput(undefined, 3, 1, 'x')).toEqual(['', 'x', '']);
    expect(withInput(['a', 'b'], 2, 0, 'c')).toEqual(['c', 'b']);
    expect(withInput(['a', 'b', 'extra'], 2, 1, '')).toEqual(['a', '']);
  });
});

describe('blankVerdict agrees with the grader', () => {
  const activity = parseSpelling(petsSentence);
  it.each([
    [['cat', 'dog'], ['right', 'right']],
    [[' cat ', 'dog\t'], ['right', 'right']],
    [['Cat', 'dgo'], ['wrong', 'wrong']],
    [['cat', '   '], ['right', 'empty']],
    [['', ''], ['empty', 'empty']],
  ] as const)('%j -> %j', (inputs, verdicts) => {
    const blanks = activity.stem.stems.filter((s) => s.checked);
    expect(blanks.map((b) => blankVerdict(b.text, inputs[b.index]))).toEqual(verdicts);
    const graded = gradeSpelling(activity, { inputs: [...inputs] }).record.data.spelling.answer.map((a) => a.correct);
    expect(graded).toEqual(verdicts.map((v) => v === 'right'));
  });
});
