// @vitest-environment jsdom
/**
 * The console's homework (issue 37): 布置作业's problems at their fields; a valid assignment POSTs its body
 * under an Idempotency-Key (the same one when sent again after no answer) and the class's list shows it;
 * 修改截止时间 (checked, then PUT); 撤回 asked first, then DELETE and marked 已撤回; 查看结果 hands the
 * homework on; the console's 作业 tab opens it all.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AssignedHomework } from '@app/client/teacher-homework-calls';
import { api, renderApp, useMswServer } from '../../../../tests/helpers/app-harness';
import { renderConsolePart } from '../../../../tests/helpers/console-part';
import { TEACHER, classes, teacher } from '../../../../tests/helpers/teacher-console';
import HomeworkPanel from './HomeworkPanel';
import { fromLocalInput, shownTime, toLocalInput } from './homework-times';

const server = useMswServer();
const units = [{ id: 'u1', title: 'Module 1 Unit 1', textbook: 'sh-oxford-3a', episodes: [{ id: 'e1', title: 'Look and learn', activityCount: 4 }, { id: 'e2', title: 'Say and act', activityCount: 3 }] }];
const library = [
  { id: 'lib-reading', title: 'My family 阅读', taskType: 3, kind: 'reading', episodeIds: [] },
  { id: 'lib-vote', title: '投票：你最喜欢哪种宠物？', taskType: 2, kind: 'vote', episodeIds: [] },
  { id: 'lib-exercise', title: 'M1U1 课堂练习 1', taskType: 1, kind: 'exercise', episodeIds: ['e1'] },
];
const now = Math.floor(Date.now() / 1000);
/** A datetime-local value `hours` from now (whole minutes, as the input holds them). */
const inHours = (hours: number) => toLocalInput(now + hours * 3600);
const homework = (fields: Partial<AssignedHomework> = {}): AssignedHomework => ({
  id: 'hw-1', classId: 'class-3-1', className: '三年级(1)班', title: 'Unit 1 作业', assignAtSec: now - 3600, dueAtSec: now + 86_400, withdrawn: false,
  episodeIds: ['e1'], itemCount: 4, students: 3, finished: 1, started: 2, assignedBy: { id: 't-li', name: '李老师' }, ...fields,
});

type Sent = { method: string; key: string | null; body: unknown; path: string };
/** The server's homework as a list the test's calls change, as the real one would. */
function homeworkServer(first: AssignedHomework[] = [], options: { failFirstPost?: boolean } = {}) {
  const state = { homeworks: first, sent: [] as Sent[], posts: 0 };
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? undefined : await request.json();
    state.sent.push({ method: request.method, key: request.headers.get('Idempotency-Key'), body, path: new URL(request.url).pathname });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(api(`${TEACHER}/episodes`), () => HttpResponse.json({ units })),
    http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: library })),
    http.get(api(`${TEACHER}/homeworks`), ({ request }) => {
      const classId = new URL(request.url).searchParams.get('classId');
      return HttpResponse.json({ homeworks: state.homeworks.filter((h) => h.classId === classId) });
    }),
    http.post(api(`${TEACHER}/homeworks`), async ({ request }) => {
      const body = (await record(request)) as { title: string; classIds: string[]; episodeIds: string[]; dueAtSec: number };
      state.posts += 1;
      if (options.failFirstPost && state.posts === 1) return HttpResponse.error();
      const made = body.classIds.map((classId, index) => homework({ id: `hw-new-${index}`, classId, title: body.title, assignAtSec: now, dueAtSec: body.dueAtSec, episodeIds: body.episodeIds, finished: 0, started: 0 }));
      state.homeworks = [...made, ...state.homeworks];
      return HttpResponse.json({ homeworks: made }, { status: 201 });
    }),
    http.put(api(`${TEACHER}/homeworks/:id`), async ({ request, params }) => {
      const body = (await record(request)) as { dueAtSec: number };
      const saved = { ...state.homeworks.find((h) => h.id === params.id)!, dueAtSec: body.dueAtSec };
      state.homeworks = state.homeworks.map((h) => (h.id === params.id ? saved : h));
      return HttpResponse.json({ homework: saved });
    }),
    http.delete(api(`${TEACHER}/homeworks/:id`), async ({ request, params }) => {
      await record(request);
      state.homeworks = state.homeworks.map((h) => (h.id === params.id ? { ...h, withdrawn: true } : h));
      return HttpResponse.json({ ok: true, id: params.id });
    }),
    ...teacher(),
  );
  return state;
}

function renderPanel() {
  const opened: string[] = [];
  const view = renderConsolePart(<HomeworkPanel classes={classes} classId="class-3-1" onOpenResults={(id) => opened.push(id)} />);
  return { ...view, opened };
}

