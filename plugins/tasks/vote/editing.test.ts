import { describe, expect, it } from 'vitest';
import { voteOf, withOptionMoved, withVote } from './editing';

describe("the vote editor's changes", () => {
  it('reads a half-written draft as an empty form, keeping what is there', () => {
    expect(voteOf({ taskType: 2 })).toEqual({ title: '', selectType: 1, records: [], options: [] });
    const draft = { taskType: 2, interactiveTask: { voteTask: { title: 7, selectType: 2, records: [{ content: '/p.png', contentType: 1 }, { content: 'hi' }, 'junk', { content: '/s.mp3', contentType: 3 }, { content: 'odd', contentType: 9 }], options: [{ text: 'yes' }, { key: 'B', text: 'no' }] } } };
    expect(voteOf(draft)).toEqual({ title: '', selectType: 2, records: [{ content: '/p.png', contentType: 1 }, { content: 'hi', contentType: 2 }, { content: '/s.mp3', contentType: 3 }, { content: 'odd', contentType: 2 }], options: [{ key: 'A', text: 'yes' }, { key: 'B', text: 'no' }] });
  });

  it('writes the vote as the only part of interactiveTask, keeping the rest of the draft, without touching the old one', () => {
    const before = { taskType: 2, episodeIds: ['e1'], interactiveTask: { voteTask: { title: 'old' }, readingTask: {} } };
    const vote = { title: 'new', selectType: 1 as const, records: [], options: [] };
    expect(withVote(before, vote)).toEqual({ taskType: 2, episodeIds: ['e1'], interactiveTask: { voteTask: vote } });
    expect(before.interactiveTask.voteTask.title).toBe('old');
  });

  it('letters the options again after a move, and ignores a move past either end', () => {
    const vote = { title: 'q', selectType: 1 as const, records: [], options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }] };
    expect(withOptionMoved(vote, 1, 0).options).toEqual([{ key: 'A', text: 'y' }, { key: 'B', text: 'x' }]);
    expect(withOptionMoved(vote, 1, 2)).toEqual(vote);
    expect(vote.options[0]).toEqual({ key: 'A', text: 'x' });
  });
});
