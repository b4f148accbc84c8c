// @vitest-environment jsdom
/**
 * The teacher's task library: the server's own tasks, then one group per content pack under its title, and
 * 搜索任务 (issue 35); the teacher's own tasks and the school's shared ones, 新建任务, 编辑, 复制, 删除, 共享 (issue 36).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LibraryTask } from '@core/contract';
import { taskRegistry } from '@plugins/tasks';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { renderConsolePart } from '../../../tests/helpers/console-part';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';
import type { TaskEditorStart as EditorStart } from './editor/editor-start';
import { Library } from './Library';

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

const startNames = (list: Element) => [...list.querySelectorAll('li button')].map((button) => button.getAttribute('aria-label')).filter((name) => name?.startsWith('开始：'));

/** The start buttons' names, by section heading (the sections with none left out). */
function shownGroups() {
  const shelf = screen.getByRole('region', { name: '可以开始的课堂任务' });
  return [...shelf.querySelectorAll('section')].map((section) => [section.querySelector('h3')!.textContent, startNames(section)]).filter(([, names]) => names!.length > 0);
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
      ['内置任务', ['开始：M1U1 课堂练习 1', '开始：投票：你最喜欢哪种宠物？']],
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
    expect(shownGroups()).toEqual([['内置任务', ['开始：M1U1 课堂练习 1']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'VOTE');
    expect(shownGroups()).toEqual([['三年级上册 Module 1 Unit 2', ['开始：Colours vote']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'module 2');
    expect(shownGroups()).toEqual([['三年级上册 Module 2 Unit 1', ['开始：Animals 投票']]]);

    await userEvent.clear(search);
    await userEvent.type(search, 'dinosaur');
    expect(shownGroups()).toEqual([]);
    expect(screen.getByText('没有找到和「dinosaur」有关的任务')).toBeTruthy();

    await userEvent.clear(search);
    expect(shownGroups()).toHaveLength(3);
    expect(screen.queryByText(/没有找到/)).toBeNull();
  }, 25_000);
});

const wang = { id: 't-wang', name: '王老师' };
const li = { id: 't-li', name: '李老师' };
const breakfastVote = { voteTask: { title: '早餐吃什么？', selectType: 1, records: [], options: [{ key: 'A', text: '面包' }, { key: 'B', text: '粥' }] } };
const weatherVote = { voteTask: { title: 'Weather?', selectType: 2, records: [], options: [{ key: 'A', text: 'sunny' }, { key: 'B', text: 'rainy' }] } };
const mine: LibraryTask[] = [
  { id: 'mine-vote', title: '早餐投票', taskType: 2, kind: 'vote', episodeIds: [], interactiveTask: breakfastVote, mine: true, shared: false, owner: li },
  { id: 'mine-exercise', title: '我的练习', taskType: 1, kind: 'exercise', episodeIds: ['e1', 'e2'], mine: true, shared: true, owner: li },
];
const others: LibraryTask[] = [
  { id: 'wang-vote', title: 'Weather words', taskType: 2, kind: 'vote', episodeIds: [], interactiveTask: weatherVote, shared: true, owner: wang },
  library[1]!,
  library[0]!,
];

/** A server holding the teacher's library as `tasks` (changed by the test's PUT and DELETE as the real one would). */
function ownTasksServer(first: LibraryTask[] = [...mine, ...others]) {
  const state = { tasks: first, loads: 0, puts: [] as { id: string; body: unknown }[], deletes: [] as string[], starts: [] as unknown[], fail: false, answer: Promise.resolve() };
  server.use(
    http.get(api(`${TEACHER}/task-library`), async () => {
      state.loads += 1;
      const tasks = state.tasks;
      await state.answer;
      return HttpResponse.json({ tasks });
    }),
    http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
    http.post(api(`${TEACHER}/classes/class-3-1/tasks`), async ({ request }) => {
      state.starts.push(await request.json());
      return HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', title: 'Weather words', taskType: 2, startedAtSec: 1, endedTaskIds: [] });
    }),
    http.put(api(`${TEACHER}/tasks/library/:id`), async ({ params, request }) => {
      const body = (await request.json()) as { shared: boolean };
      state.puts.push({ id: String(params.id), body });
      if (state.fail) return HttpResponse.json({ message: '任务不存在' }, { status: 404 });
      const saved = { ...state.tasks.find((task) => task.id === params.id)!, shared: body.shared };
      state.tasks = state.tasks.map((task) => (task.id === params.id ? saved : task));
      return HttpResponse.json({ task: saved });
    }),
    http.delete(api(`${TEACHER}/tasks/library/:id`), ({ params }) => {
      state.deletes.push(String(params.id));
      if (state.fail) return HttpResponse.json({ message: '任务不存在' }, { status: 404 });
      state.tasks = state.tasks.filter((task) => task.id !== params.id);
      return HttpResponse.json({ ok: true, id: params.id });
    }),
  );
  return state;
}

function renderLibrary(options: { editable?: boolean } = {}) {
  const edits: EditorStart[] = [];
  const started: string[] = [];
  const element = (reloadKey = 0) => (
    <Library classId="class-3-1" onStarted={(id) => started.push(id)} {...(options.editable === false ? {} : { onEdit: (start: EditorStart) => edits.push(start) })} reloadKey={reloadKey} />
  );
  const view = renderConsolePart(element());
  return { ...view, edits, started, reloadWith: (key: number) => view.rerender(element(key)) };
}

const section = (title: string) => screen.getByRole('region', { name: title });
const buttonNames = (region: HTMLElement) => within(region).queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the teacher’s own tasks and the school’s shared ones (issue 36)', () => {
  it('shows 我的任务 with every action, 学校共享 with who shared it, then the built-in and packs’ tasks, each to copy and start; the search filters every section', async () => {
    const state = ownTasksServer();
    const { started } = renderLibrary();
    await screen.findByRole('button', { name: '编辑：早餐投票' });
    const headings = within(section('可以开始的课堂任务')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['我的任务', '学校共享', '内置任务', '三年级上册 Module 1 Unit 2']);
    expect(buttonNames(section('我的任务'))).toEqual([
      '开始：早餐投票', '编辑：早餐投票', '复制：早餐投票', '共享：早餐投票', '删除：早餐投票',
      '开始：我的练习', '编辑：我的练习', '复制：我的练习', '取消共享：我的练习', '删除：我的练习',
    ]);
    expect(within(section('我的任务')).getByText('已共享')).toBeTruthy();
    expect(buttonNames(section('学校共享'))).toEqual(['开始：Weather words', '复制：Weather words']);
    expect(within(section('学校共享')).getByText('王老师 共享')).toBeTruthy();
    expect(buttonNames(section('三年级上册 Module 1 Unit 2'))).toEqual(['开始：Colours vote', '复制：Colours vote']);
    await userEvent.click(within(section('学校共享')).getByRole('button', { name: '开始：Weather words' }));
    await waitFor(() => expect(started).toEqual(['gt-new']));
    expect(state.starts).toEqual([{ libraryId: 'wang-vote' }]);

    const search = screen.getByRole('searchbox', { name: '搜索任务' });
    await userEvent.type(search, '王老师');
    expect(within(section('可以开始的课堂任务')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['学校共享']);
    await userEvent.clear(search);
    await userEvent.type(search, '早餐');
    expect(within(section('我的任务')).getAllByRole('listitem').map((item) => within(item).getByText('早餐投票'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '学校共享' })).toBeNull();
    expect(screen.queryByRole('region', { name: '内置任务' })).toBeNull();
  }, 25_000);

  it('编辑 opens one’s own task as it is; 复制 opens a copy, not shared and without an id, of one’s own, a shared or a pack’s task', async () => {
    ownTasksServer();
    const { edits } = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: '编辑：早餐投票' }));
    await userEvent.click(screen.getByRole('button', { name: '编辑：我的练习' }));
    await userEvent.click(screen.getByRole('button', { name: '复制：Weather words' }));
    await userEvent.click(screen.getByRole('button', { name: '复制：我的练习' }));
    await userEvent.click(screen.getByRole('button', { name: '复制：Colours vote' }));
    expect(edits).toEqual([
      { id: 'mine-vote', title: '早餐投票', task: { taskType: 2, episodeIds: [], interactiveTask: breakfastVote }, shared: false },
      { id: 'mine-exercise', title: '我的练习', task: { taskType: 1, episodeIds: ['e1', 'e2'] }, shared: true },
      { title: 'Weather words（副本）', task: { taskType: 2, episodeIds: [], interactiveTask: weatherVote }, shared: false },
      { title: '我的练习（副本）', task: { taskType: 1, episodeIds: ['e1', 'e2'] }, shared: false },
      { title: 'Colours vote（副本）', task: { taskType: 2, episodeIds: [] }, shared: false },
    ]);
  }, 25_000);

  it('新建任务 lists exactly the kinds whose plugin has an editor, then 练习; choosing one opens the editor on it; Escape closes the list', async () => {
    ownTasksServer();
    const { edits } = renderLibrary();
    const toggle = await screen.findByRole('button', { name: '新建任务' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const withEditors = taskRegistry.kinds().map((kind) => taskRegistry.anyPlugin(kind)).filter((plugin) => plugin.loadEditor);
    const menu = screen.getByRole('list', { name: '新建任务' });
    expect(within(menu).getAllByRole('button').map((button) => button.textContent)).toEqual([...withEditors.map((plugin) => plugin.label ?? plugin.title), '练习']);

    await userEvent.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('list', { name: '新建任务' })).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('list', { name: '新建任务' })).getByRole('button', { name: '练习' }));
    for (const plugin of withEditors) {
      await userEvent.click(toggle);
      await userEvent.click(within(screen.getByRole('list', { name: '新建任务' })).getByRole('button', { name: plugin.label ?? plugin.title }));
    }
    expect(edits).toEqual([{ kind: 'exercise' }, ...withEditors.map((plugin) => ({ kind: plugin.kind }))]);
    expect(screen.queryByRole('list', { name: '新建任务' })).toBeNull();
  }, 25_000);

  it('删除 asks first: 取消 keeps the task; 删除 deletes it and the list shows it gone', async () => {
    const state = ownTasksServer();
    const { toasts } = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: '删除：早餐投票' }));
    const dialog = screen.getByRole('alertdialog', { name: '删除「早餐投票」？' });
    expect(within(dialog).getByText('删除后不能恢复。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(state.deletes).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '删除：早餐投票' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '开始：早餐投票' })).toBeNull());
    expect(state.deletes).toEqual(['mine-vote']);
    expect(state.loads).toBe(2);
    expect(toasts).toEqual(['已删除']);
    expect(screen.getByRole('button', { name: '开始：我的练习' })).toBeTruthy();
  }, 25_000);

  it('a failed delete says so and keeps the task', async () => {
    const state = ownTasksServer();
    state.fail = true;
    const { toasts } = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: '删除：早餐投票' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(toasts).toEqual(['删除失败，请重试']));
    expect(state.deletes).toEqual(['mine-vote']);
    expect(screen.getByRole('button', { name: '开始：早餐投票' })).toBeTruthy();
  }, 25_000);

  it('共享 saves the whole task with shared set, and the button becomes 取消共享; 取消共享 saves it unshared', async () => {
    const state = ownTasksServer();
    const { toasts } = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: '共享：早餐投票' }));
    await screen.findByRole('button', { name: '取消共享：早餐投票' });
    await userEvent.click(screen.getByRole('button', { name: '取消共享：我的练习' }));
    await screen.findByRole('button', { name: '共享：我的练习' });
    expect(state.puts).toEqual([
      { id: 'mine-vote', body: { title: '早餐投票', taskType: 2, episodeIds: [], interactiveTask: breakfastVote, shared: true } },
      { id: 'mine-exercise', body: { title: '我的练习', taskType: 1, episodeIds: ['e1', 'e2'], shared: false } },
    ]);
    expect(toasts).toEqual(['已共享给学校的老师', '已取消共享']);
  }, 25_000);

  it('a failed share says so and leaves the button as it was', async () => {
    const state = ownTasksServer();
    state.fail = true;
    const { toasts } = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: '共享：早餐投票' }));
    await waitFor(() => expect(toasts).toEqual(['共享设置没有保存，请重试']));
    expect(screen.getByRole('button', { name: '共享：早餐投票' })).toBeTruthy();
  }, 25_000);

  it('reloads when the console says a task was saved, keeping the list on screen meanwhile', async () => {
    const state = ownTasksServer([]);
    const { reloadWith } = renderLibrary();
    expect(await screen.findByText(/还没有自己的任务/)).toBeTruthy();
    state.tasks = [mine[0]!];
    let answer: (() => void) | undefined;
    state.answer = new Promise((resolve) => (answer = resolve));
    reloadWith(1);
    await waitFor(() => expect(state.loads).toBe(2));
    expect(screen.getByText(/还没有自己的任务/)).toBeTruthy();
    answer?.();
    await screen.findByRole('button', { name: '编辑：早餐投票' });
    expect(state.loads).toBe(2);
    expect(screen.queryByText(/还没有自己的任务/)).toBeNull();
  }, 25_000);

  it('without an editor the library offers no 新建任务, 编辑 or 复制, and still shares and deletes', async () => {
    ownTasksServer();
    renderLibrary({ editable: false });
    await screen.findByRole('button', { name: '开始：早餐投票' });
    expect(buttonNames(section('我的任务'))).toEqual(['开始：早餐投票', '共享：早餐投票', '删除：早餐投票', '开始：我的练习', '取消共享：我的练习', '删除：我的练习']);
    expect(buttonNames(section('学校共享'))).toEqual(['开始：Weather words']);
    expect(screen.queryByRole('button', { name: '新建任务' })).toBeNull();
  }, 25_000);
});
