/** Classroom tasks (spec 02): the current task of a class, quiz answers, interactive results. */
import type { z } from 'zod/mini';
import { ErrorCode, LATE_ANSWER_GRACE_SEC, type submitQuizRequestSchema } from '@core/contract';
import { TaskType } from '@core/domain';
import { kindOfTask } from '@core/registry/task-registry';
import type { CollaborativeResult } from '@plugins/tasks/collaborative/definition';
import { taskDefinitions } from '@plugins/tasks/definitions';
import type { Database, Queryable } from '../db/database';
import { HttpError, badRequest, notFound } from '../http/http-error';
import { parseWithSchemaOr400 } from '../http/validate';
import { nowSec } from '../auth/tokens';
import { judgedAnswer } from '../homework/answer-shape';
import { assertScoreReceipt, type ReceiptCheck, type SpeechProof } from '../scoring/receipt-check';
import { loadEpisodes } from '../homework/episodes';
import { assertOwnUpload } from '../files/own-upload';
import { checkGroupAnswer } from './group-answers';
import { servedOf, studentPartOf } from './served-task';

export interface TaskRow {
  id: string; class_id: string; task_type: number; unit_id: string | null; period_id: string | null; title: string;
  episode_ids: string[]; interactive_task: unknown; started_at_sec: number; ended_at_sec: number | null;
}

/** A task as the poll answers it (to students: without answer keys), with its episodes and activities, and its unit's title (the reading screen's header). */
export async function toTask(db: Queryable, row: TaskRow) {
  const [unit] = row.unit_id ? await db.query<{ title: string }>('SELECT title FROM units WHERE id = $1', [row.unit_id]) : [];
  return {
    groupTaskId: row.id,
    taskType: row.task_type,
    groupId: row.class_id,
    ...(row.unit_id ? { unitId: row.unit_id } : {}),
    ...(unit ? { unitTitle: unit.title } : {}),
    ...(row.period_id ? { periodId: row.period_id } : {}),
    title: row.title,
    episodeActivities: await loadEpisodes(db, row.episode_ids),
    ...studentPartOf(row.task_type, row.interactive_task),
    startedAtSec: row.started_at_sec,
  };
}

/** A task of one of these classes by id, running or ended. */
export async function taskById(db: Queryable, classIds: readonly string[], groupTaskId: string) {
  const [row] = await db.query<TaskRow>('SELECT * FROM group_tasks WHERE id = $1 AND class_id = ANY($2::text[])', [groupTaskId, classIds]);
  if (!row) throw notFound('classroom task');
  return row;
}

/**
 * Whether answers to an ended exercise still count (issue 31): made before its end (the app says when,
 * from its pending queue) and arriving within the grace window, so answers queued offline during the
 * lesson get through, and nothing answered later does. An answer saying nothing of when is late.
 */
export function madeInTime(endedAtSec: number, madeAtMs: number | undefined, nowSecond: number): boolean {
  return madeAtMs !== undefined && madeAtMs <= endedAtSec * 1000 && nowSecond <= endedAtSec + LATE_ANSWER_GRACE_SEC;
}

/**
 * Merges a student's quiz answers by activityId and returns their accuracy over the task's activities.
 * An ended task's answers are refused like task results (404), unless made in time (madeInTime).
 */
