// @vitest-environment jsdom
/** The teacher's task library (issue 35): the server's own tasks first, then one group per content pack under its title, and 搜索任务. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const unit2 = { id: 'pep-3a-m1u2', title: '三年级上册 Module 1 Unit 2' };
const module2 = { id: 'pep-3a-m2u1', title: '三年级上册 Module 2 Unit 1' };
// As the server may list them: packs' tasks and its own mixed.
const library = [
  { id: 'pack-colours', title: 'Colours vote', taskType: 2, kind: 'vote', episodeIds: [], pack: unit2 },
  { id: 'lib-exercise-e1', title: 'M1U1 课堂练习 1', taskType: 1, kind: 'exercise', episodeIds: ['e1'] },
  { id: 'pack-animals', title: 'Animals 投票', taskType: 2, kind: 'vote', episodeIds: [], pack: module2 },
  { id: 'pack-u2-exercise', title: 'Unit 2 课堂练习', taskType: 1, kind: 'exercise', episodeIds: ['m1u2-e1'], pack: unit2 },
  { id: 'lib-vote-pet', title: '投票：你最喜欢哪种宠物？', taskType: 2, kind: 'vote', episodeIds: [] },
];

const startNames = (list: Element) => [...list.querySelectorAll('li button')].map((button) => button.getAttribute('aria-label'));

/** The start buttons' names, by group: the library's own list first, then each pack's region by its title. */
function shownGroups() {
  const shelf = screen.getByRole('region', { name: '可以开始的课堂任务' });
  const own = shelf.querySelector(':scope > ul');
  return [
    ['', own ? startNames(own) : []],
    ...[...shelf.querySelectorAll('section')].map((pack) => [pack.querySelector('h3')!.textContent, startNames(pack)]),
  ];
}

function libraryServer() {
  const started: unknown[] = [];
  server.use(
    http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
    http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
    http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
    http.post(api(`${TEACHER}/classes/class-3-1/tasks`), async ({ request }) => {
      started.push(await request.json());
      return HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', title: 'Colours vote', taskType: 2, startedAtSec: 1, endedTaskIds: [] });
    }),
    http.get(api(`${TEACHER}/tasks/gt-new/live`), () => HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', title: 'Colours vote', taskType: 2, kind: 'vote', running: true, studentCount: 3, joined: [], submitted: [], missing: [], results: [] })),
    ...teacher(),
  );
  return started;
}

describe('the teacher’s library grouped by content pack (issue 35)', () => {
  it('lists the server’s own tasks first, then each pack’s under its title; a pack’s task starts as any other', async () => {
    const started = libraryServer();
    renderApp('/', { signedIn: true });
    await screen.findByRole('button', { name: '开始：Colours vote' }, { timeout: 10_000 });
    expect(shownGroups()).toEqual([
      ['', ['开始：M1U1 课堂练习 1', '开始：投票：你最喜欢哪种宠物？']],
      ['三年级上册 Module 1 Unit 2', ['开始：Colours vote', '开始：Unit 2 课堂练习']],
      ['三年级上册 Module 2 Unit 1', ['开始：Animals 投票']],
    ]);
    const pack = screen.getByRole('region', { name: '三年级上册 Module 1 Unit 2' });
    expect(within(pack).getByText('课堂练习')).toBeTruthy();
    await userEvent.click(within(pack).getByRole('button', { name: '开始：Colours vote' }));
    await waitFor(() => expect(started).toEqual([{ libraryId: 'pack-colours' }]));
  }, 25_000);

  it('搜索任务 keeps the tasks whose title holds the words, in any case, or whose pack’s title does; no match says so', async () => {
    libraryServer();
    renderApp('/', { signedIn: true });
    const search = await screen.findByRole('searchbox', { name: '搜索任务' }, { timeout: 10_000 });
    await userEvent.type(search, 'm1u1');
    expect(shownGroups()).toEqual([['', ['开始：M1U1 课堂练习 1']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'VOTE');
    expect(shownGroups()).toEqual([['', []], ['三年级上册 Module 1 Unit 2', ['开始：Colours vote']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'module 2');
    expect(shownGroups()).toEqual([['', []], ['三年级上册 Module 2 Unit 1', ['开始：Animals 投票']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'dinosaur');
    expect(shownGroups()).toEqual([['', []]]);
    expect(screen.getByText('没有找到和「dinosaur」有关的任务')).toBeTruthy();

    await userEvent.clear(search);
    expect(shownGroups()).toHaveLength(3);
    expect(screen.queryByText(/没有找到/)).toBeNull();
  }, 25_000);
});
