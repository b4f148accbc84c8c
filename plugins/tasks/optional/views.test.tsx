// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskKindsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import { taskRegistry } from '..';
import { optionalDefinition } from '../definitions';
import OptionalPanel from './Panel';
import OptionalView from './View';
import type { OptionalResult, OptionalTask } from './definition';

afterEach(cleanup);

/** The live view's summary of these results, as the server sums them up with the optional task's definition. */
const summaryOf = (task: OptionalTask, results: readonly { result: OptionalResult }[]) => optionalDefinition.summarise!(task, results.map((r) => r.result));
const vote = { title: 'Which pet?', selectType: 1 as const, records: [{ content: 'Vote for one.', contentType: 2 as const }], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] };
// As the host gets it: parsed by the definition (each item with its kind), the kinds from the registry it provides.
const task: OptionalTask = optionalDefinition.parse({ taskType: 6, interactiveTask: { selfSelected: {
  tasks: [
    { taskId: 'opt-vote', title: '投票题', originalTask: { taskType: 2, voteTask: vote } },
    { taskId: 'opt-pack', title: '资源包', originalTask: { taskType: 3, resourcePack: { title: 'Pets', resources: [{ type: 4, content: 'Look at the cat.' }] } } },
    { taskId: 'opt-read', title: '阅读题', originalTask: { taskType: 1, readingTask: { title: 'My school', records: [{ content: 'This is my school.', contentType: 2 }] } } },
  ],
} } });
const services = TaskServices.of(provide(taskKindsRef, taskRegistry));
const hosted = (ui: ReactNode) => render(<TaskServicesContext value={services}>{ui}</TaskServicesContext>);
const answeredVote = (selected: string[]): OptionalResult => ({
  groupTaskId: 'gt-6', taskType: 'INTERACTIVE',
  interactiveTaskResult: { id: 'gt-6', selfSelectedResult: { selectedTaskIds: ['opt-vote'], answers: [{ taskId: 'opt-vote', result: { interactiveTaskResult: { voteResult: { selected } } }, timestampUsec: '1', durationSec: 9 }] } },
});
const view = (submitted?: OptionalResult) =>
  hosted(
    <MemoryRouter initialEntries={['/optional-task?groupTaskId=gt-6&optionalId=opt-6&groupId=class-3-1']}>
      <OptionalView task={task} taskId="gt-6" submitted={submitted} submitting={false} onSubmit={vi.fn<() => void>()} />
    </MemoryRouter>,
  );

describe('the optional task (分层题包)', () => {
  it('lists the items with their kinds under 共 N 题，选择 1 题作答, and counts 共作答 0/1', () => {
    view();
    expect(screen.getByRole('heading', { name: '共 3 题，选择 1 题作答' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['投票：投票题', '资源包：资源包', '阅读：阅读题']);
    expect(screen.getByText('共作答 0/1')).toBeTruthy();
    expect(screen.getByRole('button', { name: '作答' })).toHaveProperty('disabled', true);
  });

  it("previews an item through its kind's preview, pages with wrap-around, and 作答 opens the item's screen", async () => {
    view();
    await userEvent.click(screen.getByRole('button', { name: /投票题/ }));
    expect(screen.getByText('第 1 题 / 共 3 题')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Which pet\?\s*单选/ })).toBeTruthy();
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('link', { name: '作答' }).getAttribute('href')).toBe('/vote-task?groupTaskId=gt-6&optionalTaskId=opt-vote&optionalId=opt-6&groupId=class-3-1');
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByText('第 3 题 / 共 3 题')).toBeTruthy();
    expect(await screen.findByText('This is my school.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByText('第 2 题 / 共 3 题')).toBeTruthy();
    expect(await screen.findByText('Look at the cat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '作答' }).getAttribute('href')).toMatch(/^\/resource-pack\?groupTaskId=gt-6&optionalTaskId=opt-pack/);
    await userEvent.click(screen.getByRole('button', { name: '返回题目列表' }));
    expect(screen.getByRole('heading', { name: '共 3 题，选择 1 题作答' })).toBeTruthy();
  });

  it('counts 共作答 1/1 and marks the item once answered', () => {
    view(answeredVote(['B']));
    expect(screen.getByText('共作答 1/1')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /投票题/ })).getByText('已作答')).toBeTruthy();
  });

  it('keeps 作答 disabled on another item once one is answered, and open on the answered one to change it (issue 32)', async () => {
    view(answeredVote(['B']));
    await userEvent.click(screen.getByRole('button', { name: /资源包/ }));
    expect(screen.queryByRole('link', { name: '作答' })).toBeNull();
    expect(screen.getByRole('button', { name: '作答' })).toHaveProperty('disabled', true);
    expect(screen.getByText('你已作答 1 题，只能修改已作答的这一题')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByRole('link', { name: '作答' }).getAttribute('href')).toMatch(/^\/vote-task\?groupTaskId=gt-6&optionalTaskId=opt-vote/);
  });
});

describe('the optional task panel', () => {
  const results = [{ name: '小明', result: answeredVote(['B']) }, { name: '小红', result: answeredVote(['A']) }];

  it('groups the students by the item they chose, with the item kind’s own panel', async () => {
    hosted(<OptionalPanel task={task} results={results} summary={summaryOf(task, results)} />);
    const voteItem = screen.getByRole('region', { name: '投票题' });
    expect(within(voteItem).getByText(/投票题 · 2 人选择/)).toBeTruthy();
    expect(within(voteItem).getByText('小明').tagName).toBe('LI');
    expect(within(voteItem).getByText('小红').tagName).toBe('LI');
    expect(await within(voteItem).findByRole('img', { name: 'B a cat: 1 人' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '资源包' })).getByText('暂无学生选择这一题')).toBeTruthy();
  });

  it("sums each item up by its own kind, for the item's panel (the live view's summary, issue 33)", () => {
    const { items } = summaryOf(task, results) as { items: { taskId: string }[] };
    expect(items[0]).toMatchObject({ taskId: 'opt-vote', chosenBy: 2, summary: { voters: 2, tally: [{ key: 'A', count: 1 }, { key: 'B', count: 1 }] } });
  });

  it('shows no names on the projector', async () => {
    hosted(<OptionalPanel task={task} results={results} summary={summaryOf(task, results)} projector />);
    expect(await screen.findByRole('img', { name: 'A a dog: 1 人' })).toBeTruthy();
    expect(screen.queryByText(/小明|小红/)).toBeNull();
  });
});