/** The problem a field is described by, as a screen reader reads it with the field. */
const problemOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).filter((text) => text && text.length > 0).at(-1);
const form = () => screen.getByRole('form', { name: '布置作业' });
const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: '布置作业' }));
  return screen.findByRole('form', { name: '布置作业' });
}

describe('布置作业', () => {
  it('shows each problem at its field in Chinese, moves the focus to the first, and sends nothing', async () => {
    const state = homeworkServer();
    renderPanel();
    await openForm();
    const title = screen.getByRole('textbox', { name: '作业标题' });
    // The form focuses its title once it has mounted (an effect): on a busy machine that is a moment after it shows.
    await waitFor(() => expect(document.activeElement).toBe(title));
    const classBoxes = within(screen.getByRole('group', { name: '布置给哪些班级' })).getAllByRole('checkbox');
    expect(classBoxes.map((box) => [box.parentElement!.textContent, (box as HTMLInputElement).checked])).toEqual([['三年级(1)班', true], ['三年级(2)班', false]]);

    await userEvent.click(within(form()).getByRole('button', { name: '布置' }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(title)).toBe('请填写作业标题');
    expect(problemOf(screen.getByRole('group', { name: '选择课时' }))).toBe('请至少选择一个课时或一个课后任务');
    const due = screen.getByLabelText('截止时间');
    expect(problemOf(due)).toBe('请填写截止时间');
    await waitFor(() => expect(document.activeElement).toBe(title));

    // The problems follow the changes: a title fixes its own, no class is one.
    await userEvent.type(title, 'Unit 1 作业');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(classBoxes[0]!);
    expect(problemOf(screen.getByRole('group', { name: '布置给哪些班级' }))).toBe('请至少选择一个班级');

    // Assigned later: the time must be given, and the due time after it.
    await userEvent.click(screen.getByRole('radio', { name: '指定时间' }));
    const assignAt = screen.getByLabelText('布置的日期和时间');
    expect(problemOf(assignAt)).toBe('请填写布置的日期和时间');
    setDate(assignAt, inHours(48));
    setDate(due, inHours(24));
    expect(problemOf(due)).toBe('截止时间要晚于布置时间');
    setDate(assignAt, inHours(-48));
    expect(problemOf(assignAt)).toBe('布置时间已经过了，请选「现在」或以后的时间');

    await userEvent.click(within(form()).getByRole('button', { name: '布置' }));
    expect(state.sent).toEqual([]);
  }, 20_000);

  it('offers only the library’s tasks that work after class, and a valid assignment POSTs its body under an Idempotency-Key; the list shows it', async () => {
    const state = homeworkServer([homework({ id: 'hw-old', title: '旧作业' })]);
    renderPanel();
    expect(await screen.findByText('旧作业')).toBeTruthy();
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: '作业标题' }), '  Unit 1 复习 ');
    await userEvent.click(screen.getByRole('checkbox', { name: '三年级(2)班' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Look and learn/ }));
    const tasks = screen.getByRole('group', { name: '课后任务（阅读、资源包等）' });
    await userEvent.click(await within(tasks).findByRole('checkbox', { name: /My family 阅读/ }));
    // A vote and an exercise are done in class only: not offered.
    expect(within(tasks).getAllByRole('checkbox')).toHaveLength(1);
    const dueValue = inHours(30);
    setDate(screen.getByLabelText('截止时间'), dueValue);
    await userEvent.click(within(form()).getByRole('button', { name: '布置' }));

    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toEqual({
      method: 'POST',
      path: `${TEACHER}/homeworks`,
      key: expect.stringMatching(/^[\w-]{8,}$/),
      body: { title: 'Unit 1 复习', classIds: ['class-3-1', 'class-3-2'], episodeIds: ['e1'], libraryTaskIds: ['lib-reading'], dueAtSec: fromLocalInput(dueValue) },
    });
    // The form closes, the list loads again: the new homework first.
    await waitFor(() => expect(screen.queryByRole('form', { name: '布置作业' })).toBeNull());
    const list = await screen.findByRole('region', { name: '这个班的作业' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.homework-item__title')!.textContent)).toEqual(['Unit 1 复习', '旧作业']));
    expect(within(list).getByText(`${shownTime(now)} 布置 · ${shownTime(fromLocalInput(dueValue)!)} 截止`)).toBeTruthy();
    expect(within(list).getByText('已完成 0/3 · 进行中 0')).toBeTruthy();
  }, 20_000);

  it('a later assign time is sent; an 布置 with no answer is sent again under the same key', async () => {
    const state = homeworkServer([], { failFirstPost: true });
    renderPanel();
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: '作业标题' }), '周末作业');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Say and act/ }));
    await userEvent.click(screen.getByRole('radio', { name: '指定时间' }));
    const assignValue = inHours(20);
    setDate(screen.getByLabelText('布置的日期和时间'), assignValue);
    setDate(screen.getByLabelText('截止时间'), inHours(70));
    await userEvent.click(within(form()).getByRole('button', { name: '布置' }));
    expect(await within(form()).findByText('网络加载失败，请重试')).toBeTruthy();
    await userEvent.click(within(form()).getByRole('button', { name: '布置' }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(state.sent[1]!.key).toBe(state.sent[0]!.key);
    expect(state.sent[1]!.body).toMatchObject({ classIds: ['class-3-1'], episodeIds: ['e2'], libraryTaskIds: [], assignAtSec: fromLocalInput(assignValue) });
    expect(await screen.findByText('周末作业')).toBeTruthy();
  }, 20_000);
});

