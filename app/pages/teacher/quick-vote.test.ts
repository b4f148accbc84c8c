import { describe, expect, it } from 'vitest';
import { hasProblems, quickVoteProblems, quickVoteTask } from './quick-vote';

describe('新建投票’s draft', () => {
  it('says at each field what is wrong: a blank question, a blank option, an option the same as one above it', () => {
    const problems = quickVoteProblems({ question: '  ', options: ['Apple', ' ', 'ａｐｐｌｅ ', 'Pear'], multiple: false });
    expect(problems).toEqual({ question: '题目不能为空', options: [undefined, '选项不能为空', '选项不能重复', undefined] });
    expect(hasProblems(problems)).toBe(true);
  });

  it('has no problem when the question and every option are there and differ', () => {
    const problems = quickVoteProblems({ question: 'Which fruit?', options: ['Apple', 'Pear'], multiple: false });
    expect(problems).toEqual({ question: undefined, options: [undefined, undefined] });
    expect(hasProblems(problems)).toBe(false);
  });

  it('becomes the start call’s whole vote, trimmed, the options lettered A to D, 多选 as selectType 2', () => {
    expect(quickVoteTask({ question: ' Which fruit? ', options: [' Apple', 'Pear ', 'Plum'], multiple: true })).toEqual({
      title: 'Which fruit?',
      taskType: 2,
      interactiveTask: { voteTask: { title: 'Which fruit?', selectType: 2, records: [], options: [{ key: 'A', text: 'Apple' }, { key: 'B', text: 'Pear' }, { key: 'C', text: 'Plum' }] } },
    });
    expect(quickVoteTask({ question: 'Q', options: ['a', 'b'], multiple: false }).interactiveTask).toMatchObject({ voteTask: { selectType: 1 } });
  });
});
