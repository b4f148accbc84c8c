// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provide } from '@core/registry/task-services';
import { definitionProblems, mediaInMemory, renderEditor, uploadedMedia } from '../../../tests/helpers/task-editor-host';
import { teacherMediaRef } from '../editor-services';
import { checkedTaskKind } from '../task-body';
import { dragDropDefinition, type DragDrop } from './definition';
import { blankTask, dragDropOf, withDragDrop } from './editing';
import { blank, Editor } from './Editor';
import { dragDropTaskPlugin } from './index';

afterEach(cleanup);

/** The editor in a host like the console's, on a blank task or one holding `dragDrop`; the school's media holds pets.png. */
let editor: ReturnType<typeof renderEditor>;
function edit(dragDrop?: DragDrop) {
  const services = [provide(teacherMediaRef, mediaInMemory([uploadedMedia('pets.png')]))];
  editor = renderEditor(Editor, dragDrop ? withDragDrop(blankTask(), dragDrop) : blank(), { definitions: [dragDropDefinition], services });
  return editor;
}
/** The task's drag-drop part as the last change left it. */
const stored = () => dragDropOf(editor.task());

const complete: DragDrop = {
  title: 'Drag each word under its picture.',
  frame: { passthroughCapture: '/files/media/pets.png', aspectRatio: 2 },
  zones: [{ id: 'zone-1', x: 0.1, y: 0.5, width: 0.2, height: 0.2, accepts: ['card-1'] }],
  cards: [{ id: 'card-1', text: 'cat' }, { id: 'card-2', text: 'bus' }],
};
const withoutZones: DragDrop = { ...complete, zones: [] };

/** The board as laid out on the page (jsdom lays nothing out): 400 × 200 px at (100, 50). */
function board() {
  const element = screen.getByRole('group', { name: '在底图上画区域' });
  element.getBoundingClientRect = () => new DOMRect(100, 50, 400, 200);
  return element;
}
const at = ([clientX, clientY]: [number, number]) => ({ pointerId: 1, pointerType: 'mouse', button: 0, clientX, clientY });
/** A mouse press, moves and release on `element` (the board captures them all, as a browser would). */
function drag(element: Element, points: [number, number][]) {
  fireEvent.pointerDown(element, at(points[0]!));
  for (const point of points.slice(1)) fireEvent.pointerMove(element, at(point));
  fireEvent.pointerUp(element, at(points.at(-1)!));
}
const zoneBox = (name: string) => screen.getByRole('button', { name }).parentElement!;
const boxOf = (name: string) => {
  const { left, top, width, height } = zoneBox(name).style;
  return { left, top, width, height };
};
const framePicture = () => board().querySelector('img')!;
/** The picture has loaded, at its own size (jsdom loads none). */
function loaded(image: HTMLImageElement, naturalWidth: number, naturalHeight: number) {
  Object.defineProperties(image, { naturalWidth: { value: naturalWidth, configurable: true }, naturalHeight: { value: naturalHeight, configurable: true } });
  fireEvent.load(image);
}
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;
/** The alert a field names with aria-describedby, if any. */
const problemOf = (field: HTMLElement) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')?.textContent;

describe('the drag-drop editor: a whole task', () => {
  it('is the plugin’s lazily loaded editor', async () => {
    const module = await dragDropTaskPlugin.loadEditor!();
    expect(module.Editor).toBe(Editor);
    expect(module.blank()).toEqual(blank());
  });

  it('starts blank, which the check refuses, and shows why at the question', () => {
    edit();
    expect(checkedTaskKind(blank(), [dragDropDefinition])).toEqual({ problem: { path: 'interactiveTask.dragDrop.title', message: expect.any(String) } });
    const title = screen.getByRole('textbox', { name: '题目' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(title)).toBe(definitionProblems(blank(), [dragDropDefinition])[0]!.message);
    expect(screen.getByText('先上传底图，再在图上画出放卡片的区域')).toBeTruthy();
  });

  it('makes a task the check passes: question, picture (its shape read once loaded), a zone drawn, a card it accepts', async () => {
    edit();
    await userEvent.type(screen.getByRole('textbox', { name: '题目' }), 'Drag the word.');
    await userEvent.upload(within(screen.getByRole('group', { name: '底图' })).getByLabelText('上传图片'), new File(['png'], 'pets.png', { type: 'image/png' }));
    const frame = board().querySelector('img')!;
    expect(frame.getAttribute('src')).toBe('/files/media/teacher/pets.png');
    expect(problemOf(within(screen.getByRole('group', { name: '底图' })).getByLabelText('上传图片'))).toBeUndefined();
    loaded(frame, 800, 500);
    expect(stored().frame).toEqual({ passthroughCapture: '/files/media/teacher/pets.png', aspectRatio: 1.6 });

    drag(board(), [[140, 70], [300, 150]]);
    await userEvent.click(screen.getByRole('button', { name: '添加卡片' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '文字' }));
    await userEvent.keyboard('cat');
    // The zone accepts no card yet: the check says so at its checkboxes.
    const cat = within(screen.getByRole('group', { name: '正确的卡片' })).getByRole('checkbox', { name: 'cat' });
    expect(cat.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(cat)).toBe('a zone needs the cards it accepts');
    await userEvent.click(cat);

    expect(checkedTaskKind(editor.task(), [dragDropDefinition])).toEqual({ kind: 'drag-drop' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stored()).toEqual({
      title: 'Drag the word.',
      frame: { passthroughCapture: '/files/media/teacher/pets.png', aspectRatio: 1.6 },
      zones: [{ id: 'zone-1', x: 0.1, y: 0.1, width: 0.4, height: 0.4, accepts: ['card-1'] }],
      cards: [{ id: 'card-1', text: 'cat' }],
    });
  });

  it('shows a complete task without a problem', () => {
    edit(complete);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: '题目' }).getAttribute('aria-invalid')).toBe('false');
    expect(boxOf('区域 1')).toEqual({ left: '10%', top: '50%', width: '20%', height: '20%' });
  });
});