export async function submitQuiz(db: Database, studentId: string, classIds: readonly string[], request: z.infer<typeof submitQuizRequestSchema>, proof: SpeechProof) {
  return db.transaction(async (tx) => {
    const task = await taskById(tx, classIds, request.groupTaskId);
    if (task.ended_at_sec !== null && !madeInTime(Number(task.ended_at_sec), request.madeAtMs, nowSec())) throw new HttpError(404, ErrorCode.NOT_FOUND, '任务已结束');
    if (task.class_id !== request.groupId) throw badRequest('body.groupId: not the class of this task');
    if (!task.episode_ids.includes(request.episodeAnswer.episodeId)) throw badRequest('body.episodeAnswer.episodeId: not an episode of this task');
    const episodes = await loadEpisodes(tx, task.episode_ids);
    const activityById = new Map(episodes.flatMap((e) => e.activities.map((a) => [a.id, a] as const)));
    const activityIds = new Set(activityById.keys());
    // A resumed exercise sends its answers again: one whose score is already stored needs no new receipt.
    const storedRows = await tx.query<{ activity_id: string; answer: Record<string, unknown> }>('SELECT activity_id, answer FROM task_answers WHERE group_task_id = $1 AND student_id = $2', [task.id, studentId]);
    const storedBefore = new Map(storedRows.map((r) => [r.activity_id, r.answer]));
    const judged = request.episodeAnswer.answers.map((answer, i) => {
      const activity = activityById.get(answer.activityId);
      if (!activity) throw badRequest(`body.episodeAnswer.answers[${i}].activityId: not an activity of this task`);
      return judgedAnswer(answer, activity, `body.episodeAnswer.answers[${i}]`, proof, storedBefore.get(answer.activityId));
    });
    for (const { answer, correct } of judged) {
      await tx.query(
        `INSERT INTO task_answers (group_task_id, student_id, activity_id, episode_id, correct, answer, answered_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (group_task_id, student_id, activity_id) DO UPDATE SET correct = EXCLUDED.correct, answer = EXCLUDED.answer, answered_at_sec = EXCLUDED.answered_at_sec`,
        [task.id, studentId, answer.activityId, request.episodeAnswer.episodeId, correct, JSON.stringify(answer), nowSec()],
      );
    }
    return { groupTaskId: task.id, ...(await quizAccuracy(tx, task.id, studentId, activityIds.size)) };
  });
}

export async function quizAccuracy(db: Queryable, groupTaskId: string, studentId: string, activityCount: number) {
  const [row] = await db.query<{ answered: number; correct: number }>(
    'SELECT count(*)::int8 AS answered, count(*) FILTER (WHERE correct)::int8 AS correct FROM task_answers WHERE group_task_id = $1 AND student_id = $2',
    [groupTaskId, studentId],
  );
  const answered = row?.answered ?? 0;
  return { answeredCount: answered, accuracy: activityCount === 0 ? 0 : Math.round((100 * (row?.correct ?? 0)) / activityCount) };
}

/**
 * Stores a student's result for a running task of one of their classes (spec 02 §7). The path names
 * the group task, or an item of an optional task whose group task the body names. A task of another
 * class or a made-up id is 404, an ended task 404 too (spec 02: a task that ended is no task; issue 13),
 * saying it ended; a body that is not the kind's result 400.
 */
export async function saveTaskResult(db: Database, studentId: string, classIds: readonly string[], pathTaskId: string, body: Record<string, unknown>, receipts: ReceiptCheck) {
  return db.transaction(async (tx) => {
    const named = typeof body.groupTaskId === 'string' ? body.groupTaskId : undefined;
    const [task] = await tx.query<TaskRow>('SELECT * FROM group_tasks WHERE id = ANY($1::text[]) AND class_id = ANY($2::text[]) ORDER BY (id = $3) DESC LIMIT 1', [
      [pathTaskId, ...(named ? [named] : [])],
      classIds,
      pathTaskId,
    ]);
    if (!task) throw notFound('classroom task');
    if (task.ended_at_sec !== null) throw new HttpError(404, ErrorCode.NOT_FOUND, '任务已结束');
    const served = servedOf(task.task_type, task.interactive_task);
    const definition = kindOfTask(taskDefinitions, served);
    if (!definition) throw badRequest('this task takes no results here (an exercise\'s answers go to POST /api/v1/chronus/student/quiz)');
    const model = definition.parse(served);
    const optionalTaskId = task.id === pathTaskId ? null : pathTaskId;
    if (optionalTaskId !== null && !(definition.itemIds?.(model) ?? []).includes(optionalTaskId)) throw notFound('classroom task');
    const result = parseWithSchemaOr400(definition.resultSchema, body);
    const mismatch = definition.checkResult?.(model, result);
    if (mismatch !== undefined) throw badRequest(mismatch);
    // A collaborative answer: the student's group, assignment, role and recording (issue 31).
    if (definition.kind === 'collaborative') await checkGroupAnswer(tx, task.id, studentId, result as CollaborativeResult);
    for (const file of definition.files?.(model, result) ?? []) {
      await assertOwnUpload(tx, studentId, file.url, file.bucket, `body.${file.path}`);
    }
    // A recording's score is believed only with the scoring socket's receipt (issue 31).
    const spoken = definition.claimedSpeechScore?.(model, result);
    if (spoken) assertScoreReceipt(receipts, spoken.receipt, { scorerType: 1, text: spoken.text, claim: { score: spoken.score } }, spoken.path);
    const stored = definition.withoutReceipt?.(result) ?? result;
    await tx.query('INSERT INTO task_results (group_task_id, optional_task_id, student_id, body, submitted_at_sec) VALUES ($1, $2, $3, $4, $5)', [
      task.id,
      optionalTaskId,
      studentId,
      JSON.stringify(stored),
      nowSec(),
    ]);
  });
}

