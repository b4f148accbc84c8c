/**
 * A homework's results made once per version (issue 37): twenty teachers polling the same results, or
 * opening them at once, share one computation until something they show changes. The version is read
 * on every request (one cheap query, with the teacher's right to the class), so a submission shows on
 * the next poll from any process. What is kept is the answer's text and its ETag.
 */
import type { Queryable } from '../db/database';

/**
 * What the results depend on, as row versions (xmin) of: the homework row (due time, withdrawal), its
 * students' homework rows (every submission rewrites its row in the answers' transaction:
 * homework-repository.ts submitHomework), and the class's members (a student joining or leaving).
 */
export async function resultsVersion(db: Queryable, teacherId: string, homeworkId: string): Promise<{ classId: string; teaches: boolean; version: string } | undefined> {
  const [row] = await db.query<{ classId: string; teaches: boolean; version: string }>(
    `SELECT gh.class_id AS "classId", EXISTS (SELECT 1 FROM class_members t WHERE t.class_id = gh.class_id AND t.user_id = $2) AS teaches, concat_ws(':', gh.xmin::text,
              (SELECT count(*)::text || '/' || coalesce(sum(sh.xmin::text::int8), 0)::text FROM student_homeworks sh WHERE sh.group_homework_id = gh.id),
              (SELECT count(*)::text || '/' || coalesce(sum(m.xmin::text::int8), 0)::text FROM class_members m WHERE m.class_id = gh.class_id)) AS version
       FROM group_homeworks gh WHERE gh.id = $1`,
    [homeworkId, teacherId],
  );
  return row;
}

/** An answer as sent: its JSON text and the ETag of that text. */
/** The last version's answer per homework, kept for a bounded number of homeworks (the oldest dropped first). */
export class ResultsMemo<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();
  constructor(private readonly maxHomeworks = 500) {}

  get(homeworkId: string, version: string, make: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(homeworkId);
    if (kept?.version === version) return kept.value;
    const value = make();
    this.entries.delete(homeworkId);
    this.entries.set(homeworkId, { version, value });
    if (this.entries.size > this.maxHomeworks) this.entries.delete(this.entries.keys().next().value!);
    // A failure is not kept: the next request tries again.
    value.catch(() => this.entries.get(homeworkId)?.value === value && this.entries.delete(homeworkId));
    return value;
  }
}
