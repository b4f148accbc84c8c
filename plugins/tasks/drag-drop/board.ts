/**
 * The drag-drop board's rules as plain functions (issue 14): where cards are, what placing one does,
 * and which zone a dropped card lands in. The screen (View.tsx) only turns pointer, touch and keyboard
 * input into these calls.
 */
import { placementMismatch, type Card, type DragDrop, type Placements } from './definition';

/** Puts a card in a zone: it leaves the zone it was in, and the zone's previous card goes back to the tray. */
export function place(placements: Placements, cardId: string, zoneId: string): Placements {
  const next = unplace(placements, cardId);
  next[zoneId] = cardId;
  return next;
}

/** Takes a card out of its zone, back to the tray. */
export function unplace(placements: Placements, cardId: string): Placements {
  return Object.fromEntries(Object.entries(placements).filter(([, placed]) => placed !== cardId));
}

/** The zone a card is in, if any. */
export const zoneOf = (placements: Placements, cardId: string): string | undefined => Object.entries(placements).find(([, placed]) => placed === cardId)?.[0];

/** The cards still in the tray, in the task's order. */
export const trayCards = (cards: readonly Card[], placements: Placements): Card[] => {
  const placed = new Set(Object.values(placements));
  return cards.filter((card) => !placed.has(card.id));
};

export interface ZoneBox { zoneId: string; left: number; top: number; right: number; bottom: number }

/**
 * The zone a card dropped at (x, y) lands in: the one under the point, else the nearest within `snap`
 * pixels (a finger covers more than the point it reports), else none.
 */
export function zoneAt(boxes: readonly ZoneBox[], x: number, y: number, snap = 24): string | undefined {
  let nearest: { zoneId: string; distance: number } | undefined;
  for (const box of boxes) {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    const distance = Math.hypot(dx, dy);
    if (distance <= snap && (!nearest || distance < nearest.distance)) nearest = { zoneId: box.zoneId, distance };
  }
  return nearest?.zoneId;
}

/** Whether two placements are the same (to tell an unchanged answer). */
export const samePlacements = (a: Placements, b: Placements): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Placements kept as a draft on the phone (issue 32, item 12), if they still fit the task: a draft is
 * read back unchecked, and the task may have changed since.
 */
export function draftPlacements(task: DragDrop, draft: unknown): Placements | undefined {
  const placements = (draft as { placements?: unknown } | undefined)?.placements;
  if (typeof placements !== 'object' || placements === null || Array.isArray(placements)) return undefined;
  if (!Object.values(placements).every((cardId) => typeof cardId === 'string')) return undefined;
  return placementMismatch(task, placements as Placements) === undefined ? { ...(placements as Placements) } : undefined;
}
