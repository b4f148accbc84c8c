// @vitest-environment jsdom
/**
 * The optional task's editor (issue 36), hosted as the console hosts it (tests/helpers/task-editor-host.tsx):
 * the host holds the task, checks every change with the kinds' definitions and hands the problem back; the
 * library is a plain in-test implementation of the editor library service, the kinds the real registry.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryTask } from '@core/contract';
import type { EditedTask } from '@core/registry/task-plugin';
import { taskKindsRef } from '@core/registry/task-service-refs';
import { provide } from '@core/registry/task-services';
import { renderEditor } from '../../../tests/helpers/task-editor-host';
import { taskRegistry } from '..';
import { taskDefinitions } from '../definitions';
import { editorLibraryRef, type EditorLibraryService } from '../editor-services';
import { checkedTaskKind } from '../task-body';
import { Editor, blank } from './Editor';

afterEach(cleanup);

const voteTask = (title: string) => ({ title, selectType: 1, records: [], options: [{ key: 'A', text: 'yes' }, { key: 'B', text: 'no' }] });
const readingTask = { title: 'My school', records: [{ contentType: 2, content: 'This is my school.' }] };
const dragDrop = (accepts?: string[]) => ({ title: 'Match', frame: { passthroughCapture: '/files/media/frame.png' }, zones: [{ id: 'z1', label: '1', x: 0.1, y: 0.1, width: 0.2, height: 0.2, ...(accepts ? { accepts } : {}) }], cards: [{ id: 'c1', text: 'cat' }] });
const libraryTask = (id: string, kind: string, title: string, interactiveTask: Record<string, unknown> | undefined, more: Partial<LibraryTask> = {}): LibraryTask => ({ id, kind, title, taskType: kind === 'optional' ? 6 : kind === 'collaborative' ? 5 : 2, episodeIds: [], ...(interactiveTask ? { interactiveTask } : {}), ...more });
const LIBRARY: LibraryTask[] = [
  libraryTask('lib-vote-pet', 'vote', '投票：宠物', { voteTask: voteTask('Which pet?') }, { mine: true }),
  libraryTask('lib-reading', 'reading', '阅读：My school', { readingTask }, { pack: { id: 'demo', title: '三年级上册' } }),
  libraryTask('lib-pack', 'resource-pack', '资源包：颜色', { resourcePack: { title: 'Colours', resources: [{ type: 4, content: 'Red.' }] } }, { shared: true, owner: { id: 't2', name: '李老师' } }),
  libraryTask('lib-drag', 'drag-drop', '拖拽：猫', { dragDrop: dragDrop(['c1']) }, { mine: true }),
  libraryTask('lib-drag-nokey', 'drag-drop', '拖拽：没有答案', { dragDrop: dragDrop() }, { mine: true }),
  libraryTask('lib-vote-colour', 'vote', '投票：颜色', { voteTask: voteTask('Which colour?') }, { mine: true }),
  libraryTask('lib-vote-food', 'vote', '投票：食物', { voteTask: voteTask('Which food?') }, { mine: true }),
  // Not items: kinds without an optionalItem facet, an exercise, and a vote without its part.
  libraryTask('lib-collab', 'collaborative', '协作：角色扮演', { collaborativeLearning: { assignments: [] } }),
  libraryTask('lib-optional', 'optional', '分层题包：旧的', { selfSelected: { tasks: [] } }),
  { id: 'lib-exercise', kind: 'exercise', title: '练习：M1U1', taskType: 1, episodeIds: ['e1'] },
  libraryTask('lib-vote-empty', 'vote', '投票：坏的', undefined),
];

/** The editor on `initial` with `library` as the teacher's library and the real kinds; `held()` is the task as the last change left it. */
let held: () => EditedTask;
const edit = (initial: EditedTask = blank(), library: EditorLibraryService = { tasks: async () => LIBRARY }) => {
  const editor = renderEditor(Editor, initial, { definitions: taskDefinitions, services: [provide(editorLibraryRef, library), provide(taskKindsRef, taskRegistry)] });
  held = editor.task;
  return editor;
};
const items = () => (held().interactiveTask as { selfSelected: { tasks: { taskId: string; title: string; originalTask: Record<string, unknown> }[] } }).selfSelected.tasks;
const itemIds = () => items().map((item) => item.taskId);
const describedProblem = (field: HTMLElement) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent;
const picker = () => screen.findByRole('combobox', { name: '从任务库选择任务' });
const pick = async (user: ReturnType<typeof userEvent.setup>, ...titles: string[]) => {
  for (const title of titles) {
    await user.selectOptions(await picker(), screen.getByRole('option', { name: new RegExp(`· ${title}`) }));
    await user.click(screen.getByRole('button', { name: '添加为题目' }));
  }
};
const withItems = (...ids: string[]): EditedTask => ({
  taskType: 6,
  interactiveTask: { selfSelected: { id: 'opt-7', tasks: ids.map((id) => ({ taskId: id, title: id, originalTask: { taskType: 2, voteTask: voteTask(id) } })) } },
});

