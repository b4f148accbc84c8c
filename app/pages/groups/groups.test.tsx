// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Group } from '@core/classroom/grouping';
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
const PATH = '/self-grouping?groupTaskId=gt-5&groupId=class-3-1';

describe('/self-grouping', () => {
  it('shows 暂无小组, creates a group with 我是组长，新建小组, and shows the leader the confirmation (disabled alone)', async () => {
    let groups: Group[] = [];
    const bodies: unknown[] = [];
    server.use(
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
      http.get(api(GROUPS), () => HttpResponse.json(specification([group({})]))),
      http.post(api(`${GROUPS}/operate`), () => HttpResponse.json({ errorCode, message: 'refused' }, { status: 400 })),
      ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '加入：小明的小组' }));
    await waitFor(() => expect(app.toasts).toContain(toast));
  });

  it('has a member wait for the leader and offers 退出小组', async () => {
    server.use(http.get(api(GROUPS), () => HttpResponse.json(specification([group({ students: { 'user-2': student('user-2', '小明'), [ME]: student(ME, '我') } })]))), ...signedInHandlers());
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('正在等待组长确认组队')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出小组' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认分组' })).toBeNull();
  });

  it('once confirmed: the tasks with their head counts, too big ones greyed, 开始答题 only after a choice', async () => {
    const members = { [ME]: student(ME, '我'), 'user-2': student('user-2', '小明') };
    const bodies: unknown[] = [];
    server.use(
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

  it('moves on to collaborative learning once the group has its task, and says 任务已终止 when the task ends', async () => {
    let running = true;
    server.use(
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
});
