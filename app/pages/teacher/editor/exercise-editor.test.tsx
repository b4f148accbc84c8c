// @vitest-environment jsdom
/**
 * The console's task editor with the exercise's editor (issue 36): the title and the episodes checked at
 * their fields in Chinese, 保存 with POST under an Idempotency-Key (the same one when a save with no answer
 * is tried again) or PUT for the teacher's own task, the server's refusal at its field, a draft kept on
 * the device, and closing with Escape.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, useMswServer } from '../../../../tests/helpers/app-harness';
import { TEACHER, teacher } from '../../../../tests/helpers/teacher-console';
import { renderEditor, teacherDevice } from './editor-test-harness';

const server = useMswServer();
const units = [
  { id: 'u1', title: 'Module 1 Unit 1', textbook: 'sh-oxford-3a', episodes: [{ id: 'e1', title: 'Look and learn', activityCount: 4 }, { id: 'e2', title: 'Say and act', activityCount: 3 }] },
  { id: 'u2', title: 'Unit 2 Colours', textbook: 'pep-3a', pack: { id: 'pack-pep', title: '人教版三年级上册' }, episodes: [{ id: 'p1', title: 'Let’s talk', activityCount: 5 }] },
];
const savedTask = (body: Record<string, unknown>, id = 'lib-new') => ({ id, kind: 'exercise', mine: true, ...body });

type Sent = { method: string; path: string; key: string | null; body: Record<string, unknown> };
function editorServer({ save }: { save?: (sent: Sent) => Response | Promise<Response> } = {}) {
  const sent: Sent[] = [];
  const answer = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    const entry = { method: request.method, path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), body };
    sent.push(entry);
    return save ? save(entry) : HttpResponse.json({ task: savedTask(body, entry.path.split('/').at(-1) === 'library' ? 'lib-new' : entry.path.split('/').at(-1)) }, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.get(api(`${TEACHER}/episodes`), () => HttpResponse.json({ units })),
    http.post(api(`${TEACHER}/tasks/library`), ({ request }) => answer(request)),
    http.put(api(`${TEACHER}/tasks/library/:id`), ({ request }) => answer(request)),
    ...teacher(),
  );
  return sent;
}

const titleField = () => screen.getByRole('textbox', { name: '任务名称' });
const saveButton = () => screen.getByRole('button', { name: '保存' });
const state = () => screen.getByText(/^(可以保存|还有问题)/);
/** The problem a field is described by, as a screen reader reads it with the field. */
const problemOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the task editor: a new exercise', () => {
  it('checks the title and the episodes at their fields, then saves with POST under an Idempotency-Key', async () => {
    const sent = editorServer();
    const editor = renderEditor({ kind: 'exercise' });
    const heading = await screen.findByRole('heading', { level: 2, name: '新建课堂练习' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await screen.findByRole('checkbox', { name: /Look and learn/ });

    // Nothing picked, no title: nothing to save, and the state says why.
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(state().textContent).toBe('还有问题：任务名称不能为空；请至少选择 1 个课时');
    const episodes = screen.getByRole('group', { name: '选择课时' });
    expect(within(episodes).getByRole('alert').textContent).toBe('请至少选择 1 个课时');

    // A title typed and wiped: its problem at the field.
    await userEvent.type(titleField(), 'x');
    await userEvent.clear(titleField());
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(titleField())).toBe('不能为空');
    await userEvent.type(titleField(), '  M1U1 练习 ');
    expect(titleField().getAttribute('aria-invalid')).toBe('false');

    // Picked in this order: the pack's unit under its pack's title.
    const pack = screen.getByRole('region', { name: '人教版三年级上册' });
    await userEvent.click(within(pack).getByRole('checkbox', { name: /Let’s talk/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Look and learn/ }));
    expect(within(screen.getByRole('list', { name: '已选的课时（按练习顺序）' })).getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Unit 2 Colours · Let’s talk',
      'Module 1 Unit 1 · Look and learn',
    ]);
    expect(state().textContent).toBe('可以保存');
    await userEvent.click(screen.getByRole('checkbox', { name: '与全校老师共享' }));

    await userEvent.click(saveButton());
    await waitFor(() => expect(editor.saved).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', path: `${TEACHER}/tasks/library`, key: expect.stringMatching(/^[\w-]{8,128}$/), body: { title: 'M1U1 练习', taskType: 1, episodeIds: ['p1', 'e1'], shared: true } },
    ]);
    expect(editor.saved[0]).toMatchObject({ id: 'lib-new', title: 'M1U1 练习', episodeIds: ['p1', 'e1'] });
  }, 20_000);

  it('a save that got no answer is tried again under the same Idempotency-Key; a changed task gets a new one', async () => {
    let failures = 2;
    const sent = editorServer({ save: ({ body }) => (failures-- > 0 ? HttpResponse.error() : HttpResponse.json({ task: savedTask(body) }, { status: 201 })) });
    const editor = renderEditor({ kind: 'exercise' });
    await userEvent.type(await screen.findByRole('textbox', { name: '任务名称' }), 'Colours');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Let’s talk/ }));

    await userEvent.click(saveButton());
    expect((await screen.findByText(/^保存没有成功/)).textContent).toBe('保存没有成功：网络加载失败，请重试');
    await userEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);

    await userEvent.type(titleField(), '!');
    await userEvent.click(saveButton());
    await waitFor(() => expect(editor.saved).toHaveLength(1));
    expect(sent).toHaveLength(3);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.body.title).toBe('Colours!');
  }, 20_000);
});