describe('the frame picture', () => {
  it('keeps a stored shape, and reads a new picture’s own once it has loaded', async () => {
    edit(complete);
    loaded(framePicture(), 300, 150);
    expect(stored().frame.aspectRatio).toBe(2);
    const field = within(screen.getByRole('group', { name: '底图' }));
    await userEvent.click(field.getByRole('button', { name: '从学校素材中选择' }));
    await userEvent.click(await field.findByRole('button', { name: 'pets.png' }));
    expect(stored().frame).toEqual({ passthroughCapture: '/files/media/teacher/pets.png' });
    loaded(framePicture(), 1000, 10);
    // The shape the definition allows at most.
    expect(stored().frame.aspectRatio).toBe(5);
  });
});

describe('drawing zones with a mouse or a finger', () => {
  it('draws a zone from press to release, shown while drawing, kept inside the frame', () => {
    edit(withoutZones);
    const frame = board();
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 460, clientY: 210 });
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'touch', clientX: 620, clientY: 300 });
    expect((frame.querySelector('.drag-drop-editor__drawing') as HTMLElement).style.left).toBe('90%');
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 620, clientY: 300 });
    expect(frame.querySelector('.drag-drop-editor__drawing')).toBeNull();
    expect(stored().zones).toEqual([{ id: 'zone-1', x: 0.9, y: 0.8, width: 0.1, height: 0.2 }]);
    expect(boxOf('区域 1')).toEqual({ left: '90%', top: '80%', width: '10%', height: '20%' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '区域 1' }));
    expect(announced()).toBe('已添加区域 1');
  });

  it('takes a tap for no zone, and a second drawing for zone 2', () => {
    edit(withoutZones);
    drag(board(), [[200, 100], [201, 101]]);
    expect(stored().zones).toEqual([]);
    drag(board(), [[100, 50], [180, 90]]);
    drag(board(), [[400, 150], [300, 100]]);
    expect(stored().zones.map((zone) => zone.id)).toEqual(['zone-1', 'zone-2']);
    expect(stored().zones[1]).toMatchObject({ x: 0.5, y: 0.25, width: 0.25, height: 0.25 });
  });

  it('moves a zone dragged by its body, its size kept, no further than the frame', () => {
    edit(complete);
    board();
    drag(screen.getByRole('button', { name: '区域 1' }), [[160, 170], [200, 150]]);
    expect(stored().zones[0]).toMatchObject({ x: 0.2, y: 0.4, width: 0.2, height: 0.2 });
    expect(announced()).toBe('区域 1 已移到左 20%，上 40%');
    drag(screen.getByRole('button', { name: '区域 1' }), [[200, 150], [900, 900]]);
    expect(stored().zones[0]).toMatchObject({ x: 0.8, y: 0.8, width: 0.2, height: 0.2 });
  });

  it('resizes a zone dragged by its corner dot', () => {
    const { container } = edit(complete);
    board();
    const handle = container.querySelector('[data-zone="zone-1"] .drag-drop-editor__handle')!;
    drag(handle, [[220, 190], [260, 170]]);
    expect(stored().zones[0]).toMatchObject({ x: 0.1, y: 0.5, width: 0.3, height: 0.1 });
    expect(announced()).toBe('区域 1 大小改为宽 30%，高 10%');
    drag(handle, [[260, 170], [0, 0]]);
    expect(stored().zones[0]).toMatchObject({ x: 0.1, y: 0.5, width: 0.05, height: 0.05 });
  });

  it('deletes the zone selected by a tap with 删除区域', async () => {
    edit(complete);
    board();
    expect(screen.queryByRole('button', { name: '删除区域 1' })).toBeNull();
    drag(screen.getByRole('button', { name: '区域 1' }), [[160, 170]]);
    await userEvent.click(screen.getByRole('button', { name: '删除区域 1' }));
    expect(stored().zones).toEqual([]);
    expect(screen.queryByRole('button', { name: '区域 1' })).toBeNull();
    expect(announced()).toBe('已删除区域 1');
  });
});

