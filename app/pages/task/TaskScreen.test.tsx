// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps a vote the Wi-Fi lost on the device, says so, and delivers it once the network heals, under the same Idempotency-Key (issue 41)', async () => {
    const keys: (string | null)[] = [];
    let healed = false;
    server.use(
      http.get(api(TASK), () => HttpResponse.json(task(1))),
      http.post(api(`${TASK}/gt-9`), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return healed ? HttpResponse.json({ ok: true }) : HttpResponse.error();
      }),
      noStoredResult, ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: /a cat/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(app.toasts).toContain('答案已保存在本机，联网后会自动提交'));
    expect(app.storage.get('pendingSubmissions')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /a cat/ })).toHaveProperty('checked', true);
    // The screen says where the vote is: on the phone, not yet with the teacher.
    expect(screen.getByText('已保存在本机，联网后会自动提交给老师')).toBeTruthy();
    expect(screen.queryByText('已提交，老师已经收到你的选择')).toBeNull();
    healed = true;
    await waitFor(() => expect(app.storage.get('pendingSubmissions') ?? []).toHaveLength(0), { timeout: 8000 });
    expect(await screen.findByText('已提交，老师已经收到你的选择')).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('says the server refused a submission (the message it gave), and keeps the choice', async () => {
    server.use(http.get(api(TASK), () => HttpResponse.json(task(1))), http.post(api(`${TASK}/gt-9`), () => HttpResponse.json({ errorCode: 4, message: '任务已结束' }, { status: 404 })), noStoredResult, ...signedInHandlers());
    const app = renderApp(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: /a dog/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(app.toasts.length).toBeGreaterThan(0));
    expect(screen.getByRole('radio', { name: /a dog/ })).toHaveProperty('checked', true);
    expect(screen.queryByText('已提交，老师已经收到你的选择')).toBeNull();
  });
});

