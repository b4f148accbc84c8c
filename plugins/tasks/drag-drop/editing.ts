/**
 * The drag-drop editor's changes to the task as plain functions (issue 36): zones and cards added and
 * removed with fresh ids, a card's removal taken out of every zone's answer key. Fields left empty are
 * left out (a zone accepting no card has no `accepts`), so the definition's check names what is missing
 * at its field instead of refusing an empty value.
 */
import { TaskType } from '@core/domain';
import type { EditedTask } from '@core/registry/task-plugin';
import { isRecord } from '../served';
import type { Card, DragDrop, DropZone } from './definition';
import type { Box } from './zones';

/** The stored key of the kind's part in interactiveTask. */
export const PART_KEY = 'dragDrop';

export const blankDragDrop = (): DragDrop => ({ title: '', frame: { passthroughCapture: '' }, zones: [], cards: [] });

/** A new task to start from: no question, no picture, no zones, no cards. */
export const blankTask = (): EditedTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: { [PART_KEY]: blankDragDrop() } });

/**
 * The task's part as the editor works on it. The editor wrote it (a draft) or the server checked it (a
 * library task), so only what may be missing is filled in.
 */
export function dragDropOf(task: EditedTask): DragDrop {
  const part = task.interactiveTask?.[PART_KEY];
  if (!isRecord(part)) return blankDragDrop();
  const stored = part as Partial<DragDrop>;
  return { ...blankDragDrop(), ...stored, frame: { ...blankDragDrop().frame, ...stored.frame }, zones: stored.zones ?? [], cards: stored.cards ?? [] };
}

export const withDragDrop = (task: EditedTask, dragDrop: DragDrop): EditedTask => ({ ...task, interactiveTask: { ...task.interactiveTask, [PART_KEY]: dragDrop } });

/** `prefix-N` with N one more than any such id taken: an id once used is not given again. */
export function nextId(prefix: string, taken: readonly string[]): string {
  const numbers = taken.map((id) => new RegExp(`^${prefix}-(\\d+)$`).exec(id)?.[1]).filter((n) => n !== undefined).map(Number);
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}

export const MAX_ZONES = 30;
/** What a zone is called on the board and in the editor: its label, else its place in the list (as the student's screen does). */
export const zoneName = (zone: DropZone, index: number): string => zone.label ?? String(index + 1);
export const MAX_CARDS = 40;

/** The task with a new zone at `box`, and the zone's id. */
export function addZone(task: DragDrop, box: Box): { task: DragDrop; zoneId: string } {
  const zoneId = nextId('zone', task.zones.map((zone) => zone.id));
  return { task: { ...task, zones: [...task.zones, { id: zoneId, ...box }] }, zoneId };
}

export const changeZone = (task: DragDrop, zoneId: string, change: Partial<Omit<DropZone, 'id'>>): DragDrop => ({
  ...task,
  zones: task.zones.map((zone) => (zone.id === zoneId ? withoutEmpty({ ...zone, ...change }) : zone)),
});

export const removeZone = (task: DragDrop, zoneId: string): DragDrop => ({ ...task, zones: task.zones.filter((zone) => zone.id !== zoneId) });

/** The zone now accepts the card, or no longer does. */
export function toggleAccepts(task: DragDrop, zoneId: string, cardId: string, accepts: boolean): DragDrop {
  const zone = task.zones.find((z) => z.id === zoneId);
  const now = (zone?.accepts ?? []).filter((id) => id !== cardId);
  const next = accepts ? task.cards.map((card) => card.id).filter((id) => id === cardId || now.includes(id)) : now;
  return changeZone(task, zoneId, { accepts: next });
}

export function addCard(task: DragDrop): { task: DragDrop; cardId: string } {
  const cardId = nextId('card', task.cards.map((card) => card.id));
  return { task: { ...task, cards: [...task.cards, { id: cardId }] }, cardId };
}

export const changeCard = (task: DragDrop, cardId: string, change: Partial<Omit<Card, 'id'>>): DragDrop => ({
  ...task,
  cards: task.cards.map((card) => (card.id === cardId ? withoutEmpty({ ...card, ...change }) : card)),
});

/** The task without the card, which no zone accepts any longer. */
export function removeCard(task: DragDrop, cardId: string): DragDrop {
  const zones = task.zones.map((zone) => (zone.accepts?.includes(cardId) ? withoutEmpty({ ...zone, accepts: zone.accepts.filter((id) => id !== cardId) }) : zone));
  return { ...task, zones, cards: task.cards.filter((card) => card.id !== cardId) };
}

/** The record without its undefined, empty-text and empty-list values: the schema's optional fields are absent, not empty. */
function withoutEmpty<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as T;
}