describe('zones by keyboard', () => {
  it('moves a focused zone with the arrows, resizes it with Shift and removes it with Delete', async () => {
    edit(complete);
    screen.getByRole('button', { name: '区域 1' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(stored().zones[0]).toMatchObject({ x: 0.14, y: 0.48, width: 0.2, height: 0.2 });
    expect(announced()).toBe('区域 1 已移到左 14%，上 48%');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(stored().zones[0]).toMatchObject({ x: 0.14, y: 0.48, width: 0.22, height: 0.22 });
    expect(announced()).toBe('区域 1 大小改为宽 22%，高 22%');
    await userEvent.keyboard('{Delete}');
    expect(stored().zones).toEqual([]);
    expect(announced()).toBe('已删除区域 1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加区域' }));
  });

  it('adds a zone in the middle with 添加区域 and focuses it; Backspace removes it, the focus going to the next zone', async () => {
    edit(complete);
    await userEvent.click(screen.getByRole('button', { name: '添加区域' }));
    expect(stored().zones[1]).toEqual({ id: 'zone-2', x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '区域 2' }));
    expect(announced()).toBe('已添加区域 2');
    screen.getByRole('button', { name: '区域 1' }).focus();
    await userEvent.keyboard('{Backspace}');
    expect(stored().zones.map((zone) => zone.id)).toEqual(['zone-2']);
    // zone-2 is the first now, so its name is 1.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '区域 1' }));
  });
});

describe('each zone’s fields', () => {
  it('says at the zone when it does not lie inside the frame, until it is moved in', async () => {
    edit({ ...complete, zones: [{ ...complete.zones[0]!, x: 0.9 }] });
    const zone = screen.getByRole('group', { name: '区域 1' });
    expect(within(zone).getByRole('alert').textContent).toBe('a zone must lie inside the frame');
    expect(document.getElementById(zone.getAttribute('aria-describedby')!)?.textContent).toBe('a zone must lie inside the frame');
    screen.getByRole('button', { name: '区域 1' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(stored().zones[0]).toMatchObject({ x: 0.8, width: 0.2 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a zone on the board by its label', async () => {
    edit(complete);
    const label = within(screen.getByRole('group', { name: '区域 1' })).getByRole('textbox', { name: '显示的名称' });
    await userEvent.type(label, 'A');
    expect(stored().zones[0]!.label).toBe('A');
    expect(screen.getByRole('button', { name: '区域 A' })).toBeTruthy();
    await userEvent.clear(label);
    expect('label' in stored().zones[0]!).toBe(false);
  });

  it('ticks the cards a zone accepts, and says at the checkboxes when it accepts none', async () => {
    edit(complete);
    const accepts = within(screen.getByRole('group', { name: '正确的卡片' }));
    expect(accepts.getByRole('checkbox', { name: 'cat' })).toHaveProperty('checked', true);
    await userEvent.click(accepts.getByRole('checkbox', { name: 'bus' }));
    expect(stored().zones[0]!.accepts).toEqual(['card-1', 'card-2']);
    await userEvent.click(accepts.getByRole('checkbox', { name: 'cat' }));
    await userEvent.click(accepts.getByRole('checkbox', { name: 'bus' }));
    expect(stored().zones[0]!.accepts).toBeUndefined();
    expect(problemOf(accepts.getByRole('checkbox', { name: 'bus' }))).toBe('a zone needs the cards it accepts');
    expect(screen.getByRole('group', { name: '正确的卡片' }).getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('cards', () => {
  it('says at the card that it needs a word or a picture, and takes a picture for one', async () => {
    edit(complete);
    await userEvent.click(screen.getByRole('button', { name: '添加卡片' }));
    const card = screen.getByRole('group', { name: '卡片 3' });
    expect(stored().cards[2]).toEqual({ id: 'card-3' });
    expect(card.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe('a card needs a text or a picture');
    await userEvent.click(within(card).getByRole('button', { name: '从学校素材中选择' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'pets.png' }));
    expect(stored().cards[2]).toEqual({ id: 'card-3', image: '/files/media/teacher/pets.png' });
    expect(screen.queryByRole('alert')).toBeNull();
    // A card without a word is named by its place in the list where a zone accepts it.
    expect(within(screen.getByRole('group', { name: '正确的卡片' })).getByRole('checkbox', { name: '卡片 3（图片）' })).toBeTruthy();
  });

  it('removes a card from the task and from the zones that accepted it', async () => {
    edit(complete);
    await userEvent.click(screen.getByRole('button', { name: '删除卡片 1' }));
    expect(stored().cards).toEqual([{ id: 'card-2', text: 'bus' }]);
    expect(stored().zones[0]!.accepts).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加卡片' }));
    expect(problemOf(within(screen.getByRole('group', { name: '正确的卡片' })).getByRole('checkbox', { name: 'bus' }))).toBe('a zone needs the cards it accepts');
  });
});
