// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UserType } from '@core/domain';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const collaborativeLearning = {
  assignments: [
    { identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', name: '记录员', answerTypes: [1] }, { identifier: 'r2', name: '朗读员', answerTypes: [3], refText: 'I like my cat.' }] },
    { identifier: 'a2', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }] },
  ],
};
const answer = (studentId: string, assignmentIdentifier: string, roleIdentifier: string) => ({ studentId, name: studentId, result: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier, roleIdentifier, text: 'My cat is white.' } } } });
const members = { u1: { userId: 'u1', name: '小明', roleIdentifiers: ['r1'] }, u2: { userId: 'u2', name: '小红', roleIdentifiers: ['r2'] }, u3: { userId: 'u3', name: '小刚', roleIdentifiers: ['p1'] } };
const live = {
  groupTaskId: 'gt-9', classId: 'class-3-1', title: '协作学习', taskType: 5, kind: 'collaborative', collaborativeLearning, running: true, studentCount: 45,
  joined: [], submitted: [], missing: [],
  groups: [
    { identifier: 'g1', name: '小明的小组', ownerId: 'u1', locked: true, source: 'SOURCE_STUDENT_SELF_ORGANIZE', assignmentIdentifier: 'a1', students: { u1: members.u1, u2: members.u2 } },
    { identifier: 'g2', name: '小刚的小组', ownerId: 'u3', locked: true, source: 'SOURCE_STUDENT_SELF_ORGANIZE', assignmentIdentifier: 'a2', students: { u3: members.u3 } },
  ],
  results: [answer('u1', 'a1', 'r1'), answer('u2', 'a1', 'r2'), answer('u3', 'a2', 'p1')],
};

describe('老师分组 (issue 32)', () => {
  it('previews the groups of the chosen size, asks first with what is lost, and makes them only when confirmed', async () => {
    const made: unknown[] = [];
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ id: 'class-3-1', name: '(1)班', gradeLevelStr: '三年级', studentCount: 45, runningTask: { groupTaskId: 'gt-9', title: '协作学习' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/tasks/gt-9/live`), () => HttpResponse.json(live)),
      http.post(api(`${TEACHER}/tasks/gt-9/groups`), async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json({ groups: [] });
      }),
      ...signedInHandlers({ user: { userType: UserType.TEACHER, nickName: '李老师' } }),
    );
    const app = renderApp('/', { signedIn: true });
    const control = await screen.findByRole('region', { name: '老师分组' }, { timeout: 4000 });
    // 45 in fours: nobody alone.
    expect(within(control).getByRole('status').textContent).toBe('全班 45 人分成 11 组：1 组 5 人，10 组 4 人');
    await userEvent.selectOptions(within(control).getByLabelText('每组人数'), '10');
    expect(within(control).getByRole('status').textContent).toBe('全班 45 人分成 5 组：5 组 9 人');

    await userEvent.click(within(control).getByRole('button', { name: '老师分组' }));
    const question = screen.getByRole('alertdialog', { name: '确定由老师分组吗？' });
    expect(question.textContent).toContain('现有的 2 个小组会被解散');
    expect(question.textContent).toContain('全班 45 人分成 5 组：5 组 9 人，都做「Pets」');
    expect(question.textContent).toContain('已作答的 2 人保留原来的角色和回答。');
    expect(question.textContent).toContain('1 人做的是别的任务，他们的回答不会出现在新的小组里。');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(made).toEqual([]);

    await userEvent.click(within(control).getByRole('button', { name: '老师分组' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '确定由老师分组吗？' })).getByRole('button', { name: '确定分组' }));
    await waitFor(() => expect(made).toEqual([{ size: 10 }]));
    await waitFor(() => expect(app.toasts).toContain('已分好组，学生将直接进入协作学习'));
  });
});