describe('the task editor: the teacher’s own exercise', () => {
  const own = { id: 'lib-mine', title: 'Colours', task: { taskType: 1, episodeIds: ['p1', 'e2'] }, shared: true };

  it('opens with the task, saves with PUT, and shows the server’s refusal at the field it names', async () => {
    const refusals = [
      HttpResponse.json({ errorCode: 2, message: 'body.episodeIds[1]: no episode "e2"' }, { status: 400 }),
      HttpResponse.json({ errorCode: 2, message: 'body.title: 这个名称已经用过了' }, { status: 400 }),
    ];
    const sent = editorServer({ save: ({ body }) => refusals.shift() ?? HttpResponse.json({ task: savedTask(body, 'lib-mine') }) });
    const editor = renderEditor(own);
    await screen.findByRole('heading', { level: 2, name: '编辑任务' });
    expect(await screen.findByRole('textbox', { name: '任务名称' })).toHaveProperty('value', 'Colours');
    expect(await screen.findByRole('button', { name: '移除：Module 1 Unit 1 · Say and act' })).toBeTruthy();

    await userEvent.click(saveButton());
    // The episodes' refusal, at the episodes; 保存 waits for a change.
    const episodes = screen.getByRole('group', { name: '选择课时' });
    await waitFor(() => expect(within(episodes).getByRole('alert').textContent).toBe('no episode "e2"'));
    expect(saveButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '移除：Module 1 Unit 1 · Say and act' }));
    expect(within(episodes).queryByRole('alert')).toBeNull();

    await userEvent.click(saveButton());
    await waitFor(() => expect(problemOf(titleField())).toBe('这个名称已经用过了'));
    await userEvent.type(titleField(), ' 2');
    await userEvent.click(saveButton());
    await waitFor(() => expect(editor.saved).toHaveLength(1));
    expect(sent.map(({ method, path, key }) => [method, path, key])).toEqual(Array.from({ length: 3 }, () => ['PUT', `${TEACHER}/tasks/library/lib-mine`, null]));
    expect(sent[2]!.body).toEqual({ title: 'Colours 2', taskType: 1, episodeIds: ['p1'], shared: true });
  }, 20_000);

  it('a refusal of the whole task is said above the form', async () => {
    editorServer({ save: () => HttpResponse.json({ errorCode: 5, message: 'library task' }, { status: 404 }) });
    renderEditor(own);
    await screen.findAllByRole('button', { name: /^移除：/ });
    await userEvent.click(saveButton());
    expect((await screen.findByText(/^保存没有成功/)).textContent).toBe('保存没有成功：找不到这个任务，它可能已被删除');
  }, 20_000);
});

describe('the task editor’s draft and closing', () => {
  it('keeps the changes on the device: opened again they come back with a notice, can be discarded, and go once saved', async () => {
    editorServer();
    const device = teacherDevice();
    const first = renderEditor({ kind: 'exercise' }, { device });
    await userEvent.type(await screen.findByRole('textbox', { name: '任务名称' }), 'Draft');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Say and act/ }));
    first.unmount();

    const again = renderEditor({ kind: 'exercise' }, { device });
    expect(await screen.findByText('已恢复未保存的修改')).toBeTruthy();
    expect(titleField()).toHaveProperty('value', 'Draft');
    expect(await screen.findByRole('button', { name: '移除：Module 1 Unit 1 · Say and act' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '放弃这些修改' }));
    expect(titleField()).toHaveProperty('value', '');
    expect(screen.queryByText('已恢复未保存的修改')).toBeNull();
    again.unmount();

    const third = renderEditor({ kind: 'exercise' }, { device });
    await userEvent.type(await screen.findByRole('textbox', { name: '任务名称' }), 'Saved');
    expect(screen.queryByText('已恢复未保存的修改')).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Look and learn/ }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(third.saved).toHaveLength(1));
    third.unmount();

    renderEditor({ kind: 'exercise' }, { device });
    await screen.findByRole('checkbox', { name: /Look and learn/ });
    expect(titleField()).toHaveProperty('value', '');
    expect(screen.queryByText('已恢复未保存的修改')).toBeNull();
  }, 30_000);

  it('Escape closes at once without changes, and asks first with them', async () => {
    editorServer();
    const untouched = renderEditor({ kind: 'exercise' });
    await screen.findByRole('checkbox', { name: /Look and learn/ });
    await userEvent.keyboard('{Escape}');
    expect(untouched.closed()).toBe(1);
    untouched.unmount();

    const changed = renderEditor({ kind: 'exercise' });
    await userEvent.type(await screen.findByRole('textbox', { name: '任务名称' }), 'Half');
    await userEvent.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: '修改还没有保存' });
    await userEvent.click(within(ask).getByRole('button', { name: '继续编辑' }));
    expect(changed.closed()).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '关闭' }));
    expect(changed.closed()).toBe(1);
  }, 20_000);
});
