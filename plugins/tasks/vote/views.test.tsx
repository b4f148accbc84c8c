// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskAudio } from '@core/registry/task-plugin';
import VotePanel from './Panel';
import VotePreview from './Preview';
import VoteView from './View';
import { SelectType, voteTally, type VoteResult, type VoteTask } from './definition';

afterEach(cleanup);
const task: VoteTask = { title: 'Which colours?', selectType: SelectType.MULTIPLE, records: [{ content: 'Choose all you like.', contentType: 2 }, { content: '/files/media/x.svg', contentType: 1 }], options: [{ key: 'A', text: 'red' }, { key: 'B', text: 'blue' }] };
const vote = (...selected: string[]) => ({ interactiveTaskResult: { voteResult: { selected } } });

const listening: VoteTask = {
  title: 'Which animal is it?',
  selectType: SelectType.SINGLE,
  records: [{ content: 'Listen.', contentType: 2 }, { content: '/files/media/teacher/cow.mp3', contentType: 3 }],
  options: [{ key: 'A', text: 'a cow' }, { key: 'B', text: 'a dog' }],
};
const twoSounds: VoteTask = { ...listening, records: [...listening.records, { content: '/files/media/teacher/dog.mp3', contentType: 3 }] };

/** The student's screen with an audio service like the app's (one sound at a time, what plays now); what it was asked to play. */
function renderScreen(voteTask: VoteTask, onSubmit = vi.fn<(result: VoteResult) => void>()) {
  const played: [string, string][] = [];
  function Host() {
    const [playingId, setPlayingId] = useState<string>();
    const audio: TaskAudio = {
      play: (id, url) => {
        played.push([id, url]);
        setPlayingId(id);
      },
      stop: () => setPlayingId(undefined),
      playingId,
    };
    return <VoteView task={voteTask} taskId="gt-1" submitted={undefined} submitting={false} onSubmit={onSubmit} audio={audio} />;
  }
  render(<Host />);
  return { played: () => played.map(([, url]) => url) };
}

describe('the vote screen (the student votes)', () => {
  it('plays a sound record through the audio service with 播放声音, and stops it with 停止', async () => {
    const onSubmit = vi.fn<(result: VoteResult) => void>();
    const { played } = renderScreen(listening, onSubmit);
    expect(screen.getByText('Listen.')).toBeTruthy();
    // The screen plays through the app's service, not a player of its own.
    expect(document.querySelector('audio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '播放声音' }));
    expect(played()).toEqual(['/files/media/teacher/cow.mp3']);
    await userEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(screen.getByRole('button', { name: '播放声音' })).toBeTruthy();
    expect(played()).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: /a cow/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith({ interactiveTaskResult: { voteResult: { selected: ['A'] } } });
  });

  it('numbers several sounds and plays one at a time', async () => {
    const { played } = renderScreen(twoSounds);
    await userEvent.click(screen.getByRole('button', { name: '播放第 1 段声音' }));
    await userEvent.click(screen.getByRole('button', { name: '播放第 2 段声音' }));
    expect(played()).toEqual(['/files/media/teacher/cow.mp3', '/files/media/teacher/dog.mp3']);
    // The first stopped when the second began: only the second says 停止.
    expect(screen.getByRole('button', { name: '播放第 1 段声音' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '停止第 2 段声音' })).toBeTruthy();
  });

  it('keys its sounds by the record, so a sound playing elsewhere in the app leaves its buttons at 播放', () => {
    render(<VoteView task={listening} taskId="gt-1" submitted={undefined} submitting={false} onSubmit={vi.fn<(result: VoteResult) => void>()} audio={{ play: vi.fn<TaskAudio['play']>(), stop: vi.fn<TaskAudio['stop']>(), playingId: 'resource-1' }} />);
    expect(screen.getByRole('button', { name: '播放声音' })).toBeTruthy();
  });
});

describe('the vote preview (the optional task shows it)', () => {
  it('shows the title with 多选, the records and the options, disabled', () => {
    render(<VotePreview task={task} />);
    expect(screen.getByRole('heading', { name: /Which colours\?\s*多选/ })).toBeTruthy();
    expect(screen.getByText('Choose all you like.')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/media/x.svg');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, true]);
  });

  it('shows a sound record as a plain player: a preview has no audio service', () => {
    render(<VotePreview task={twoSounds} />);
    const players = [...document.querySelectorAll('audio')];
    expect(players.map((player) => [player.getAttribute('src'), player.getAttribute('aria-label'), player.hasAttribute('controls')])).toEqual([
      ['/files/media/teacher/cow.mp3', '第 1 段声音', true],
      ['/files/media/teacher/dog.mp3', '第 2 段声音', true],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
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
