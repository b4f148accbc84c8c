import { describe, expect, it } from 'vitest';
import { readingTaskSchema } from '../reading/definition';
import { checkedTaskKind } from '../task-body';
import { SelectType, voteDefinition, voteMismatch, voteTally, voteTaskSchema, type VoteTask } from './definition';

const single: VoteTask = { title: 'Which animal?', selectType: SelectType.SINGLE, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }, { key: 'C', text: 'cat' }] };
const multiple: VoteTask = { ...single, selectType: SelectType.MULTIPLE };
const withRecords = (records: unknown[]) => ({ ...single, records });
/** The start call's body of `task`, as the server and the teacher's editor check it. */
const started = (task: unknown) => checkedTaskKind({ taskType: 2, interactiveTask: { voteTask: task } }, [voteDefinition]);
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

  it('takes stem records that are a picture (1), a text (2) or a sound (3), and nothing else; the reading task still only 1 and 2', () => {
    const records = [{ content: '/files/media/cat.png', contentType: 1 }, { content: 'Listen and choose.', contentType: 2 }, { content: '/files/media/cat.mp3', contentType: 3 }];
    expect(voteTaskSchema.safeParse(withRecords(records)).success).toBe(true);
    expect(voteTaskSchema.safeParse(withRecords([{ content: '/files/media/cat.mp4', contentType: 4 }])).success).toBe(false);
    expect(started(withRecords(records))).toEqual({ kind: 'vote' });
    expect(readingTaskSchema.safeParse({ records: [{ content: '/files/media/cat.mp3', contentType: 3 }] }).success).toBe(false);
  });

  it('refuses to start a vote with a record that shows nothing, naming the record', () => {
    expect(started(withRecords([{ content: 'Listen.', contentType: 2 }, { content: '', contentType: 3 }]))).toEqual({ problem: { path: 'interactiveTask.voteTask.records[1].content', message: 'a sound needs its file' } });
    expect(started(withRecords([{ content: '', contentType: 1 }]))).toEqual({ problem: { path: 'interactiveTask.voteTask.records[0].content', message: 'a picture needs its file' } });
    expect(started(withRecords([{ content: ' \n ', contentType: 2 }]))).toEqual({ problem: { path: 'interactiveTask.voteTask.records[0].content', message: 'a text needs its words' } });
    // A student's copy is only parsed: a vote served before with an empty record still shows.
    expect(voteDefinition.parse({ taskType: 2, interactiveTask: { voteTask: withRecords([{ content: '', contentType: 3 }]) } }).records).toHaveLength(1);
  });
});