describe('an optional task and its items in the task host (issue 14)', () => {
  const VOTE = { title: 'Which pet?', selectType: 1, records: [], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] };
  const PACK = { title: 'Pets', resources: [{ type: 4, content: 'Look at the cat.' }] };
  const optionalTask = { groupTaskId: 'gt-6', taskType: 6, groupId: 'class-3-1', title: '分层题包', episodeActivities: [], startedAtSec: 1, interactiveTask: { selfSelected: { tasks: [
    { taskId: 'opt-vote', title: '投票题', originalTask: { taskType: 2, voteTask: VOTE } },
    { taskId: 'opt-pack', title: '资源包题', originalTask: { taskType: 3, resourcePack: PACK } },
  ] } } };

  it("shows the item's own task, posts the answer in the optional envelope to the item, and notes nothing on opening", async () => {
    const posts: { path: string; body: unknown }[] = [];
    const reads: string[] = [];
    server.use(
      http.get(api(TASK), () => HttpResponse.json(optionalTask)),
      http.get(api(`${TASK}/:taskId/result`), ({ request, params }) => {
        reads.push(`${String(params.taskId)}${new URL(request.url).search}`);
        return HttpResponse.json({ result: null });
      }),
      http.post(api(`${TASK}/:taskId`), async ({ request, params }) => {
        posts.push({ path: String(params.taskId), body: await request.json() });
        return HttpResponse.json({ ok: true });
      }),
      ...signedInHandlers(),
    );
    renderApp('/resource-pack?groupTaskId=gt-6&optionalTaskId=opt-pack&optionalId=gt-6&groupId=class-3-1', { signedIn: true });
    expect(await screen.findByText('Look at the cat.')).toBeTruthy();
    expect(reads).toEqual(['opt-pack?groupTaskId=gt-6']);
    await userEvent.click(screen.getByRole('button', { name: '我学完了' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      path: 'opt-pack',
      body: {
        groupTaskId: 'gt-6',
        taskType: 'INTERACTIVE',
        interactiveTaskResult: { id: 'gt-6', selfSelectedResult: { selectedTaskIds: ['opt-pack'], answers: [{ taskId: 'opt-pack', result: { interactiveTaskResult: { resourcePackResult: { id: 'opt-pack', finished: true } } }, timestampUsec: expect.stringMatching(/^\d+$/), durationSec: expect.any(Number) }] } },
      },
    });
  });

  it('notes quietly that a resource pack in class was opened (no toast), then that it was finished', async () => {
    const bodies: unknown[] = [];
    const packTask = { groupTaskId: 'gt-3', taskType: 2, groupId: 'class-3-1', title: '资源包', episodeActivities: [], startedAtSec: 1, interactiveTask: { resourcePack: PACK } };
    server.use(
      http.get(api(TASK), () => HttpResponse.json(packTask)),
      noStoredResult,
      http.post(api(`${TASK}/gt-3`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp('/resource-pack?groupTaskId=gt-3&groupId=class-3-1', { signedIn: true });
    await waitFor(() => expect(bodies).toEqual([{ interactiveTaskResult: { resourcePackResult: { id: 'gt-3', finished: false } } }]));
    expect(app.toasts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '我学完了' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ interactiveTaskResult: { resourcePackResult: { id: 'gt-3', finished: true } } });
    expect(await screen.findByText('已完成，老师已经看到')).toBeTruthy();
    expect(app.toasts).toContain('提交成功');
  });
});

describe('a drag-drop task once the teacher ends it (issue 14)', () => {
  // As a student is served it: no answer key (issue 31); the grade after the end names the right cards.
  const DRAG = { title: 'Match', frame: { passthroughCapture: '/files/media/frame.svg' }, zones: [{ id: 'z1', label: '1', x: 0, y: 0, width: 0.5, height: 0.5 }, { id: 'z2', label: '2', x: 0.5, y: 0.5, width: 0.5, height: 0.5 }], cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }] };
  const dragTask = { groupTaskId: 'gt-4', taskType: 2, groupId: 'class-3-1', title: '拖拽题', episodeActivities: [], startedAtSec: 1, interactiveTask: { dragDrop: DRAG } };
  const placed = { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat', z2: 'cat' } } } };

  it('keeps the placements on the phone through a reload until they are handed in, for this student only (issue 32)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(api(TASK), () => HttpResponse.json(dragTask)),
      http.post(api(`${TASK}/gt-4`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      noStoredResult, ...signedInHandlers(),
    );
    const DRAG_PATH = '/drag-drop?groupTaskId=gt-4&groupId=class-3-1';
    const before = renderApp(DRAG_PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'cat', pressed: false }, { timeout: 4000 }));
    await userEvent.click(screen.getByRole('button', { name: '位置 1：空' }));
    const kept = before.storage.get('taskDrafts');
    before.unmount();

    // The page is loaded again on the same phone: the card is where it was.
    const again = renderApp(DRAG_PATH, { signedIn: true, stored: { taskDrafts: kept } });
    expect(await screen.findByRole('button', { name: '位置 1：cat' }, { timeout: 4000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(bodies).toEqual([{ interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat' } } } }]));
    await waitFor(() => expect(again.storage.get('taskDrafts')).toEqual([]));
    again.unmount();

    // Another student signed in on this phone starts with an empty board.
    server.use(http.get(api(TASK), () => HttpResponse.json(dragTask)), noStoredResult, ...signedInHandlers({ user: { id: 'user-2', userId: 'user-2' } }));
    renderApp(DRAG_PATH, { signedIn: true, stored: { taskDrafts: kept } });
    expect(await screen.findByRole('button', { name: '位置 1：空' }, { timeout: 4000 })).toBeTruthy();
  }, 15_000);

  it('shows which zones were right instead of only 任务已终止, and goes back to /exercise', async () => {
    let running = true;
    server.use(
      http.get(api(TASK), () => (running ? HttpResponse.json(dragTask) : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))),
      http.get(api('/api/v1/chronus/student/quiz'), ({ request }) => (new URL(request.url).searchParams.get('groupTaskId') === 'gt-4' ? HttpResponse.json(dragTask) : HttpResponse.json({}, { status: 404 }))),
      http.get(api(`${TASK}/gt-4/result`), () =>
        HttpResponse.json(running ? { result: placed } : { result: placed, grade: { zones: [{ zoneId: 'z1', right: true, accepts: ['cat'] }, { zoneId: 'z2', right: false, accepts: ['dog'] }], correct: 1, total: 2, score: 50 } }),
      ),
      ...signedInHandlers(),
    );
    const app = renderApp('/drag-drop?groupTaskId=gt-4&groupId=class-3-1', { signedIn: true });
    expect(await screen.findByRole('button', { name: '位置 1：cat' })).toBeTruthy();
    running = false;
    expect(await screen.findByText('答对 1/2 个位置', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('任务已终止，下面是你的答题结果')).toBeTruthy();
    expect(screen.getByRole('button', { name: '位置 2：cat' }).parentElement!.textContent).toContain('正确：dog');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回课堂任务' }));
    await waitFor(() => expect(app.location()).toBe('/exercise'));
  }, 10_000);
});

describe("an optional task's drag-drop item once the teacher ends it (issue 32)", () => {
  const DRAG = { title: 'Match', frame: { passthroughCapture: '/files/media/frame.svg' }, zones: [{ id: 'z1', label: '1', x: 0, y: 0, width: 0.5, height: 0.5 }, { id: 'z2', label: '2', x: 0.5, y: 0.5, width: 0.5, height: 0.5 }], cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }] };
  const optionalTask = { groupTaskId: 'gt-7', taskType: 6, groupId: 'class-3-1', title: '分层题包', episodeActivities: [], startedAtSec: 1, interactiveTask: { selfSelected: { tasks: [{ taskId: 'opt-drag', title: '拖拽题', originalTask: { taskType: 4, dragDrop: DRAG } }] } } };
  const envelope = { groupTaskId: 'gt-7', taskType: 'INTERACTIVE', interactiveTaskResult: { id: 'gt-7', selfSelectedResult: { selectedTaskIds: ['opt-drag'], answers: [{ taskId: 'opt-drag', result: { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat', z2: 'cat' } } } }, timestampUsec: '1', durationSec: 5 }] } } };

  it('shows 对/错 and the right cards, like the stand-alone drag-drop', async () => {
    let running = true;
    const asked: string[] = [];
    server.use(
      http.get(api(TASK), () => (running ? HttpResponse.json(optionalTask) : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))),
      http.get(api('/api/v1/chronus/student/quiz'), () => HttpResponse.json(optionalTask)),
      http.get(api(`${TASK}/opt-drag/result`), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(running ? { result: envelope } : { result: envelope, grade: { zones: [{ zoneId: 'z1', right: true, accepts: ['cat'] }, { zoneId: 'z2', right: false, accepts: ['dog'] }], correct: 1, total: 2, score: 50 } });
      }),
      ...signedInHandlers(),
    );
    renderApp('/drag-drop?groupTaskId=gt-7&optionalTaskId=opt-drag&optionalId=gt-7&groupId=class-3-1', { signedIn: true });
    expect(await screen.findByRole('button', { name: '位置 1：cat' })).toBeTruthy();
    running = false;
    expect(await screen.findByText('答对 1/2 个位置', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '位置 2：cat' }).parentElement!.textContent).toContain('正确：dog');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked.at(-1)).toBe('?groupTaskId=gt-7');
  }, 10_000);
});

describe('/reading-task in the task host (issue 17)', () => {
  const reading = { groupTaskId: 'gt-r', taskType: 2, groupId: 'class-3-1', title: '阅读：My school', episodeActivities: [], startedAtSec: 1, interactiveTask: { readingTask: { title: 'My school', records: [{ content: 'This is my school.', contentType: 2 }] } } };
  const READING_PATH = '/reading-task?groupTaskId=gt-r&groupId=class-3-1';

  it("heads the screen with the unit's title, not the task's (spec 02 §2; issue 32)", async () => {
    server.use(http.get(api(TASK), () => HttpResponse.json({ ...reading, unitId: 'unit-m1u1', unitTitle: 'M1U1 Hello, friends' })), noStoredResult, ...signedInHandlers());
    renderApp(READING_PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'M1U1 Hello, friends' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '阅读：My school' })).toBeNull();
    // The passage keeps its own title on the page.
    expect(await screen.findByRole('heading', { level: 2, name: 'My school' })).toBeTruthy();
  });

  it("logs 'no reading task for now' once the task is gone and says 任务已终止; a poll without an answer logs 'network abnormal'", async () => {
    let answer: 'task' | 'none' | 'offline' = 'task';
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(api(TASK), () => (answer === 'task' ? HttpResponse.json(reading) : answer === 'offline' ? HttpResponse.error() : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 }))),
      http.get(api(`${TASK}/:taskId/result`), () => HttpResponse.json({ result: null })),
      ...signedInHandlers(),
    );
    renderApp(READING_PATH, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'school' })).toBeTruthy();
    answer = 'offline';
    await waitFor(() => expect(warn.mock.calls.some(([message]) => message === 'network abnormal')).toBe(true), { timeout: 4000 });
    // The reading stays while the network is away.
    expect(screen.getByRole('button', { name: 'school' })).toBeTruthy();
    answer = 'none';
    expect(await screen.findByRole('alertdialog', { name: '任务已终止' }, { timeout: 20_000 })).toBeTruthy();
    expect(info.mock.calls.filter(([message]) => message === 'no reading task for now')).toHaveLength(1);
    info.mockRestore();
    warn.mockRestore();
  }, 30_000);
});
