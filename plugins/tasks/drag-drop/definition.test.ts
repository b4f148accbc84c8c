import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import { place, samePlacements, trayCards, unplace, zoneAt, zoneOf } from './board';
import { dragDropDefinition, dragDropResult, dragDropSummary, gradeDragDrop, placementMismatch, type DragDrop } from './definition';

const task: DragDrop = {
  title: 'Match',
  frame: { passthroughCapture: '/files/media/frame.svg' },
  zones: [
    { id: 'z1', label: '1', x: 0.1, y: 0.6, width: 0.2, height: 0.2, accepts: ['cat'] },
    { id: 'z2', label: '2', x: 0.4, y: 0.6, width: 0.2, height: 0.2, accepts: ['dog', 'puppy'] },
  ],
  cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }, { id: 'puppy', text: 'puppy' }, { id: 'bus', text: 'bus' }],
};
const served = (dragDrop: unknown) => ({ taskType: 2, interactiveTask: { dragDrop } });

describe('the drag-drop definition', () => {
  it('parses a task, and one with only the spec fields (no zones or cards yet)', () => {
    expect(dragDropDefinition.parse(served(task)).zones).toHaveLength(2);
    expect(dragDropDefinition.parse(served({ title: 'Match', frame: { passthroughCapture: '/f.svg' } }))).toMatchObject({ zones: [], cards: [] });
  });

  it.each([
    ['a zone outside the frame', { ...task, zones: [{ ...task.zones[0]!, x: 0.9, width: 0.2 }] }, /inside the frame/],
    ['a zone accepting an unknown card', { ...task, zones: [{ ...task.zones[0]!, accepts: ['cow'] }] }, /no card "cow"/],
    ['two cards with one id', { ...task, cards: [...task.cards, { id: 'cat', text: 'kitten' }] }, /two cards share an id/],
    ['a card with neither text nor picture', { ...task, cards: [{ id: 'cat' }] }, /a text or a picture/],
    ['no frame picture', { title: 'Match', frame: {} }, /passthroughCapture/],
  ])('refuses %s with a clear error', (_label, body, message) => {
    expect(() => dragDropDefinition.parse(served(body))).toThrow(ParseError);
    expect(() => dragDropDefinition.parse(served(body))).toThrow(message);
  });

  it("serves a student the task without the zones' answer key, which still parses; a teacher's task must have it (issue 31)", () => {
    const studentCopy = dragDropDefinition.studentView!(served(task));
    const zones = (studentCopy.interactiveTask as { dragDrop: DragDrop }).dragDrop.zones;
    expect(zones.map((zone) => 'accepts' in zone)).toEqual([false, false]);
    expect(dragDropDefinition.parse(studentCopy).cards).toEqual(task.cards);
    expect(dragDropDefinition.checkTask!(task)).toBeUndefined();
    expect(dragDropDefinition.checkTask!(dragDropDefinition.parse(studentCopy))).toMatch(/zones\[0\]\.accepts: a zone needs the cards it accepts/);
    // Content the parser would refuse still goes out, only without keys.
    expect(dragDropDefinition.studentView!(served({ title: 7, zones: [{ id: 'z', accepts: ['a'] }, 'odd'] }))).toEqual(served({ title: 7, zones: [{ id: 'z' }, 'odd'] }));
  });

  it('refuses placements naming an unknown zone or card, or a card twice', () => {
    expect(placementMismatch(task, { z1: 'cat' })).toBeUndefined();
    expect(placementMismatch(task, { z9: 'cat' })).toMatch(/no zone "z9"/);
    expect(placementMismatch(task, { z1: 'cow' })).toMatch(/no card "cow"/);
    expect(placementMismatch(task, { z1: 'cat', z2: 'cat' })).toMatch(/a card is in two zones/);
  });

  it('grades per zone: a zone is right when it holds a card it accepts; an empty zone is wrong', () => {
    expect(gradeDragDrop(task, dragDropResult({ z1: 'cat', z2: 'puppy' }))).toEqual({ zones: [{ zoneId: 'z1', right: true, accepts: ['cat'] }, { zoneId: 'z2', right: true, accepts: ['dog', 'puppy'] }], correct: 2, total: 2, score: 100 });
    expect(gradeDragDrop(task, dragDropResult({ z1: 'dog' }))).toMatchObject({ correct: 0, score: 0 });
    expect(gradeDragDrop(task, dragDropResult({ z1: 'cat', z2: 'bus' }))).toMatchObject({ zones: [{ right: true }, { right: false }], score: 50 });
  });

  it('sums up per-zone accuracy and the average score for the teacher', () => {
    const summary = dragDropSummary(task, [dragDropResult({ z1: 'cat', z2: 'dog' }), dragDropResult({ z1: 'cat' }), dragDropResult({ z2: 'cat' })]);
    expect(summary).toEqual({ submitted: 3, zones: [{ zoneId: 'z1', label: '1', right: 2 }, { zoneId: 'z2', label: '2', right: 1 }], averageScore: 50 });
  });
});

describe('the board rules', () => {
  it('places a card, moving it from its old zone and sending the zone’s old card back to the tray', () => {
    const one = place({}, 'cat', 'z1');
    expect(one).toEqual({ z1: 'cat' });
    expect(place(one, 'cat', 'z2')).toEqual({ z2: 'cat' });
    const swapped = place(one, 'dog', 'z1');
    expect(swapped).toEqual({ z1: 'dog' });
    expect(trayCards(task.cards, swapped).map((card) => card.id)).toEqual(['cat', 'puppy', 'bus']);
    expect(unplace(swapped, 'dog')).toEqual({});
    expect(zoneOf({ z2: 'dog' }, 'dog')).toBe('z2');
    expect(samePlacements({ z1: 'cat', z2: 'dog' }, { z2: 'dog', z1: 'cat' })).toBe(true);
    expect(samePlacements({ z1: 'cat' }, { z1: 'dog' })).toBe(false);
  });

  it('finds the zone under a dropped card, or the nearest one within the snap distance', () => {
    const boxes = [{ zoneId: 'z1', left: 0, top: 0, right: 100, bottom: 50 }, { zoneId: 'z2', left: 200, top: 0, right: 300, bottom: 50 }];
    expect(zoneAt(boxes, 50, 25)).toBe('z1');
    expect(zoneAt(boxes, 110, 25)).toBe('z1');
    expect(zoneAt(boxes, 190, 60)).toBe('z2');
    expect(zoneAt(boxes, 150, 25)).toBeUndefined();
    expect(zoneAt(boxes, 50, 200)).toBeUndefined();
  });
});
