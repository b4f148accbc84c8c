import { describe, expect, it } from 'vitest';
import { AnswerType } from '@core/domain';
import { pickFruits, whichIsCat } from './fixtures';
import { gradeMultiChoicePicture } from './grade';
import { parseMultiChoicePicture } from './parse';

const single = parseMultiChoicePicture(whichIsCat);
const multi = parseMultiChoicePicture(pickFruits);

describe('gradeMultiChoicePicture', () => {
  it.each([
    [single, ['A'], true, true],
    [single, ['C'], true, false],
    [single, [], false, false],
    [multi, ['A', 'C'], true, true],
    [multi, ['A'], false, false],
    [multi, ['A', 'B', 'C'], true, false],
  ])('%#: picks %j -> fulfilled %s, correct %s', (activity, selected, fulfilled, correct) => {
    const result = gradeMultiChoicePicture(activity, { selected });
    expect([result.fulfilled, result.correct]).toEqual([fulfilled, correct]);
  });

  it('records a single choice as answerType PICTURE_ID with the picture id', () => {
    const { record } = gradeMultiChoicePicture(single, { selected: ['B'] }, { now: 5, durationSec: 2 });
    expect(record.data.multiChoiceQuestion).toEqual({ correct: false, answerType: AnswerType.PICTURE_ID, answer: 'p-dog' });
    expect(record).toMatchObject({ type: 67, correct: false, fulfilled: true, data: { activityId: 'mcp-which-is-cat', timestampUsec: '5000', durationSec: 2 } });
  });

  it('records several picks as an answers list of picture ids', () => {
    const { record } = gradeMultiChoicePicture(multi, { selected: ['A', 'C'] });
    expect(record.data.multiChoiceQuestion.correct).toBe(true);
    expect((record.data.multiChoiceQuestion.answers ?? []).toSorted()).toEqual(['p-apple', 'p-pear']);
    expect(record.data.multiChoiceQuestion.answerType).toBeUndefined();
  });
});
