// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Group } from './grouping';
import { RecorderToken, resolveService } from '@core/services/tokens';
import { readingScore } from '@plugins/activities/oral-reading/fixtures';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';
const ME = 'user-1';
const ASSIGNMENTS = [
  { identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', name: '记录员', prompt: 'Write a sentence.', answerTypes: [1] }, { identifier: 'r2', name: '朗读员', refText: 'I like my cat.', answerTypes: [3] }] },
  { identifier: 'a2', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }, { identifier: 'p3' }] },
];
const student = (userId: string, name: string, roleIdentifiers: string[] = []) => ({ userId, name, roleIdentifiers });
const group = (overrides: Partial<Group>): Group => ({ identifier: 'g1', name: '小明的小组', ownerId: 'user-2', locked: false, source: 'SOURCE_STUDENT_SELF_ORGANIZE', students: { 'user-2': student('user-2', '小明') }, ...overrides });
const specification = (groups: Group[], running = true) => ({
  specifications: [{ id: 'gt-5', groupTaskId: 'gt-5', taskId: 'gt-5', groupId: 'class-3-1', groupMode: 2, source: 'SOURCE_STUDENT_SELF_ORGANIZE', running, specification: { grouping: { groups } }, collaborativeLearning: { assignments: ASSIGNMENTS } }],
});
const writerGroup = () => specification([group({ locked: true, assignmentIdentifier: 'a1', students: { [ME]: student(ME, '我', ['r1']), 'user-2': student('user-2', '小明', ['r2']) } })]);
const answered = (text: string) => ({ studentId: ME, nickName: '我', submittedAtSec: 1, body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r1', text } } } });
const PATH = '/self-grouping?groupTaskId=gt-5&groupId=class-3-1';
const CLASSROOM_TASK = '/api/v1/chronus/student/classroom/task';
/** The class's running task is this collaborative task (the screens poll it: its 404 is the end). */
const runningTask = () => http.get(api(CLASSROOM_TASK), () => HttpResponse.json({ groupTaskId: 'gt-5', taskType: 5, groupId: 'class-3-1', title: 'Pets', episodeActivities: [], startedAtSec: 1 }));

describe('/self-grouping', () => {
  it('shows 暂无小组, creates a group with 我是组长，新建小组, and shows the leader the confirmation (disabled alone)', async () => {
    let groups: Group[] = [];
    const bodies: unknown[] = [];
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification(groups))),
      http.post(api(`${GROUPS}/operate`), async ({ request }) => {
        bodies.push(await request.json());
        groups = [group({ identifier: 'g9', name: '我的小组', ownerId: ME, students: { [ME]: student(ME, '我') } })];
        return HttpResponse.json(specification(groups));
      }),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('暂无小组')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我是组长，新建小组' }));
    expect(bodies).toEqual([{ specifications: { groupTaskId: 'gt-5' }, action: 'ACTION_JOIN' }]);
    expect(await screen.findByText('你是组长，请确认小组成员是否正确')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '我的小组' })).getByText('组长')).toBeTruthy();
    expect(screen.getByText(/我（你）/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认分组' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '解散小组' })).toBeTruthy();
  });

  it.each([
    [90000022, '分组已满（10人）'],
    [90000021, '分组不存在或已解散'],
    [90000023, '分组无法加入'],
  ])('toasts the server’s %s on 加入 as %s', async (errorCode, toast) => {
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({})]))),
      http.post(api(`${GROUPS}/operate`), () => HttpResponse.json({ errorCode, message: 'refused' }, { status: 400 })),
      ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '加入：小明的小组' }));
    await waitFor(() => expect(app.toasts).toContain(toast));
  });

  it('has a member wait for the leader and offers 退出小组', async () => {
    server.use(runningTask(), http.get(api(GROUPS), () => HttpResponse.json(specification([group({ students: { 'user-2': student('user-2', '小明'), [ME]: student(ME, '我') } })]))), ...signedInHandlers());
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('正在等待组长确认组队')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出小组' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认分组' })).toBeNull();
  });

  it('once confirmed: the tasks with their head counts, too big ones greyed, 开始答题 only after a choice', async () => {
    const members = { [ME]: student(ME, '我'), 'user-2': student('user-2', '小明') };
    const bodies: unknown[] = [];
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ ownerId: ME, locked: true, students: members })]))),
      http.post(api(`${GROUPS}/operate`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(specification([group({ ownerId: ME, locked: true, students: members })]));
      }),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { name: '已确认分组，请选择任务' })).toBeTruthy();
    expect(screen.getByText('共 2 人')).toBeTruthy();
    // The student's own entry keeps （你） once the group is confirmed (spec 02 §2).
    expect(within(screen.getByRole('list', { name: '小明的小组' })).getByText(/我（你）/)).toBeTruthy();
    const poster = screen.getByRole('radio', { name: /Poster/ }).closest('label')!;
    expect(poster.textContent).toContain('需要 3 人');
    expect(poster.textContent).toContain('人数不足，不建议选择的任务');
    expect(screen.getByRole('radio', { name: /Pets/ }).closest('label')!.textContent).not.toContain('人数不足');
    expect(screen.getByRole('button', { name: '开始答题' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '返回分组' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Pets/ }));
    await userEvent.click(screen.getByRole('button', { name: '开始答题' }));
    expect(bodies).toEqual([{ specifications: { groupTaskId: 'gt-5' }, action: 'ACTION_ASSIGN_ROLE', group: { identifier: 'g1', assignmentIdentifier: 'a1' } }]);
  });

  it('ends with 任务已终止 when the class’s task is gone, though the groups still say running, and offers nothing more', async () => {
    let classroomTask = true;
    server.use(
      http.get(api(CLASSROOM_TASK), () => (classroomTask ? undefined : HttpResponse.json({ errorCode: 4, message: 'no running task' }, { status: 404 }))),
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({})]))),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('button', { name: '我是组长，新建小组' })).toBeTruthy();
    classroomTask = false;
    expect(await screen.findByRole('alertdialog', { name: '任务已终止' }, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '我是组长，新建小组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '加入：小明的小组' })).toBeNull();
  }, 10_000);

  it('says 任务已终止 when an operation answers 404, and a refusal without a group code in Chinese', async () => {
    let status = 403;
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ ownerId: ME, students: { [ME]: student(ME, '我'), 'user-2': student('user-2', '小明') } })]))),
      http.post(api(`${GROUPS}/operate`), () => HttpResponse.json({ errorCode: 3, message: 'only the group leader may do this' }, { status })),
      ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '确认分组' }));
    await waitFor(() => expect(app.toasts).toContain('操作失败，请重试'));
    expect(app.toasts.join()).not.toMatch(/[a-z]{3}/);
    status = 404;
    await userEvent.click(screen.getByRole('button', { name: '确认分组' }));
    expect(await screen.findByRole('alertdialog', { name: '任务已终止' })).toBeTruthy();
  });

  it('asks before 解散小组, and disbands only on 解散小组 in the question', async () => {
    const bodies: unknown[] = [];
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ ownerId: ME, students: { [ME]: student(ME, '我'), 'user-2': student('user-2', '小明') } })]))),
      http.post(api(`${GROUPS}/operate`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(specification([]));
      }),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '解散小组' }));
    const question = screen.getByRole('alertdialog', { name: '确定解散小组吗？' });
    expect(question.textContent).toContain('解散后组员需要重新加入小组。');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '解散小组' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '确定解散小组吗？' })).getByRole('button', { name: '解散小组' }));
    expect(bodies).toEqual([{ specifications: { groupTaskId: 'gt-5' }, action: 'ACTION_QUIT', group: { identifier: 'g1' } }]);
  });

  it('turns 加入 off on a confirmed group only', async () => {
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ locked: true, students: { 'user-2': student('user-2', '小明'), 'user-3': student('user-3', '小红') } }), group({ identifier: 'g2', name: '小刚的小组', ownerId: 'user-4', students: { 'user-4': student('user-4', '小刚') } })]))),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('button', { name: '加入：小明的小组' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '加入：小刚的小组' })).toHaveProperty('disabled', false);
  });

  it('moves on to collaborative learning once the group has its task, and says 任务已终止 when the task ends', async () => {
    let running = true;
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ locked: true, assignmentIdentifier: 'a1', students: { [ME]: student(ME, '我', ['r1']), 'user-2': student('user-2', '小明', ['r2']) } })], running))),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      http.post(api('/api/v1/chronus/interactive_tasks/realtime'), () => HttpResponse.json({ realtime: [] })),
      ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/collaborative-learning?groupTaskId=gt-5&source=SOURCE_STUDENT_SELF_ORGANIZE&groupId=class-3-1'));
    expect(await screen.findByRole('heading', { name: '我的角色：记录员' })).toBeTruthy();
    running = false;
    expect(await screen.findByRole('alertdialog', { name: '任务已终止' }, { timeout: 6000 })).toBeTruthy();
  }, 10_000);
});

