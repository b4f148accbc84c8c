import { describe, expect, it } from 'vitest';
import { TaskType } from '@core/domain';
import type { DragDrop } from './definition';
import { addCard, addZone, blankTask, changeCard, changeZone, dragDropOf, nextId, removeCard, toggleAccepts, withDragDrop } from './editing';

const task: DragDrop = {
  title: 'Match',
  frame: { passthroughCapture: '/files/media/frame.png', aspectRatio: 1.5 },
  zones: [{ id: 'zone-1', x: 0, y: 0, width: 0.2, height: 0.2, accepts: ['card-1', 'card-2'] }],
  cards: [{ id: 'card-1', text: 'cat' }, { id: 'card-2', text: 'dog' }, { id: 'card-3', text: 'bus' }],
};

describe('the drag-drop editor’s changes', () => {
  it('starts from an interactive task with an empty part, and reads it back', () => {
    const blank = blankTask();
    expect(blank.taskType).toBe(TaskType.INTERACTIVE);
    expect(dragDropOf(blank)).toEqual({ title: '', frame: { passthroughCapture: '' }, zones: [], cards: [] });
    expect(dragDropOf(withDragDrop(blank, task))).toEqual(task);
    expect(dragDropOf({ taskType: TaskType.INTERACTIVE })).toEqual({ title: '', frame: { passthroughCapture: '' }, zones: [], cards: [] });
  });

  it('gives ids one past the highest, never one used before', () => {
    expect(nextId('card', [])).toBe('card-1');
    expect(nextId('card', ['card-1', 'card-7', 'zone-9', 'card-x'])).toBe('card-8');
    expect(addZone(task, { x: 0.5, y: 0.5, width: 0.1, height: 0.1 }).task.zones[1]).toEqual({ id: 'zone-2', x: 0.5, y: 0.5, width: 0.1, height: 0.1 });
    expect(addCard(task).task.cards[3]).toEqual({ id: 'card-4' });
  });

  it('keeps a zone’s accepted cards in the cards’ order, and leaves accepts out when none is left', () => {
    expect(toggleAccepts(task, 'zone-1', 'card-3', true).zones[0]!.accepts).toEqual(['card-1', 'card-2', 'card-3']);
    const one = toggleAccepts(task, 'zone-1', 'card-1', false);
    expect(one.zones[0]!.accepts).toEqual(['card-2']);
    expect('accepts' in toggleAccepts(one, 'zone-1', 'card-2', false).zones[0]!).toBe(false);
  });

  it('leaves out an emptied label or word', () => {
    expect('label' in changeZone(changeZone(task, 'zone-1', { label: 'A' }), 'zone-1', { label: '' }).zones[0]!).toBe(false);
    expect(changeCard(task, 'card-1', { text: '' }).cards[0]).toEqual({ id: 'card-1' });
    expect(changeCard(task, 'card-1', { image: '/files/media/cat.png' }).cards[0]).toEqual({ id: 'card-1', text: 'cat', image: '/files/media/cat.png' });
  });

  it('takes a removed card out of every zone that accepted it', () => {
    const without = removeCard(removeCard(task, 'card-1'), 'card-2');
    expect(without.cards.map((card) => card.id)).toEqual(['card-3']);
    expect('accepts' in without.zones[0]!).toBe(false);
  });
});
