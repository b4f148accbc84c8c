import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '@core/domain';
import { fruitColour, thingsThatFly } from './fixtures';
import { gradeMultiChoiceText } from './grade';
import { parseMultiChoiceText } from './parse';

const single = parseMultiChoiceText(fruitColour);
const multi = parseMultiChoiceText(thingsThatFly);

describe('gradeMultiChoiceText: single select (A correct)', () => {
  it.each([
    [[], false, false],
    [['A'], true, true],
    [['B'], true, false],
    [['A', 'B'], true, false],
    [['Z'], false, false],
  ])('picks %j: fulfilled %s, correct %s', (selected, fulfilled, correct) => {
    const result = gradeMultiChoiceText(single, { selected });
    expect(result.fulfilled).toBe(fulfilled);
    expect(result.correct).toBe(correct);
    expect(result.status).toBe(correct ? AnswerStatus.CORRECT : AnswerStatus.ERROR);
  });
});

describe('gradeMultiChoiceText: multi select (A and C correct)', () => {
  it.each([
    [[], false, false],
    [['A'], false, false], // a subset, and one pick does not fulfil a multi-select question
    [['C', 'A'], true, true],
    [['A', 'C', 'C'], true, true],
    [['A', 'B'], true, false],
    [['A', 'C', 'D'], true, false], // a superset
    [['A', 'C', 'Z'], true, false], // an unknown key never makes a right answer
    [['B', 'D'], true, false],
  ])('picks %j: fulfilled %s, correct %s', (selected, fulfilled, correct) => {
    const result = gradeMultiChoiceText(multi, { selected });
    expect(result.fulfilled).toBe(fulfilled);
    expect(result.correct).toBe(correct);
  });
});

describe('the answer record', () => {
  it('carries the picked texts, the verdict and the activity id', () => {
    const result = gradeMultiChoiceText(multi, { selected: ['C', 'A'] }, { now: 1_700_000_000_000, durationSec: 9 });
    const shownOrder = multi.choice.filter((c) => c.key === 'A' || c.key === 'C').map((c) => c.text);
    expect(result.record).toEqual({
      type: 68,
      correct: true,
      fulfilled: true,
      data: {
        activityId: 'mct-things-that-fly',
        timestampUsec: '1700000000000000',
        durationSec: 9,
        multiChoiceText: { correct: true, answers: shownOrder },
      },
    });
  });
});