/**
 * The student's own latest result for a task of one of their classes, running or ended (null for none):
 * for the group task (any item of an optional task), or for one item of it. Once the task has ended, a
 * kind with right answers (drag-drop, also as an optional task's item) adds its grade: the student sees
 * then which answers were right, and the right cards (the served task has no answer key).
 * Another class's task or a made-up id is 404.
 */
export async function ownTaskResult(db: Queryable, studentId: string, classIds: readonly string[], pathTaskId: string, groupTaskId: string | undefined) {
  const taskId = groupTaskId ?? pathTaskId;
  const [task] = await db.query<TaskRow>('SELECT * FROM group_tasks WHERE id = $1 AND class_id = ANY($2::text[])', [taskId, classIds]);
  if (!task) throw notFound('classroom task');
  const item = taskId === pathTaskId ? null : pathTaskId;
  const [row] = await db.query<{ body: Record<string, unknown> }>(
    `SELECT body FROM task_results WHERE group_task_id = $1 AND student_id = $2 AND ($3::text IS NULL OR optional_task_id = $3)
      ORDER BY submitted_at_sec DESC, id DESC LIMIT 1`,
    [taskId, studentId, item],
  );
  const result = row?.body ?? null;
  const submitted = await handedIn(db, task, studentId, result);
  if (!result || task.ended_at_sec === null) return { result, submitted };
  const served = servedOf(task.task_type, task.interactive_task);
  const definition = kindOfTask(taskDefinitions, served);
  const parsed = definition?.resultSchema.safeParse(result);
  if (!definition || !parsed?.success) return { result, submitted };
  const model = definition.parse(served);
  const grade = item === null ? definition.grade?.(model, parsed.data) : definition.gradeItem?.(model, parsed.data, item);
  return grade === undefined ? { result, submitted } : { result, submitted, grade };
}

/** The task of one of the student's classes the answers call names, with its kind; 404 for a task of another class. */
export async function answersTask(db: Queryable, classIds: readonly string[], groupTaskId: string) {
  const [task] = await db.query<{ class_id: string; task_type: number }>('SELECT class_id, task_type FROM group_tasks WHERE id = $1 AND class_id = ANY($2::text[])', [groupTaskId, classIds]);
  if (!task) throw notFound('classroom task');
  return task;
}

/**
 * Whether the student has handed the task in, for /exercise's 已提交 (issue 32): an exercise once every
 * question is answered, another kind once its latest result counts as handed in (a resource pack only
 * opened does not), as the teacher's live view counts it.
 */
async function handedIn(db: Queryable, task: TaskRow, studentId: string, result: Record<string, unknown> | null): Promise<boolean> {
  if (task.task_type === TaskType.EXERCISE) {
    const activityCount = (await loadEpisodes(db, task.episode_ids)).reduce((sum, episode) => sum + episode.activities.length, 0);
    return activityCount > 0 && (await quizAccuracy(db, task.id, studentId, activityCount)).answeredCount >= activityCount;
  }
  if (!result) return false;
  const definition = kindOfTask(taskDefinitions, servedOf(task.task_type, task.interactive_task));
  return !definition?.isSubmitted || definition.isSubmitted(result);
}

/**
 * The latest result of each of these students (members of the task's class) for the task. Whose the
 * caller decides: a student sees a classmate's answers only in their group of a collaborative task
 * (issue 31); otherwise only their own.
 */
export async function latestAnswersOf(db: Queryable, task: { class_id: string }, groupTaskId: string, studentIds: readonly string[]) {
  return db.query<{ studentId: string; nickName: string; body: unknown; submittedAtSec: number }>(
    `SELECT DISTINCT ON (r.student_id) r.student_id AS "studentId", u.nick_name AS "nickName", r.body, r.submitted_at_sec AS "submittedAtSec"
       FROM task_results r JOIN users u ON u.id = r.student_id
      WHERE r.group_task_id = $1 AND r.student_id = ANY($3::text[]) AND r.student_id IN (SELECT user_id FROM class_members WHERE class_id = $2)
      ORDER BY r.student_id, r.submitted_at_sec DESC, r.id DESC`,
    [groupTaskId, task.class_id, studentIds],
  );
}