describe('/collaborative-learning', () => {
  it('records a reading role, scores it through the engine, uploads it and submits the score with the file and the receipt of the score', async () => {
    const bodies: unknown[] = [];
    const scoring = ws.link('ws://api.test/api/v1/chronus/student/scoring');
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ locked: true, assignmentIdentifier: 'a1', students: { [ME]: student(ME, '我', ['r2']), 'user-2': student('user-2', '小明', ['r1']) } })]))),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [{ studentId: 'user-2', nickName: '小明', submittedAtSec: 1, body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r1', text: 'My cat is white.' } } } }], realtime: [{ studentId: 'user-2', status: 'submitted', updatedAtSec: 1 }] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      http.post(api('/api/v1/chronus/interactive_tasks/realtime'), () => HttpResponse.json({ realtime: [] })),
      http.post(api('/api/v1/caen/qiniu/upload'), () => HttpResponse.json({ uploadToken: 'up-1' })),
      http.post(api('/upload'), () => HttpResponse.json({ key: 'voice/7.wav' })),
      http.post(api('/api/v1/chronus/student/classroom/task/gt-5'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      scoring.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          if (event.data === 'EOS') client.send(JSON.stringify({ type: 'success', data: readingScore(88), receipt: 'receipt-of-88' }));
        });
      }),
      ...signedInHandlers(),
    );
    renderApp('/collaborative-learning?groupTaskId=gt-5', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '我的角色：朗读员' })).toBeTruthy();
    expect(screen.getByText('I like my cat.')).toBeTruthy();
    // The groupmate's answer and progress.
    const mate = await screen.findByRole('listitem', { name: '小明' });
    expect(await within(mate).findByText(/My cat is white\./)).toBeTruthy();
    expect(within(mate).getByText('已提交')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始录音' }));
    await userEvent.click(screen.getByRole('button', { name: '结束录音' }));
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 4000 });
    expect(bodies[0]).toEqual({ interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', recording: { score: 88, url: expect.stringContaining('voice/7.wav'), receipt: 'receipt-of-88' } } } });
  }, 10_000);

  const quiet = [
    http.post(api('/api/v1/chronus/interactive_tasks/realtime'), () => HttpResponse.json({ realtime: [] })),
  ];

  it('says 任务已终止 when 提交 answers 404 (the task has ended), and a refused 提交 in Chinese', async () => {
    let status = 400;
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(writerGroup())),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      http.post(api('/api/v1/chronus/student/classroom/task/gt-5'), () => HttpResponse.json({ errorCode: 4, message: 'this classroom task has ended' }, { status })),
      ...quiet,
      ...signedInHandlers(),
    );
    const app = renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    await userEvent.type(await screen.findByRole('textbox', { name: '我的回答' }), 'My cat is black.');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(app.toasts).toContain('提交失败，请重试'));
    status = 404;
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alertdialog', { name: '任务已终止' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    expect(app.toasts).not.toContain('this classroom task has ended');
  });

  it('shows the student the likes and comments on their own answer', async () => {
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(writerGroup())),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [answered('My cat is black.')], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () =>
        HttpResponse.json({
          interactions: [
            { fromStudentId: 'user-2', targetStudentId: ME, action: 1, comment: null, createdAtSec: 2 },
            { fromStudentId: 'user-2', targetStudentId: ME, action: 2, comment: '写得真好', createdAtSec: 3 },
          ],
        }),
      ),
      ...quiet,
      ...signedInHandlers(),
    );
    renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    const mine = await screen.findByRole('region', { name: '同学对我的回答' });
    expect(within(mine).getByText('赞 1')).toBeTruthy();
    expect(within(mine).getByText('小明：写得真好')).toBeTruthy();
  });

  it('does not take an answer for another role as the student’s (after 老师分组 dealt a new one)', async () => {
    const mateRecorded = { studentId: 'user-2', nickName: '小明', submittedAtSec: 1, body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', recording: { score: 90 } } } } };
    const forOtherRole = { ...answered('x'), body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', recording: { score: 70 } } } } };
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(writerGroup())),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [forOtherRole, mateRecorded], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      ...quiet,
      ...signedInHandlers(),
    );
    renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '我的角色：记录员' })).toBeTruthy();
    // The answers have come: the groupmate's shows.
    expect(await within(screen.getByRole('listitem', { name: '小明' })).findByText(/录音得分 90/)).toBeTruthy();
    expect(screen.queryByText(/录音得分 70/)).toBeNull();
    expect(screen.queryByRole('status')?.textContent ?? '').not.toContain('已提交');
  });

  it('plays a groupmate’s recording fetched with the student’s token (the file is not public)', async () => {
    const mateRecorded = { studentId: 'user-2', nickName: '小明', submittedAtSec: 1, body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', recording: { url: api('/files/uploads/voice/7.wav'), score: 90 } } } } };
    const fetchedWith: (string | null)[] = [];
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(writerGroup())),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [mateRecorded], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      http.get(api('/files/uploads/voice/7.wav'), ({ request }) => {
        fetchedWith.push(request.headers.get('Authorization'));
        return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'audio/wav' } });
      }),
      ...quiet,
      ...signedInHandlers(),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voice-7');
    onTestFinished(() => createObjectURL.mockRestore());
    const app = renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    const mate = await screen.findByRole('listitem', { name: '小明' });
    await userEvent.click(await within(mate).findByRole('button', { name: '播放录音' }));
    await waitFor(() => expect(app.played).toContain('mate-user-2'));
    expect(fetchedWith).toEqual([expect.stringContaining('test-access-token')]);
  });

  it('says 当前浏览器不支持录音 when the microphone cannot be opened, not the browser’s English', async () => {
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({ locked: true, assignmentIdentifier: 'a1', students: { [ME]: student(ME, '我', ['r2']), 'user-2': student('user-2', '小明', ['r1']) } })]))),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      ...quiet,
      ...signedInHandlers(),
    );
    const app = renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    const recorder = resolveService(app.container, RecorderToken);
    const start = vi.spyOn(recorder, 'start').mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    onTestFinished(() => start.mockRestore());
    await userEvent.click(await screen.findByRole('button', { name: '开始录音' }));
    await waitFor(() => expect(app.toasts).toEqual(['当前浏览器不支持录音']));
  });

  it('shows the server’s Chinese refusal of a comment (每个任务最多评论20条), never an English one', async () => {
    let message = '每个任务最多评论20条';
    const mateAnswered = { studentId: 'user-2', nickName: '小明', submittedAtSec: 1, body: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', recording: { score: 90 } } } } };
    server.use(
      runningTask(),
      http.get(api(GROUPS), () => HttpResponse.json(writerGroup())),
      http.get(api('/api/v1/chronus/interactive_tasks/answers'), () => HttpResponse.json({ answers: [mateAnswered], realtime: [] })),
      http.get(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ interactions: [] })),
      http.post(api('/api/v1/chronus/interactive_tasks/interactions'), () => HttpResponse.json({ errorCode: 9, message }, { status: 409 })),
      ...quiet,
      ...signedInHandlers(),
    );
    const app = renderApp('/collaborative-learning?groupTaskId=gt-5&groupId=class-3-1', { signedIn: true });
    await userEvent.type(await screen.findByRole('textbox', { name: '评论 小明' }), '读得真好');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(app.toasts).toEqual(['每个任务最多评论20条']));
    message = 'comments are limited';
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(app.toasts).toEqual(['每个任务最多评论20条', '操作失败，请重试']));
  });
});
