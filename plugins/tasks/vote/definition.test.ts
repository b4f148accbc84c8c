import { describe, expect, it } from 'vitest';
import { SelectType, voteDefinition, voteMismatch, voteTally, type VoteTask } from './definition';

const single: VoteTask = { title: 'Which animal?', selectType: SelectType.SINGLE, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }, { key: 'C', text: 'cat' }] };
const multiple: VoteTask = { ...single, selectType: SelectType.MULTIPLE };
const vote = (...selected: string[]) => ({ interactiveTaskResult: { voteResult: { selected } } });

describe('the vote definition', () => {
  it('takes one known option on a single-choice vote, one or more on a multiple-choice vote', () => {
    expect(voteMismatch(single, ['B'])).toBeUndefined();
    expect(voteMismatch(single, ['A', 'B'])).toMatch(/takes one option/);
    expect(voteMismatch(multiple, ['A', 'B'])).toBeUndefined();
    expect(voteMismatch(multiple, ['A', 'Z'])).toMatch(/no option "Z"/);
    expect(voteMismatch(multiple, ['A', 'A'])).toMatch(/twice/);
  });

  it('refuses a result without a choice (schema)', () => {
    expect(voteDefinition.resultSchema.safeParse(vote()).success).toBe(false);
    expect(voteDefinition.resultSchema.safeParse({ interactiveTaskResult: {} }).success).toBe(false);
    expect(voteDefinition.resultSchema.safeParse(vote('A')).success).toBe(true);
  });

  it('tallies people per option, every option in order, zero counts included', () => {
    expect(voteTally(multiple, [vote('A', 'B'), vote('B'), vote('B', 'B')])).toEqual({
      voters: 3,
      tally: [{ key: 'A', text: 'cow', count: 1 }, { key: 'B', text: 'dog', count: 3 }, { key: 'C', text: 'cat', count: 0 }],
    });
    expect(voteTally(single, [])).toEqual({ voters: 0, tally: single.options.map((o) => ({ ...o, count: 0 })) });
  });
});
