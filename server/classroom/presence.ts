/**
 * Who is in the lesson (issue 13): a student counts as joined while they poll the current task. The
 * poll is the hottest call and only notes the time in this process's memory, per class; once a second
 * the process writes the polls it heard since to classroom_presence in one statement (issue 38,
 * shared-live-state.ts), and the live view reads those rows of every process with its own memory.
 *
 * That alone would leave a student who has just arrived missing for up to a second on the other
 * processes' live views. So a poll from a student no process has written as present lately (an
 * arrival) is answered only once it is written (flushSoon: one statement for all who arrive together);
 * a student already written within the window less ARRIVAL_MARGIN_MS is still present for every reader
 * until this poll's own flush, so their poll stays a write to memory. Each process learns what the
 * others wrote by reading the rows back after each scheduled flush. Exact with any number of processes,
 * as long as a flush takes less than the margin. With PGlite (one process) memory is the whole truth and
 * nothing is written.
 */
import { CLASSROOM_POLL_MS, PRESENCE_POLLS } from '@core/contract';
import type { Queryable } from '../db/database';
import { SharedLiveState } from './shared-live-state';

/** A student polled within this long is in the lesson. */
export const PRESENCE_WINDOW_MS = PRESENCE_POLLS * CLASSROOM_POLL_MS;
/**
 * A poll is an arrival unless the student was written as present within the window less this: the
 * time that poll's own write may take to reach the database (a second's schedule and the write itself).
 */
export const ARRIVAL_MARGIN_MS = 2000;
/** Rows older than this are deleted: no reader's window reaches them, whatever a process's clock says. */
const PRUNE_AFTER_MS = 60_000;

// Sorted, so that two processes writing the same students lock their rows in the same order (no deadlock).
const WRITE_POLLS = `
  INSERT INTO classroom_presence AS p (class_id, student_id, seen_at_ms)
  SELECT * FROM unnest($1::text[], $2::text[], $3::int8[]) AS polled (class_id, student_id, seen_at_ms) ORDER BY 1, 2
  ON CONFLICT (class_id, student_id) DO UPDATE SET seen_at_ms = excluded.seen_at_ms WHERE p.seen_at_ms < excluded.seen_at_ms`;

export class ClassroomPresence extends SharedLiveState {
  readonly #lastSeen = new Map<string, Map<string, number>>();
  /** Polls at or after this time may not be written yet. */
  #unwrittenFrom = 0;
  /** When each student was last written as present: by this process, or by any as last read back (class, then student). */
  #written = new Map<string, Map<string, number>>();

  constructor(db: Queryable | undefined, onFlushError?: (error: unknown) => void, private readonly now: () => number = Date.now) {
    super(db, onFlushError);
  }

  /** A poll of the student, for each of the classes it was about. */
  seen(classIds: readonly string[], studentId: string): void {
    const at = this.now();
    for (const classId of classIds) {
      let students = this.#lastSeen.get(classId);
      if (!students) this.#lastSeen.set(classId, (students = new Map()));
      students.set(studentId, at);
    }
  }

  /**
   * Whether a poll of the student would be heard by every process's live view in time without writing
   * it at once: always with one process; otherwise when the student is written as present lately, by
   * this process or (as last read back) another.
   */
  isPresentEverywhere(classIds: readonly string[], studentId: string): boolean {
    if (!this.db) return true;
    const since = this.now() - (PRESENCE_WINDOW_MS - ARRIVAL_MARGIN_MS);
    return classIds.every((classId) => (this.#written.get(classId)?.get(studentId) ?? 0) >= since);
  }

  /** A poll of the student: noted, and when it is an arrival, written before it is answered. */
  async heard(classIds: readonly string[], studentId: string): Promise<void> {
    const arriving = !this.isPresentEverywhere(classIds, studentId);
    this.seen(classIds, studentId);
    // A failed write keeps the poll for the next flush: the student is answered all the same.
    if (arriving) await this.flushSoon().catch(this.onFlushError);
  }

  /** The students of the class who polled any process within the last PRESENCE_POLLS poll intervals. */
  async seenSince(classId: string, windowMs = PRESENCE_WINDOW_MS): Promise<string[]> {
    const since = this.now() - windowMs;
    const rows = this.db ? await this.db.query<{ student_id: string }>('SELECT student_id FROM classroom_presence WHERE class_id = $1 AND seen_at_ms >= $2', [classId, since]) : [];
    const present = new Set(rows.map((row) => row.student_id));
    const students = this.#lastSeen.get(classId);
    for (const [studentId, at] of students ?? []) {
      if (at >= since) present.add(studentId);
      // The only process: gone, so forgotten, and the map stays the size of the lesson (else write() forgets them once written).
      else if (!this.db) students!.delete(studentId);
    }
    return [...present];
  }

  protected async write(db: Queryable): Promise<void> {
    const upTo = this.now();
    const gone = upTo - PRESENCE_WINDOW_MS;
    const classIds: string[] = [];
    const studentIds: string[] = [];
    const seenAt: number[] = [];
    for (const [classId, students] of this.#lastSeen) {
      for (const [studentId, at] of students) {
        if (at >= this.#unwrittenFrom) {
          classIds.push(classId);
          studentIds.push(studentId);
          seenAt.push(at);
        } else if (at < gone) students.delete(studentId); // written, and out of every window: memory stays the size of the lesson
      }
      if (students.size === 0) this.#lastSeen.delete(classId);
    }
    if (classIds.length > 0) {
      await db.query(WRITE_POLLS, [classIds, studentIds, seenAt]);
      for (const [i, classId] of classIds.entries()) this.#noteWritten(classId, studentIds[i]!, seenAt[i]!);
    }
    // Polls in the same millisecond as upTo but after this walk are written next time (>=).
    this.#unwrittenFrom = upTo;
  }

  /** What every process has written lately, for isPresentEverywhere. */
  protected override async refresh(db: Queryable): Promise<void> {
    const rows = await db.query<{ class_id: string; student_id: string; seen_at_ms: number }>(
      'SELECT class_id, student_id, seen_at_ms FROM classroom_presence WHERE seen_at_ms >= $1',
      [this.now() - PRESENCE_WINDOW_MS],
    );
    this.#written = new Map();
    for (const row of rows) this.#noteWritten(row.class_id, row.student_id, Number(row.seen_at_ms));
  }

  #noteWritten(classId: string, studentId: string, atMs: number): void {
    let students = this.#written.get(classId);
    if (!students) this.#written.set(classId, (students = new Map()));
    if ((students.get(studentId) ?? 0) < atMs) students.set(studentId, atMs);
  }

  protected async prune(db: Queryable): Promise<void> {
    await db.query('DELETE FROM classroom_presence WHERE seen_at_ms < $1', [this.now() - PRUNE_AFTER_MS]);
  }
}
