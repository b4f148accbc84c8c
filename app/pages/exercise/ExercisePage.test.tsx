// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const TASK = '/api/v1/chronus/student/classroom/task';
const vote = { groupTaskId: 'gt-9', taskType: 2, groupId: 'class-3-1', title: '投票：你最喜欢哪种宠物？', episodeActivities: [], startedAtSec: 1, interactiveTask: { voteTask: { title: 'Which pet?', selectType: 1, records: [], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] } } };

describe('/exercise', () => {
  it("says '暂无任务' while no task runs, then offers the task the teacher starts", async () => {
    let running = false;
    server.use(http.get(api(TASK), () => (running ? HttpResponse.json(vote) : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))), ...signedInHandlers());
    const app = renderApp('/exercise', { signedIn: true });
    expect(await screen.findByText('暂无任务')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '课堂任务' })).toBeTruthy();
    running = true;
    // The next poll (2 s ± 20 %) brings it.
    expect(await screen.findByText('课堂练习即将开始', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '投票：你最喜欢哪种宠物？' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '立刻开始' }));
    await waitFor(() => expect(app.location()).toBe('/vote-task?groupTaskId=gt-9&groupId=class-3-1'));
  }, 10_000);

  it('keeps polling after a failed poll, showing nothing new (the error is logged only)', async () => {
    let calls = 0;
    server.use(http.get(api(TASK), () => (++calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(vote))), ...signedInHandlers());
    renderApp('/exercise', { signedIn: true });
    expect(await screen.findByText('课堂练习即将开始', {}, { timeout: 8000 })).toBeTruthy();
    expect(calls).toBeGreaterThanOrEqual(2);
  }, 12_000);

  it('polls at once when the connection comes back, instead of waiting out its back-off (issue 41)', async () => {
    let calls = 0;
    let healed = false;
    server.use(http.get(api(TASK), () => {
      calls += 1;
      return healed ? HttpResponse.json(vote) : HttpResponse.error();
    }), ...signedInHandlers());
    renderApp('/exercise', { signedIn: true });
    await waitFor(() => expect(calls).toBe(1));
    // After a failure the next poll is 4 s (± 20 %) away; the connection's return does not wait for it.
    healed = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('课堂练习即将开始', {}, { timeout: 1500 })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('drops the task it offered once a poll says it ended', async () => {
    let running = true;
    server.use(http.get(api(TASK), () => (running ? HttpResponse.json(vote) : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))), ...signedInHandlers());
    renderApp('/exercise', { signedIn: true });
    expect(await screen.findByText('课堂练习即将开始')).toBeTruthy();
    running = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('暂无任务', {}, { timeout: 1500 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立刻开始' })).toBeNull();
  });

  it('says 已提交 for a task this student has handed in, not 立刻开始 again (issue 32)', async () => {
    let handedIn = false;
    server.use(
      http.get(api(TASK), () => HttpResponse.json(vote)),
      http.get(api(`${TASK}/gt-9/result`), () => HttpResponse.json(handedIn ? { result: { interactiveTaskResult: { voteResult: { selected: ['A'] } } }, submitted: true } : { result: null, submitted: false })),
      ...signedInHandlers(),
    );
    const first = renderApp('/exercise', { signedIn: true });
    expect(await screen.findByRole('button', { name: '立刻开始' })).toBeTruthy();
    expect(screen.queryByText('已提交')).toBeNull();
    first.unmount();
    handedIn = true;
    renderApp('/exercise', { signedIn: true });
    expect(await screen.findByText('已提交')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '投票：你最喜欢哪种宠物？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立刻开始' })).toBeNull();
    expect(screen.queryByText('课堂练习即将开始')).toBeNull();
  });
});
