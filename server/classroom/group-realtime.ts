/**
 * Groupmates' live progress (spec 02 §7 realtime; issue 15): what each member is doing now (viewing,
 * answering, recording, submitted), kept in this process's memory like presence, and forgotten after a
 * minute without news. With several processes each knows the members that posted to it.
 */
const FORGET_AFTER_MS = 60_000;

export interface RealtimeEntry { studentId: string; status: string; updatedAtSec: number }

export class GroupRealtime {
  readonly #byTask = new Map<string, Map<string, { status: string; atMs: number }>>();

  record(groupTaskId: string, studentId: string, status: string, nowMs = Date.now()): void {
    let task = this.#byTask.get(groupTaskId);
    if (!task) this.#byTask.set(groupTaskId, (task = new Map()));
    task.set(studentId, { status, atMs: nowMs });
  }

  /** The recent progress of these students in the task. */
  of(groupTaskId: string, studentIds: readonly string[], nowMs = Date.now()): RealtimeEntry[] {
    const task = this.#byTask.get(groupTaskId);
    if (!task) return [];
    return studentIds.flatMap((studentId) => {
      const entry = task.get(studentId);
      return entry && nowMs - entry.atMs < FORGET_AFTER_MS ? [{ studentId, status: entry.status, updatedAtSec: Math.floor(entry.atMs / 1000) }] : [];
    });
  }
}
