/**
 * Who is in the lesson (issue 13): a student counts as joined while they poll the current task. Kept in
 * this process's memory, per class: the poll is the hottest call and must not write to the database.
 * With several server processes each knows the students polling it; the live view of one process then
 * undercounts the others' (the classroom's LISTEN/NOTIFY sharing is the next step).
 */
import { CLASSROOM_POLL_MS, PRESENCE_POLLS } from '@core/contract';

export class ClassroomPresence {
  readonly #lastSeen = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A poll of the student, for each of the classes it was about. */
  seen(classIds: readonly string[], studentId: string): void {
    const at = this.now();
    for (const classId of classIds) {
      let students = this.#lastSeen.get(classId);
      if (!students) this.#lastSeen.set(classId, (students = new Map()));
      students.set(studentId, at);
    }
  }

  /** The students of the class who polled within the last PRESENCE_POLLS poll intervals. */
  seenSince(classId: string, windowMs = PRESENCE_POLLS * CLASSROOM_POLL_MS): string[] {
    const students = this.#lastSeen.get(classId);
    if (!students) return [];
    const since = this.now() - windowMs;
    const present: string[] = [];
    for (const [studentId, at] of students) {
      if (at >= since) present.push(studentId);
      else students.delete(studentId); // gone: forget them, so the map stays the size of the lesson
    }
    return present;
  }
}
