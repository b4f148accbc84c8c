/** The exercise editor's pure half: the units under their packs, and the picked episodes' order. */
import type { TeacherUnit } from '@app/client/task-library-calls';

export interface UnitGroup { packId: string | undefined; title: string | undefined; units: TeacherUnit[] }

/** Units grouped by the pack they came from, in the order listed; the server's own (no pack) first, untitled. */
export function groupUnitsByPack(units: readonly TeacherUnit[]): UnitGroup[] {
  const groups = new Map<string | undefined, UnitGroup>([[undefined, { packId: undefined, title: undefined, units: [] }]]);
  for (const unit of units) {
    const key = unit.pack?.id;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { packId: key, title: unit.pack?.title, units: [] }));
    group.units.push(unit);
  }
  return [...groups.values()].filter((group) => group.units.length > 0);
}

/** `ids` with the one at `index` moved by `by` places (kept inside the list). */
export function moved(ids: readonly string[], index: number, by: number): string[] {
  const target = Math.min(Math.max(index + by, 0), ids.length - 1);
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}
