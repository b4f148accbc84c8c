/**
 * Groupmates' live progress (spec 02 §7 realtime; issue 15): what each member is doing now (viewing,
 * answering, recording, submitted), forgotten after a minute without news. Each process keeps what was
 * posted to it in memory and writes it to group_realtime before answering the post, in one statement
 * with any others posted meanwhile (issue 38, shared-live-state.ts); a groupmate's read takes the rows
 * of every process with this one's memory, the latest status of each member winning, so members
 * posting to different processes see each other at once. Only a running task has progress (issue 32):
 * once the database says it ended, none is answered, and each process drops its memory of it (by the
 * end call here, on the others when they hear the class's tasks changed). With PGlite (one process)
 * memory is the whole truth and nothing is written.
 */
import type { Queryable } from '../db/database';
import { SharedLiveState } from './shared-live-state';

const FORGET_AFTER_MS = 60_000;

export interface RealtimeEntry { studentId: string; status: string; updatedAtSec: number }

interface Progress { status: string; atMs: number }

// Sorted, so that two processes writing the same members lock their rows in the same order (no deadlock).
const WRITE_PROGRESS = `
  INSERT INTO group_realtime AS r (group_task_id, student_id, status, updated_at_ms)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int8[]) AS posted (group_task_id, student_id, status, updated_at_ms) ORDER BY 1, 2
  ON CONFLICT (group_task_id, student_id) DO UPDATE SET status = excluded.status, updated_at_ms = excluded.updated_at_ms
  WHERE r.updated_at_ms <= excluded.updated_at_ms`;

// The task's end, and the members' progress any process wrote (none when the task is unknown).
const READ_PROGRESS = `
  SELECT t.ended_at_sec, r.student_id, r.status, r.updated_at_ms
    FROM group_tasks t LEFT JOIN group_realtime r ON r.group_task_id = t.id AND r.student_id = ANY($2::text[]) AND r.updated_at_ms > $3
   WHERE t.id = $1`;

export class GroupRealtime extends SharedLiveState {
  readonly #byTask = new Map<string, { classId: string; students: Map<string, Progress> }>();
  /** Posted here and not written yet, by task and student. */
  #unwritten = new Map<string, Map<string, Progress>>();

  /**
   * A member's new status, written before it is answered (one statement for all posted together), so a
   * groupmate asking any process next sees it. A post is a change of what the member does (a few per
   * task), not a poll; should the write fail, the status is kept for the next flush and answered all the same.
   */
  async post(groupTaskId: string, classId: string, studentId: string, status: string): Promise<void> {
    this.record(groupTaskId, classId, studentId, status);
    await this.flushSoon().catch(this.onFlushError);
  }

  record(groupTaskId: string, classId: string, studentId: string, status: string, nowMs = Date.now()): void {
    let task = this.#byTask.get(groupTaskId);
    if (!task) this.#byTask.set(groupTaskId, (task = { classId, students: new Map() }));
    const progress = { status, atMs: nowMs };
    task.students.set(studentId, progress);
    if (!this.db) return;
    let unwritten = this.#unwritten.get(groupTaskId);
    if (!unwritten) this.#unwritten.set(groupTaskId, (unwritten = new Map()));
    unwritten.set(studentId, progress);
  }

  /** The recent progress of these students in the task, posted to any process; none once the task has ended. */
  async of(groupTaskId: string, studentIds: readonly string[], nowMs = Date.now()): Promise<RealtimeEntry[]> {
    const latest = new Map<string, Progress>();
    if (this.db) {
      const rows = await this.db.query<{ ended_at_sec: number | null; student_id: string | null; status: string; updated_at_ms: number }>(READ_PROGRESS, [groupTaskId, studentIds, nowMs - FORGET_AFTER_MS]);
      if (rows.length === 0 || rows[0]!.ended_at_sec !== null) return [];
      for (const row of rows) if (row.student_id !== null) latest.set(row.student_id, { status: row.status, atMs: Number(row.updated_at_ms) });
    }
    const here = this.#byTask.get(groupTaskId)?.students;
    return studentIds.flatMap((studentId) => {
      const written = latest.get(studentId);
      const heard = here?.get(studentId);
      const entry = heard && nowMs - heard.atMs < FORGET_AFTER_MS && (!written || heard.atMs >= written.atMs) ? heard : written;
      return entry ? [{ studentId, status: entry.status, updatedAtSec: Math.floor(entry.atMs / 1000) }] : [];
    });
  }

  /** Drops an ended task's progress. */
  forget(groupTaskId: string): void {
    this.#byTask.delete(groupTaskId);
    this.#unwritten.delete(groupTaskId);
  }

  /** Drops the progress of the class's tasks ('*': every class's): one of them may have ended. */
  forgetClass(classId: string): void {
    for (const [groupTaskId, task] of this.#byTask) if (classId === '*' || task.classId === classId) this.forget(groupTaskId);
  }

  protected async write(db: Queryable): Promise<void> {
    this.#forgetOld(Date.now());
    const unwritten = this.#unwritten;
    if (unwritten.size === 0) return;
    this.#unwritten = new Map();
    const columns: [string[], string[], string[], number[]] = [[], [], [], []];
    for (const [groupTaskId, students] of unwritten) {
      for (const [studentId, { status, atMs }] of students) {
        columns[0].push(groupTaskId);
        columns[1].push(studentId);
        columns[2].push(status);
        columns[3].push(atMs);
      }
    }
    try {
      await db.query(WRITE_PROGRESS, columns);
    } catch (error) {
      // Kept for the next flush, unless posted again meanwhile (the newer one is kept then).
      for (const [groupTaskId, students] of unwritten) {
        if (!this.#byTask.has(groupTaskId)) continue; // forgotten meanwhile: the task ended
        for (const [studentId, progress] of students) this.#keepUnwritten(groupTaskId, studentId, progress);
      }
      throw error;
    }
  }

  protected async prune(db: Queryable): Promise<void> {
    await db.query('DELETE FROM group_realtime WHERE updated_at_ms < $1', [Date.now() - FORGET_AFTER_MS]);
  }

  #keepUnwritten(groupTaskId: string, studentId: string, progress: Progress): void {
    let students = this.#unwritten.get(groupTaskId);
    if (!students) this.#unwritten.set(groupTaskId, (students = new Map()));
    if (!students.has(studentId)) students.set(studentId, progress);
  }

  /** Memory stays the size of the lessons: progress past its minute goes (written long since). */
  #forgetOld(nowMs: number): void {
    for (const [groupTaskId, task] of this.#byTask) {
      for (const [studentId, { atMs }] of task.students) if (nowMs - atMs >= FORGET_AFTER_MS) task.students.delete(studentId);
      if (task.students.size === 0) this.#byTask.delete(groupTaskId);
    }
  }
}
