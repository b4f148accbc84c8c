// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DragDropPanel from './Panel';
import DragDropPreview from './Preview';
import DragDropView from './View';
import { dragDropResult, dragDropSummary, gradeDragDrop, type DragDrop, type DragDropResult } from './definition';

afterEach(cleanup);
const task: DragDrop = {
  title: 'Match the words',
  frame: { passthroughCapture: '/files/media/frame.svg', aspectRatio: 2 },
  zones: [
    { id: 'z1', label: '1', x: 0, y: 0.5, width: 0.25, height: 0.25, accepts: ['cat'] },
    { id: 'z2', label: '2', x: 0.5, y: 0.5, width: 0.25, height: 0.25, accepts: ['dog'] },
  ],
  cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }, { id: 'bus', text: 'bus' }],
};
const handOver = () => vi.fn<(result: DragDropResult) => void>();
const view = (props: Partial<Parameters<typeof DragDropView>[0]> = {}) =>
  render(<DragDropView task={task} taskId="gt-4" submitted={undefined} submitting={false} onSubmit={handOver()} {...props} />);
const card = (name: string) => screen.getByRole('button', { name, pressed: false }) as HTMLButtonElement;
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the drag-drop screen without dragging (tap, or the keyboard)', () => {
  it('places a selected card in a zone, says so, and submits the placements', async () => {
    const onSubmit = handOver();
    view({ onSubmit });
    expect(screen.getByRole('button', { name: '提交' })).toHaveProperty('disabled', true);
    await userEvent.click(card('cat'));
    expect(screen.getByRole('button', { name: 'cat', pressed: true })).toBeTruthy();
    expect(announced()).toBe('已选中 cat，请点一个位置放入');
    await userEvent.click(screen.getByRole('button', { name: '位置 1：空' }));
    expect(screen.getByRole('button', { name: '位置 1：cat' })).toBeTruthy();
    expect(announced()).toBe('已把 cat 放到位置 1');
    expect(within(screen.getByRole('group', { name: '卡片区' })).queryByRole('button', { name: 'cat' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith(dragDropResult({ z1: 'cat' }));
  });

  it('works from the keyboard alone', async () => {
    view();
    card('dog').focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: '位置 2：空' }).focus();
    await userEvent.keyboard(' ');
    // The place's button gives way to the card, and the focus goes with it.
    const placed = screen.getByRole('button', { name: '位置 2：dog' });
    await waitFor(() => expect(document.activeElement).toBe(placed));
  });

  it('moves a placed card back to the tray, and a card put on a full zone sends the old one back', async () => {
    view();
    await userEvent.click(card('cat'));
    await userEvent.click(screen.getByRole('button', { name: '位置 1：空' }));
    await userEvent.click(card('bus'));
    await userEvent.click(screen.getByRole('button', { name: '位置 1：cat' }));
    expect(screen.getByRole('button', { name: '位置 1：bus' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '卡片区' })).getByRole('button', { name: 'cat' })).toBeTruthy();
    // Select the placed card (named by its place), then 放回卡片区.
    await userEvent.click(screen.getByRole('button', { name: '位置 1：bus', pressed: false }));
    await userEvent.click(screen.getByRole('button', { name: '放回卡片区' }));
    expect(screen.getByRole('button', { name: '位置 1：空' })).toBeTruthy();
    expect(announced()).toBe('已把 bus 放回卡片区');
  });

  it('shows the submitted placements, and takes a changed answer while the task runs', async () => {
    const onSubmit = handOver();
    view({ submitted: dragDropResult({ z2: 'dog' }), onSubmit });
    expect(screen.getByRole('button', { name: '位置 2：dog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改后重新提交' })).toHaveProperty('disabled', true);
    await userEvent.click(card('cat'));
    await userEvent.click(screen.getByRole('button', { name: '位置 1：空' }));
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(onSubmit).toHaveBeenCalledWith(dragDropResult({ z2: 'dog', z1: 'cat' }));
  });
});

