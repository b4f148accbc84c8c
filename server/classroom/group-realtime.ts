/**
 * Groupmates' live progress (spec 02 §7 realtime; issue 15): what each member is doing now (viewing,
 * answering, recording, submitted), kept in this process's memory like presence, and forgotten after a
 * minute without news. With several processes each knows the members that posted to it. A task's
 * progress is dropped when it ends (issue 32): by the end call on this process, and on the others when
 * they hear that the class's tasks changed.
 */
const FORGET_AFTER_MS = 60_000;

export interface RealtimeEntry { studentId: string; status: string; updatedAtSec: number }

export class GroupRealtime {
  readonly #byTask = new Map<string, { classId: string; students: Map<string, { status: string; atMs: number }> }>();

  record(groupTaskId: string, classId: string, studentId: string, status: string, nowMs = Date.now()): void {
    let task = this.#byTask.get(groupTaskId);
    if (!task) this.#byTask.set(groupTaskId, (task = { classId, students: new Map() }));
    task.students.set(studentId, { status, atMs: nowMs });
  }

  /** The recent progress of these students in the task. */
  of(groupTaskId: string, studentIds: readonly string[], nowMs = Date.now()): RealtimeEntry[] {
    const task = this.#byTask.get(groupTaskId);
    if (!task) return [];
    return studentIds.flatMap((studentId) => {
      const entry = task.students.get(studentId);
      return entry && nowMs - entry.atMs < FORGET_AFTER_MS ? [{ studentId, status: entry.status, updatedAtSec: Math.floor(entry.atMs / 1000) }] : [];
    });
  }

  /** Drops an ended task's progress. */
  forget(groupTaskId: string): void {
    this.#byTask.delete(groupTaskId);
  }

  /** Drops the progress of the class's tasks ('*': every class's): one of them may have ended. */
  forgetClass(classId: string): void {
    for (const [groupTaskId, task] of this.#byTask) if (classId === '*' || task.classId === classId) this.#byTask.delete(groupTaskId);
  }
}
