import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '@core/domain';
import { apple, petsSentence } from './fixtures';
import { gradeSpelling } from './grade';
import { parseSpelling } from './parse';

const oneBlank = parseSpelling(apple);
const twoBlanks = parseSpelling(petsSentence);

describe('gradeSpelling', () => {
  it.each([
    [oneBlank, ['pp'], true, true],
    [oneBlank, ['  pp  '], true, true], // the input is trimmed
    [oneBlank, ['PP'], true, false], // exact: case matters
    [oneBlank, ['p'], true, false],
    [oneBlank, [''], false, false],
    [oneBlank, ['   '], false, false], // white space is not an answer
    [oneBlank, [], false, false],
    [twoBlanks, ['cat', 'dog'], true, true],
    [twoBlanks, ['dog', 'cat'], true, false], // blanks are matched in order
    [twoBlanks, ['cat', ''], false, false],
    [twoBlanks, ['cat'], false, false],
    [twoBlanks, ['cat', 'dog', 'extra'], true, true], // extra inputs belong to no blank
  ])('%#: inputs %j -> fulfilled %s, correct %s', (activity, inputs, fulfilled, correct) => {
    const result = gradeSpelling(activity, { inputs });
    expect([result.fulfilled, result.correct]).toEqual([fulfilled, correct]);
    expect(result.status).toBe(correct ? AnswerStatus.CORRECT : AnswerStatus.ERROR);
  });

  it('records each blank with its trimmed text and verdict', () => {
    const { record } = gradeSpelling(twoBlanks, { inputs: [' cat ', 'dgo'] }, { now: 42, durationSec: 30 });
    expect(record).toEqual({
      type: 33,
      correct: false,
      fulfilled: true,
      data: {
        activityId: 'sp-pets',
        timestampUsec: '42000',
        durationSec: 30,
        spelling: { answer: [{ text: 'cat', correct: true }, { text: 'dgo', correct: false }], correct: false },
      },
    });
  });
});
