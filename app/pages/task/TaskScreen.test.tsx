// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const TASK = '/api/v1/chronus/student/classroom/task';
const task = (selectType: 1 | 2) => ({ groupTaskId: 'gt-9', taskType: 2, groupId: 'class-3-1', title: '投票', episodeActivities: [], startedAtSec: 1, interactiveTask: { voteTask: { title: 'Which pet?', selectType, records: [{ content: 'Vote for one pet.', contentType: 2 }], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }, { key: 'C', text: 'a fish' }] } } });
const PATH = '/vote-task?groupTaskId=gt-9&groupId=class-3-1';
// Nothing handed in yet (the host reads the student's last result back first).
const noStoredResult = http.get(api(`${TASK}/:taskId/result`), () => HttpResponse.json({ result: null }));

describe('/vote-task in the task host', () => {
  it('shows the vote, submits the choice, keeps it shown, and takes a changed vote', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.get(api(TASK), () => HttpResponse.json(task(1))),
      http.post(api(`${TASK}/gt-9`), async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ ok: true });
      }),
      noStoredResult, ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { name: /Which pet\?\s*单选/ })).toBeTruthy();
    expect(screen.getByText('Vote for one pet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: /a cat/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(bodies).toEqual([{ interactiveTaskResult: { voteResult: { selected: ['B'] } } }]));
    expect(await screen.findByText('已提交，老师已经收到你的选择')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /a cat/ })).toHaveProperty('checked', true);
    expect(app.toasts).toContain('提交成功');
    await userEvent.click(screen.getByRole('radio', { name: /a fish/ }));
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ interactiveTaskResult: { voteResult: { selected: ['C'] } } });
    // Each press is its own submission.
    expect(new Set(keys).size).toBe(2);
  });

  it('shows the vote handed in before a reload, read back from the server', async () => {
    server.use(
      http.get(api(TASK), () => HttpResponse.json(task(1))),
      http.get(api(`${TASK}/gt-9/result`), () => HttpResponse.json({ result: { interactiveTaskResult: { voteResult: { selected: ['C'] } } } })),
      ...signedInHandlers(),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('已提交，老师已经收到你的选择')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /a fish/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: '修改后重新提交' })).toHaveProperty('disabled', true);
  });

  it('takes several options on a multiple-choice vote, in the options order', async () => {
    const bodies: unknown[] = [];
    server.use(http.get(api(TASK), () => HttpResponse.json(task(2))), http.post(api(`${TASK}/gt-9`), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ok: true });
    }), noStoredResult, ...signedInHandlers());
    renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: /a fish/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /a dog/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(bodies).toEqual([{ interactiveTaskResult: { voteResult: { selected: ['A', 'C'] } } }]));
  });

  it("says 任务已终止 when the teacher ends the task, and goes back to /exercise", async () => {
    let running = true;
    server.use(http.get(api(TASK), () => (running ? HttpResponse.json(task(1)) : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))), noStoredResult, ...signedInHandlers());
    const app = renderApp(PATH, { signedIn: true });
    await screen.findByRole('radio', { name: /a dog/ });
    running = false;
    const dialog = await screen.findByRole('alertdialog', { name: '任务已终止' }, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/exercise'));
  }, 10_000);

  it('says the server refused a submission (the message it gave), and keeps the choice', async () => {
    server.use(http.get(api(TASK), () => HttpResponse.json(task(1))), http.post(api(`${TASK}/gt-9`), () => HttpResponse.json({ errorCode: 4, message: 'this classroom task has ended' }, { status: 404 })), noStoredResult, ...signedInHandlers());
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: /a dog/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(app.toasts.length).toBeGreaterThan(0));
    expect(screen.getByRole('radio', { name: /a dog/ })).toHaveProperty('checked', true);
    expect(screen.queryByText('已提交，老师已经收到你的选择')).toBeNull();
  });
});
