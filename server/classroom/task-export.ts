/**
 * A classroom task's results as a file (issue 37), like a homework's (teacher-results-export.ts): one row
 * per student × item. An exercise's items are its activities, each answer as the homework export gives it;
 * another kind's rows are its latest result in words, by the kind's `describe` facet (a vote's options, a
 * drag-drop's places). A student with no answer gets the rows with empty cells.
 */
import { TaskType } from '@core/domain';
import type { DescribedAnswer } from '@core/registry/task-plugin';
import { kindOfTask } from '@core/registry/task-registry';
import { taskDefinitions } from '@plugins/tasks/definitions';
import type { Queryable } from '../db/database';
import { resultsFile, type ExportFile, type ExportFormat, type ExportRow } from '../homework/teacher-results-export';
import { givenAnswerText, isSpokenType, resultItem, type ActivityRow } from '../homework/teacher-results-items';
import { GIVEN_ANSWER, SPOKEN_SCORE } from '../homework/teacher-results-sql';
import { servedOf } from './served-task';
import { teachersTask } from './teacher-repository';
import type { TaskRow } from './classroom-repository';
import { rosterOf } from '../users/class-rosters';

const SPOKEN_ANSWER = '（录音）';
const HANDED_IN = '已提交';
const rightText = (right: boolean | undefined) => (right === undefined ? '' : right ? '对' : '错');
const roundedScore = (score: number | null | undefined) => (score === null || score === undefined ? null : Math.round(Number(score)));

export async function exportTaskResults(db: Queryable, teacherId: string, groupTaskId: string, format: ExportFormat): Promise<ExportFile> {
  const task = await teachersTask(db, teacherId, groupTaskId);
  const [klass] = await db.query<{ name: string }>('SELECT grade_level_str || name AS name FROM classes WHERE id = $1', [task.class_id]);
  const className = klass?.name ?? '';
  const students = await rosterOf(db, task.class_id);
  const rowsOf = task.task_type === TaskType.EXERCISE ? await exerciseRows(db, task) : await describedRows(db, task);
  const rows = students.flatMap((student) => rowsOf(student.id).map((row): ExportRow => [className, student.name, ...row]));
  return resultsFile(`${className}-${task.title}`, rows, format, '课堂任务结果');
}

/** A student's rows without the class and name: item, answer, right, score. */
type StudentRows = (studentId: string) => [string, string, string, number | null][];

/** An exercise: every activity of its episodes in order, each student's answer to it. */
async function exerciseRows(db: Queryable, task: TaskRow): Promise<StudentRows> {
  const activities = await db.query<ActivityRow>(
    `SELECT a.id, a.episode_id, a.type, a.content->'content'->'comprehension' AS comprehension
       FROM jsonb_array_elements_text((SELECT episode_ids FROM group_tasks WHERE id = $1)) WITH ORDINALITY e(episode_id, position)
       JOIN activities a ON a.episode_id = e.episode_id
      ORDER BY e.position, a.position`,
    [task.id],
  );
  const items = activities.map(resultItem);
  const cells = await db.query<{ student_id: string; activity_id: string; correct: boolean; given: string[] | null; score: number | null }>(
    `SELECT a.student_id, a.activity_id, a.correct, ${GIVEN_ANSWER} AS given, ${SPOKEN_SCORE} AS score FROM task_answers a WHERE a.group_task_id = $1`,
    [task.id],
  );
  const cellOf = new Map(cells.map((cell) => [`${cell.student_id}\n${cell.activity_id}`, cell]));
  return (studentId) => items.map((item, index) => {
    const cell = cellOf.get(`${studentId}\n${item.activityId}`);
    const answer = !cell ? '' : isSpokenType(item.type) ? SPOKEN_ANSWER : givenAnswerText(item, cell.given ?? []);
    return [`${index + 1}. ${item.label}`, answer, cell ? rightText(cell.correct) : '', roundedScore(cell?.score)];
  });
}

/** Another kind: each student's latest result as the kind describes it (已提交 when it does not). */
async function describedRows(db: Queryable, task: TaskRow): Promise<StudentRows> {
  const served = servedOf(task.task_type, task.interactive_task);
  const definition = kindOfTask(taskDefinitions, served);
  const latest = await db.query<{ student_id: string; body: unknown }>(
    'SELECT DISTINCT ON (student_id) student_id, body FROM task_results WHERE group_task_id = $1 ORDER BY student_id, submitted_at_sec DESC, id DESC',
    [task.id],
  );
  const parsedTask = definition?.parse(served);
  const described = new Map(latest.map((row): [string, DescribedAnswer[]] => {
    const result = definition?.resultSchema.safeParse(row.body);
    const rows = result?.success && definition?.describe ? definition.describe(parsedTask, result.data) : undefined;
    return [row.student_id, rows && rows.length > 0 ? rows : [{ item: task.title, answer: HANDED_IN }]];
  }));
  return (studentId) => (described.get(studentId) ?? [{ item: task.title, answer: '' }]).map((row) => [row.item, row.answer, rightText(row.right), roundedScore(row.score)]);
}