describe('the optional task editor', () => {
  it('starts with no items, which the definition refuses, and asks for at least 2 at the picker', async () => {
    edit();
    expect(checkedTaskKind(blank(), taskDefinitions)).toHaveProperty('problem.path', 'interactiveTask.selfSelected.tasks');
    expect(screen.getByRole('heading', { name: '已选题目（0 个）' })).toBeTruthy();
    const select = await picker();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedProblem(select)).toBe('请至少选择 2 个任务（已选 0 个）');
  });

  it("offers only the library's tasks of kinds that can be items, each with its kind and where it is from", async () => {
    edit();
    const options = within(await picker()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      '请选择一个任务',
      '投票 · 投票：宠物（我的任务）',
      '阅读 · 阅读：My school（三年级上册）',
      '资源包 · 资源包：颜色（李老师）',
      '拖拽题 · 拖拽：猫（我的任务）',
      '拖拽题 · 拖拽：没有答案（我的任务）',
      '投票 · 投票：颜色（我的任务）',
      '投票 · 投票：食物（我的任务）',
    ]);
  });

  it('turns each picked task into an item as the definition expects, and passes once 2 are chosen', async () => {
    const user = userEvent.setup();
    edit();
    await pick(user, '投票：宠物');
    // One item: the definition takes it, the editor asks for another.
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ kind: 'optional' });
    expect(describedProblem(await picker())).toBe('请至少选择 2 个任务（已选 1 个）');
    await pick(user, '阅读：My school');
    expect(items()).toEqual([
      { taskId: 'lib-vote-pet', title: '投票：宠物', originalTask: { taskType: 2, voteTask: voteTask('Which pet?') } },
      { taskId: 'lib-reading', title: '阅读：My school', originalTask: { taskType: 1, readingTask } },
    ]);
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ kind: 'optional' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await picker()).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/上移下移移除$/, ''))).toEqual(['投票投票：宠物', '阅读阅读：My school']);
    // A picked task is not offered again.
    expect(screen.queryByRole('option', { name: /投票：宠物/ })).toBeNull();
  });

  it('moves items up and down, keeping the focus on the button pressed, and removes one', async () => {
    const user = userEvent.setup();
    edit(withItems('a', 'b', 'c'));
    const up = screen.getByRole('button', { name: '上移：c' });
    await user.click(up);
    expect(itemIds()).toEqual(['a', 'c', 'b']);
    expect(document.activeElement).toBe(up);
    await user.keyboard('{Enter}');
    expect(itemIds()).toEqual(['c', 'a', 'b']);
    await user.click(up);
    expect(itemIds()).toEqual(['c', 'a', 'b']);
    await user.click(screen.getByRole('button', { name: '下移：a' }));
    expect(itemIds()).toEqual(['c', 'b', 'a']);
    await user.click(screen.getByRole('button', { name: '移除：b' }));
    expect(itemIds()).toEqual(['c', 'a']);
    // The optional task keeps its own id.
    expect(held().interactiveTask).toHaveProperty('selfSelected.id', 'opt-7');
    await user.click(screen.getByRole('button', { name: '移除：a' }));
    expect(describedProblem(await picker())).toBe('请至少选择 2 个任务（已选 1 个）');
  });

  it('takes no more than 6, and says so of a task that has more', async () => {
    const user = userEvent.setup();
    edit();
    await pick(user, '投票：宠物', '阅读：My school', '资源包：颜色', '拖拽：猫', '投票：颜色', '投票：食物');
    expect(itemIds()).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('最多 6 个题目，先移除一个再添加')).toBeTruthy();
    await user.selectOptions(await picker(), screen.getByRole('option', { name: /没有答案/ }));
    expect(screen.getByRole('button', { name: '添加为题目' })).toHaveProperty('disabled', true);
    cleanup();

    edit(withItems('a', 'b', 'c', 'd', 'e', 'f', 'g'));
    expect(describedProblem(await picker())).toBe('最多选择 6 个任务（已选 7 个）');
  });

  it("says at an item what its kind's definition finds wrong with it", async () => {
    const user = userEvent.setup();
    edit();
    await pick(user, '投票：宠物', '拖拽：没有答案');
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ problem: { path: 'interactiveTask.selfSelected.tasks[1].originalTask.dragDrop.zones[0].accepts', message: 'a zone needs the cards it accepts' } });
    const [, drag] = screen.getAllByRole('listitem');
    expect(within(drag!).getByRole('alert').textContent).toBe('a zone needs the cards it accepts');
    expect(describedProblem(within(drag!).getByRole('button', { name: '移除：拖拽：没有答案' }))).toBe('a zone needs the cards it accepts');
    await user.click(within(drag!).getByRole('button', { name: '移除：拖拽：没有答案' }));
    await pick(user, '拖拽：猫');
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ kind: 'optional' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the library cannot be loaded, and loads it again on 重试', async () => {
    const user = userEvent.setup();
    let calls = 0;
    edit(blank(), { tasks: async () => (++calls === 1 ? Promise.reject(new Error('offline')) : LIBRARY) });
    expect((await screen.findByText('任务库加载失败')).getAttribute('role')).toBe('alert');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await picker()).toBeTruthy();
    expect(calls).toBe(2);
  });
});