describe('the class’s homework', () => {
  it('shows each one’s times and progress; 查看结果 hands it on; 修改截止时间 is checked, then saved with PUT', async () => {
    const state = homeworkServer([homework()]);
    const { opened } = renderPanel();
    const list = await screen.findByRole('region', { name: '这个班的作业' });
    expect(await within(list).findByText('已完成 1/3 · 进行中 2')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: '查看结果：Unit 1 作业' }));
    expect(opened).toEqual(['hw-1']);

    await userEvent.click(within(list).getByRole('button', { name: '修改截止时间：Unit 1 作业' }));
    const due = within(list).getByLabelText('新的截止时间');
    expect(document.activeElement).toBe(due);
    expect((due as HTMLInputElement).value).toBe(toLocalInput(now + 86_400));
    setDate(due, '');
    await userEvent.click(within(list).getByRole('button', { name: '保存' }));
    expect(problemOf(due)).toBe('请填写截止时间');
    setDate(due, inHours(-2));
    expect(problemOf(due)).toBe('截止时间要晚于布置时间');
    expect(state.sent).toEqual([]);

    const newDue = inHours(72);
    setDate(due, newDue);
    await userEvent.click(within(list).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.sent).toEqual([{ method: 'PUT', path: `${TEACHER}/homeworks/hw-1`, key: null, body: { dueAtSec: fromLocalInput(newDue) } }]));
    expect(await within(list).findByText(`${shownTime(now - 3600)} 布置 · ${shownTime(fromLocalInput(newDue)!)} 截止`)).toBeTruthy();
    expect(within(list).queryByLabelText('新的截止时间')).toBeNull();
  }, 20_000);

  it('撤回 asks first: 取消 sends nothing; 撤回 DELETEs it and marks it 已撤回, without its actions', async () => {
    const state = homeworkServer([homework(), homework({ id: 'hw-2', title: 'Unit 2 作业' })]);
    renderPanel();
    const list = await screen.findByRole('region', { name: '这个班的作业' });
    await userEvent.click(await within(list).findByRole('button', { name: '撤回：Unit 1 作业' }));
    const dialog = screen.getByRole('alertdialog', { name: '撤回「Unit 1 作业」？' });
    expect(within(dialog).getByText(/已经开始做的学生，答案会保留/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(state.sent).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: '撤回：Unit 1 作业' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(state.sent).toEqual([{ method: 'DELETE', path: `${TEACHER}/homeworks/hw-1`, key: null, body: undefined }]));
    const first = await waitFor(() => {
      const item = within(list).getAllByRole('listitem')[0]!;
      expect(within(item).getByText('已撤回')).toBeTruthy();
      return item;
    });
    expect(within(first).queryByRole('button', { name: /撤回：/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: /修改截止时间：/ })).toBeNull();
    expect(within(first).getByRole('button', { name: '查看结果：Unit 1 作业' })).toBeTruthy();
    // The other homework keeps its actions.
    expect(within(list).getByRole('button', { name: '撤回：Unit 2 作业' })).toBeTruthy();
  }, 20_000);
});

describe('the console’s 作业 tab', () => {
  it('shows the class’s homework in place of the classroom, and the arrow keys move between the tabs', async () => {
    homeworkServer([homework()]);
    server.use(http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })), http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })));
    renderApp('/', { signedIn: true });
    const homeworkTab = await screen.findByRole('tab', { name: '作业' }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: '课堂' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(homeworkTab);
    expect(await screen.findByText('Unit 1 作业', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '可以开始的课堂任务' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '课堂' }));
    expect(await screen.findByRole('region', { name: '可以开始的课堂任务' })).toBeTruthy();
  }, 25_000);
});
