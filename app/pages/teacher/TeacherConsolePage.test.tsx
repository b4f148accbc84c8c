// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ShellText } from '../../shell/strings';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const library = [
  { id: 'lib-exercise-e1', title: 'M1U1 课堂练习 1', taskType: 1, kind: 'exercise', episodeIds: ['e1'] },
  { id: 'lib-vote-pet', title: '投票：你最喜欢哪种宠物？', taskType: 2, kind: 'vote', episodeIds: [] },
];
const voteTask = { voteTask: { title: 'Which pet?', selectType: 1, records: [], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] } };
const live = (running = true) => ({
  groupTaskId: 'gt-new', classId: 'class-3-1', title: '投票：你最喜欢哪种宠物？', taskType: 2, kind: 'vote', interactiveTask: voteTask, running, studentCount: 3,
  joined: [{ id: 'u0', name: '小明' }, { id: 'u1', name: '小红' }], submitted: [{ id: 'u0', name: '小明' }], missing: [{ id: 'u2', name: '小刚' }],
  results: [{ studentId: 'u0', name: '小明', result: { interactiveTaskResult: { voteResult: { selected: ['B'] } } } }],
  summary: { voters: 1, tally: [{ key: 'A', text: 'a dog', count: 0 }, { key: 'B', text: 'a cat', count: 1 }] },
});

describe('the teacher console (issue 13)', () => {
  it('a teacher lands on it wherever they sign in, picks a class and starts a vote; the live view shows who joined, submitted and is missing, and the tally', async () => {
    const started: unknown[] = [];
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.post(api(`${TEACHER}/classes/class-3-1/tasks`), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', title: '投票', taskType: 2, startedAtSec: 1, endedTaskIds: [] });
      }),
      http.get(api(`${TEACHER}/tasks/gt-new/live`), () => HttpResponse.json(live())),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
      ...teacher(),
    );
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '教师控制台' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('这个班现在没有进行中的任务，从下面选一个开始吧。')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '开始：投票：你最喜欢哪种宠物？' }));
    await waitFor(() => expect(started).toEqual([{ libraryId: 'lib-vote-pet' }]));
    expect(await screen.findByText('已加入 2/3 · 已提交 1/3')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '已提交' })).getByText('小明')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '已加入，未提交' })).getByText('小红')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '未加入' })).getByText('小刚')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'B a cat: 1 人' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A a dog: 0 人' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看每位学生的选择' }));
    expect(screen.getByText('小明：a cat')).toBeTruthy();
  });

  it('ends the task after a 3 s countdown that can be cancelled; its results stay until closed', async () => {
    let ended = 0;
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ ...classes[0], runningTask: { groupTaskId: 'gt-new', title: '投票' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
      http.get(api(`${TEACHER}/tasks/gt-new/live`), () => HttpResponse.json(live(ended === 0))),
      http.post(api(`${TEACHER}/tasks/gt-new/end`), () => {
        ended++;
        return HttpResponse.json({ groupTaskId: 'gt-new', classId: 'class-3-1', endedAtSec: 2 });
      }),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '结束任务' }, { timeout: 4000 }));
    await userEvent.click(screen.getByRole('button', { name: /秒后结束…\s*取消/ }));
    expect(screen.getByRole('button', { name: '结束任务' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '结束任务' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 3300)));
    await waitFor(() => expect(ended).toBe(1));
    expect(await screen.findByText('任务已结束')).toBeTruthy();
    expect(screen.getByText('已加入 2/3 · 已提交 1/3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭结果' }));
    expect(await screen.findByText('这个班现在没有进行中的任务，从下面选一个开始吧。')).toBeTruthy();
    expect(ended).toBe(1);
  }, 10_000);

  it('a student who opens /teacher finds nothing there', async () => {
    server.use(...signedInHandlers());
    renderApp('/teacher', { signedIn: true });
    expect(await screen.findByRole('heading', { name: ShellText.pageNotFound })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '教师控制台' })).toBeNull();
  });
});
