// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import VotePanel from './Panel';
import VotePreview from './Preview';
import { SelectType, voteTally, type VoteTask } from './definition';

afterEach(cleanup);
const task: VoteTask = { title: 'Which colours?', selectType: SelectType.MULTIPLE, records: [{ content: 'Choose all you like.', contentType: 2 }, { content: '/files/media/x.svg', contentType: 1 }], options: [{ key: 'A', text: 'red' }, { key: 'B', text: 'blue' }] };
const vote = (...selected: string[]) => ({ interactiveTaskResult: { voteResult: { selected } } });

describe('the vote preview (the optional task shows it)', () => {
  it('shows the title with 多选, the records and the options, disabled', () => {
    render(<VotePreview task={task} />);
    expect(screen.getByRole('heading', { name: /Which colours\?\s*多选/ })).toBeTruthy();
    expect(screen.getByText('Choose all you like.')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/media/x.svg');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, true]);
  });
});

describe('the vote panel (teacher console and projector)', () => {
  const results = [{ name: '小明', result: vote('A', 'B') }, { name: '小红', result: vote('B') }];
  // The live view's summary, as the server makes it.
  const summary = voteTally(task, results.map((r) => r.result));

  it('tallies people per option and shows each choice on demand', async () => {
    render(<VotePanel task={task} results={results} summary={summary} />);
    expect(screen.getByText('2 人已投票')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A red: 1 人' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'B blue: 2 人' })).toBeTruthy();
    expect(screen.queryByText('小明：red、blue')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看每位学生的选择' }));
    expect(within(screen.getByRole('region', { name: '投票结果' })).getByText('小明：red、blue')).toBeTruthy();
  });

  it('shows no names and no choices on the projector', () => {
    render(<VotePanel task={task} results={results} summary={summary} projector />);
    expect(screen.getByRole('img', { name: 'B blue: 2 人' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看每位学生的选择' })).toBeNull();
    expect(screen.queryByText(/小明/)).toBeNull();
  });

  it("shows the server's tally, not a count of its own (issue 33); a tally that does not fit is said so", () => {
    const counted = { voters: 30, tally: [{ key: 'A', text: 'red', count: 12 }, { key: 'B', text: 'blue', count: 18 }] };
    const { rerender } = render(<VotePanel task={task} results={results} summary={counted} />);
    expect(screen.getByText('30 人已投票')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'B blue: 18 人' })).toBeTruthy();
    rerender(<VotePanel task={task} results={results} summary={{ voters: 'many' }} />);
    expect(screen.getByText('投票结果暂时无法显示')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