/** Gives the zones boxes on the page (jsdom lays nothing out). */
function layOut() {
  const boxes: Record<string, DOMRect> = { z1: new DOMRect(0, 200, 100, 50), z2: new DOMRect(200, 200, 100, 50) };
  for (const [zoneId, box] of Object.entries(boxes)) {
    const zone = screen.getByRole('button', { name: new RegExp(`位置 ${zoneId.slice(1)}：`) }).parentElement!;
    zone.getBoundingClientRect = () => box;
  }
}
const drag = (element: HTMLElement, from: [number, number], to: [number, number]) => {
  element.setPointerCapture = () => undefined;
  fireEvent.pointerDown(element, { pointerId: 7, pointerType: 'touch', clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, { pointerId: 7, pointerType: 'touch', clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(element, { pointerId: 7, pointerType: 'touch', clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(element, { pointerId: 7, pointerType: 'touch', clientX: to[0], clientY: to[1] });
};


describe('the drag-drop screen with a pointer', () => {
  it('drops a dragged card into the zone under the finger, or near it; elsewhere it goes back', () => {
    view();
    layOut();
    drag(card('dog'), [50, 400], [250, 225]);
    expect(screen.getByRole('button', { name: '位置 2：dog' })).toBeTruthy();
    drag(card('cat'), [50, 400], [110, 190]);
    expect(screen.getByRole('button', { name: '位置 1：cat' })).toBeTruthy();
    drag(screen.getByRole('button', { name: '位置 1：cat' }), [50, 225], [150, 600]);
    expect(screen.getByRole('button', { name: '位置 1：空' })).toBeTruthy();
  });

  it('shows the card under the finger while dragging', () => {
    view();
    const dog = card('dog');
    dog.setPointerCapture = () => undefined;
    fireEvent.pointerDown(dog, { pointerId: 3, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(dog, { pointerId: 3, clientX: 80, clientY: 90 });
    const ghost = document.querySelector<HTMLElement>('.drag-drop__ghost')!;
    expect(ghost.textContent).toBe('dog');
    expect([ghost.style.left, ghost.style.top]).toEqual(['80px', '90px']);
    fireEvent.pointerCancel(dog, { pointerId: 3 });
    expect(document.querySelector('.drag-drop__ghost')).toBeNull();
  });
});

describe('after the task has ended', () => {
  it('shows which zones are right, the right card for a wrong one, and takes no more moves', () => {
    const submitted = dragDropResult({ z1: 'cat', z2: 'bus' });
    view({ submitted, review: gradeDragDrop(task, submitted) });
    expect(screen.getByRole('status').textContent).toBe('答对 1/2 个位置');
    const zone2 = screen.getByRole('button', { name: '位置 2：bus' }).parentElement!;
    expect(zone2.textContent).toContain('错');
    expect(zone2.textContent).toContain('正确：dog');
    expect(screen.getByRole('button', { name: '位置 1：cat' }).parentElement!.textContent).toContain('对');
    expect(screen.queryByRole('group', { name: '卡片区' })).toBeNull();
    expect(screen.queryByRole('button', { name: /提交/ })).toBeNull();
  });
});

describe('the drag-drop panel', () => {
  const results = [{ name: '小明', result: dragDropResult({ z1: 'cat', z2: 'dog' }) }, { name: '小红', result: dragDropResult({ z1: 'dog' }) }];

  it('shows per-zone accuracy, the average and each student’s score', () => {
    render(<DragDropPanel task={task} results={results} summary={dragDropSummary(task, results.map((r) => r.result))} />);
    expect(screen.getByText(/2 人已提交，平均得分 50 分/)).toBeTruthy();
    expect(screen.getByRole('img', { name: '位置 1：1/2 人答对' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '位置 2：1/2 人答对' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '每位学生的得分' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['小明：100 分', '小红：0 分']);
  });

  it('shows no names on the projector', () => {
    render(<DragDropPanel task={task} results={results} summary={dragDropSummary(task, results.map((r) => r.result))} projector />);
    expect(screen.getByRole('img', { name: '位置 1：1/2 人答对' })).toBeTruthy();
    expect(screen.queryByText(/小明|小红/)).toBeNull();
  });

  it('names each zone as the class reads it: 位置 N marked on the picture, and its right card for the teacher', () => {
    render(<DragDropPanel task={task} results={results} summary={dragDropSummary(task, results.map((r) => r.result))} />);
    const frame = screen.getByRole('img', { name: '图中的位置：位置 1、位置 2' });
    expect(frame.querySelector('img')!.getAttribute('src')).toBe('/files/media/frame.svg');
    expect([...frame.querySelectorAll('.drag-drop__zone-label')].map((label) => label.textContent)).toEqual(['位置 1', '位置 2']);
    const rows = within(screen.getByRole('list', { name: '每个位置的正确率' }));
    expect(rows.getByText('位置 1').textContent).toBe('位置 1正确：cat');
    expect(rows.getByText('位置 2').textContent).toBe('位置 2正确：dog');
  });

  it('keeps the right cards off the projector while the class may still answer, and shows them once the task has ended', () => {
    const { rerender } = render(<DragDropPanel task={task} results={results} summary={dragDropSummary(task, results.map((r) => r.result))} projector />);
    expect(within(screen.getByRole('list', { name: '每个位置的正确率' })).getByText('位置 1')).toBeTruthy();
    expect(screen.queryByText(/正确：/)).toBeNull();
    rerender(<DragDropPanel task={task} results={results} summary={dragDropSummary(task, results.map((r) => r.result))} projector ended />);
    expect(screen.getByText('正确：cat')).toBeTruthy();
  });
});

describe('the drag-drop preview (beside the editor, an optional task’s item)', () => {
  it('shows the question, the frame with its zones named, and the cards, without the answer key', () => {
    render(<DragDropPreview task={{ ...task, cards: [...task.cards, { id: 'sun', image: '/files/media/sun.png' }] }} />);
    expect(screen.getByRole('heading').textContent).toBe('Match the words');
    const frame = screen.getByRole('img', { name: '图中的位置：位置 1、位置 2' });
    expect(frame.querySelector('img')!.getAttribute('src')).toBe('/files/media/frame.svg');
    expect((frame.querySelector('.drag-drop__zone') as HTMLElement).style.left).toBe('0%');
    expect(within(screen.getByRole('list', { name: '卡片区' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['cat', 'dog', 'bus', '']);
    expect(screen.getByRole('img', { name: '图片卡片' }).getAttribute('src')).toBe('/files/media/sun.png');
    expect(screen.queryByText(/正确/)).toBeNull();
  });
});
