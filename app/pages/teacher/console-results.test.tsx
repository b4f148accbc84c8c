// @vitest-environment jsdom
/**
 * Issue 32 in the teacher console: results stay after the end and reopen from 最近的任务, 开始 asks
 * before it ends a running task, the chosen class is kept in the address, the projector follows the class.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { voteDefinition } from '@plugins/tasks/vote/definition';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const library = [{ id: 'lib-vote-pet', title: '投票：你最喜欢哪种宠物？', taskType: 2, kind: 'vote', episodeIds: [] }];
const voteTask = { voteTask: { title: 'Which pet?', selectType: 1, records: [], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] } };
const live = (id: string, title: string, running: boolean) => ({
  groupTaskId: id, classId: 'class-3-1', title, taskType: 2, kind: 'vote', interactiveTask: voteTask, running, studentCount: 3,
  joined: [{ id: 'u0', name: '小明' }], submitted: [{ id: 'u0', name: '小明' }], missing: [{ id: 'u1', name: '小红' }, { id: 'u2', name: '小刚' }],
  results: [{ studentId: 'u0', name: '小明', result: { interactiveTaskResult: { voteResult: { selected: ['B'] } } } }],
  summary: { voters: 1, tally: [{ key: 'A', text: 'a dog', count: 0 }, { key: 'B', text: 'a cat', count: 1 }] },
});
const classTask = (id: string, title: string, ended: boolean) => ({ groupTaskId: id, title, taskType: 2, kind: 'vote', startedAtSec: 1_700_000_000, endedAtSec: ended ? 1_700_000_100 : null });

describe('the teacher console keeps results (issue 32)', () => {
  it('an ended task reopens from 最近的任务 with its results, after the teacher closed them', async () => {
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [classTask('gt-old', '投票：早上的', true)] })),
      http.get(api(`${TEACHER}/tasks/gt-old/live`), () => HttpResponse.json(live('gt-old', '投票：早上的', false))),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    const recent = await screen.findByRole('region', { name: '最近的任务' }, { timeout: 10_000 });
    await userEvent.click(await within(recent).findByRole('button', { name: '查看结果：投票：早上的' }));
    const panel = await screen.findByRole('region', { name: '投票：早上的' });
    expect(within(panel).getByText('任务已结束')).toBeTruthy();
    expect(await within(panel).findByRole('img', { name: 'B a cat: 1 人' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '结束任务' })).toBeNull();
  }, 25_000);

  it('开始 while a task runs asks first: 取消 starts nothing, 结束并开始 starts it', async () => {
    const started: unknown[] = [];
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ ...classes[0], runningTask: { groupTaskId: 'gt-run', title: '投票：正在进行的' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: started.length > 0 ? [] : [classTask('gt-run', '投票：正在进行的', false)] })),
      http.get(api(`${TEACHER}/tasks/gt-run/live`), () => HttpResponse.json(live('gt-run', '投票：正在进行的', true))),
      http.get(api(`${TEACHER}/tasks/gt-new/live`), () => HttpResponse.json(live('gt-new', '投票：你最喜欢哪种宠物？', true))),
      http.post(api(`${TEACHER}/classes/class-3-1/tasks`), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', title: '投票', taskType: 2, startedAtSec: 1, endedTaskIds: ['gt-run'] });
      }),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    await screen.findByRole('button', { name: '结束任务' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: '开始：投票：你最喜欢哪种宠物？' }));
    const ask = await screen.findByRole('alertdialog', { name: '开始新任务会结束正在进行的任务' });
    expect(ask.textContent).toContain('「投票：正在进行的」正在进行');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(started).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '开始：投票：你最喜欢哪种宠物？' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '结束并开始' }));
    await waitFor(() => expect(started).toEqual([{ libraryId: 'lib-vote-pet' }]));
    expect(await screen.findByRole('region', { name: '投票：你最喜欢哪种宠物？' })).toBeTruthy();
  }, 25_000);

  it('a running task whose live view does not parse shows that in its panel, and can still be ended', async () => {
    const ended: string[] = [];
    // One option: a vote needs two, so the vote kind's parser refuses the task.
    const broken = { ...live('gt-bad', '投票：坏的', true), interactiveTask: { voteTask: { ...voteTask.voteTask, options: [{ key: 'A', text: 'a dog' }] } } };
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ ...classes[0], runningTask: { groupTaskId: 'gt-bad', title: '投票：坏的' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [classTask('gt-bad', '投票：坏的', ended.length > 0)] })),
      http.get(api(`${TEACHER}/tasks/gt-bad/live`), () => HttpResponse.json({ ...broken, running: ended.length === 0 })),
      http.post(api(`${TEACHER}/tasks/gt-bad/end`), () => {
        ended.push('gt-bad');
        return HttpResponse.json({ groupTaskId: 'gt-bad', classId: 'class-3-1', endedAtSec: 2 });
      }),
      ...teacher(),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', { signedIn: true });
    const panel = await screen.findByRole('region', { name: '投票：坏的' }, { timeout: 10_000 });
    expect((await within(panel).findByRole('alert')).textContent).toContain('这个任务的结果显示不出来');
    expect(screen.getByRole('combobox', { name: '班级' })).toBeTruthy();
    // 结束任务 ends after its 3 s countdown.
    await userEvent.click(within(panel).getByRole('button', { name: '结束任务' }));
    await waitFor(() => expect(ended).toEqual(['gt-bad']), { timeout: 5000 });
  }, 25_000);

  it('keeps the chosen class in the address, so a reload stays on it', async () => {
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/classes/:classId/tasks`), () => HttpResponse.json({ tasks: [] })),
      ...teacher(),
    );
    const app = renderApp('/', { signedIn: true });
    await userEvent.selectOptions(await screen.findByLabelText('班级', {}, { timeout: 10_000 }), 'class-3-2');
    await waitFor(() => expect(app.location()).toBe('/?class=class-3-2'));
    app.unmount();

    // The reload: the same address, a fresh app.
    renderApp('/?class=class-3-2', { signedIn: true });
    await waitFor(() => expect((screen.getByLabelText('班级') as HTMLSelectElement).value).toBe('class-3-2'));
  }, 25_000);
});

describe('the projector (issue 32)', () => {
  it('follows the class: the next task replaces the ended one by itself', async () => {
    let latest = classTask('gt-old', '投票：早上的', true);
    server.use(
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [latest] })),
      http.get(api(`${TEACHER}/tasks/gt-old/live`), () => HttpResponse.json(live('gt-old', '投票：早上的', false))),
      http.get(api(`${TEACHER}/tasks/gt-new/live`), () => HttpResponse.json(live('gt-new', '投票：下午的', true))),
      ...teacher(),
    );
    // An older address naming a task: the projector follows that task's class from there.
    renderApp('/teacher/projector/gt-old', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '投票：早上的' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('任务已结束')).toBeTruthy();
    latest = classTask('gt-new', '投票：下午的', false);
    // The next poll (every 2 s) brings the new task.
    expect(await screen.findByRole('heading', { name: '投票：下午的' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('任务已结束')).toBeNull();
    expect(screen.queryByText(/小明/)).toBeNull();
  }, 25_000);

  it('an address of a task the server does not know says so instead of a blank page', async () => {
    server.use(http.get(api(`${TEACHER}/tasks/gt-gone/live`), () => HttpResponse.json({ code: 404, message: 'no classroom task' }, { status: 404 })), ...teacher());
    renderApp('/teacher/projector/gt-gone', { signedIn: true });
    expect(await screen.findByText('找不到这个任务。请回到教师控制台，从「投屏」重新打开。', {}, { timeout: 10_000 })).toBeTruthy();
  }, 25_000);
});

describe('the live view as the panel shows it (issue 33)', () => {
  it('reads each poll response once, shows the results that fit the kind and says how many do not', async () => {
    const parse = vi.spyOn(voteDefinition, 'parse');
    let polls = 0;
    const badRow = { studentId: 'u1', name: '小红', result: { interactiveTaskResult: { voteResult: { selected: [] } } } };
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ ...classes[0], runningTask: { groupTaskId: 'gt-run', title: '投票：正在进行的' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [classTask('gt-run', '投票：正在进行的', false)] })),
      http.get(api(`${TEACHER}/tasks/gt-run/live`), () => {
        polls += 1;
        const view = live('gt-run', '投票：正在进行的', true);
        return HttpResponse.json({ ...view, results: [...view.results, badRow] });
      }),
      ...teacher(),
    );
    // In StrictMode, as the app runs: every render twice, which read the task twice per poll before.
    renderApp('/', { signedIn: true, strict: true });
    const panel = await screen.findByRole('region', { name: '投票：正在进行的' }, { timeout: 10_000 });
    expect(await within(panel).findByText('1 份结果格式不对，没有显示')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: '查看每位学生的选择' }));
    expect(within(panel).getByText('小明：a cat')).toBeTruthy();
    expect(within(panel).queryByText(/小红：/)).toBeNull();
    // Another poll or two (every 2 s), each re-rendering the console: still one parse per response.
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(3), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(parse.mock.calls.length).toBeGreaterThan(0);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(polls);
    parse.mockRestore();
  }, 25_000);
});
