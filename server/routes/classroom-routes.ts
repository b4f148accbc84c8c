/** Classroom tasks, quizzes, task results, report sessions and the error notebook (spec 01 §7, spec 02 §7). */
import { Hono, type Context } from 'hono';
import {
  CLASSROOM_POLL_MS,
  classroomTaskQuerySchema,
  classroomTaskResultSchema,
  errorNotebookRequestSchema,
  ownTaskResultQuerySchema,
  reportSessionRequestSchema,
  submitQuizRequestSchema,
  taskAnswersQuerySchema,
  TASK_RESULT_MAX_BYTES,
} from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { classesToUse } from '../homework/access';
import { submitRevisions } from '../homework/error-notebook';
import { receiptCheckFor } from '../scoring/receipt-check';
import { answersTask, latestAnswersOf, ownTaskResult, saveTaskResult, submitQuiz, taskById, toTask } from '../classroom/classroom-repository';
import type { RunningTask } from '../classroom/running-tasks';
import { acceptsGzip } from '../http/accept-encoding';
import { groupOf } from '@plugins/tasks/collaborative/definition';
import { TaskType } from '@core/domain';
import { groupsOf } from '../classroom/groups';
import { notFound } from '../http/http-error';
import { createReportSession } from '../reports/report-session';

/**
 * The poll's answer from memory (issue 13): the task as made once, with its ETag (304 when the phone has
 * it already) and the poll interval as a Retry-After hint; 404 when no task runs (spec 02 §4).
 */
function runningTaskAnswer(c: Context<AppEnv>, task: RunningTask | null) {
  c.header('Retry-After', String(CLASSROOM_POLL_MS / 1000));
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'accept-encoding');
  if (!task) throw notFound('classroom task');
  c.header('ETag', task.etag);
  if (c.req.header('If-None-Match') === task.etag) return c.body(null, 304);
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(task.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  return c.body(task.gzipped, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Encoding': 'gzip' });
}

export function classroomRoutes({ db, presence, runningTasks, memberships, groupRealtime, scoreReceiptKey }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // The student's classes from memory (kept by NOTIFY): the poll of a class of 45 every 2 s, and a class voting at once.
  const classesOf = async (studentId: string, groupId?: string) => classesToUse(await memberships.classesOf(studentId), groupId);
  const STUDENT = '/api/v1/chronus/student';

  routes.get(`${STUDENT}/classroom/task`, async (c) => {
    const query = readQuery(c, classroomTaskQuerySchema);
    const classes = await classesOf(c.get('userId'), query.groupId);
    // Polling is being in the lesson: the teacher's live view counts the student as joined.
    await presence.heard(classes, c.get('userId'));
    return runningTaskAnswer(c, await runningTasks.current(classes));
  });

  // The quiz variant: a task by id (running or ended), else the current one.
  routes.get(`${STUDENT}/quiz`, async (c) => {
    const query = readQuery(c, classroomTaskQuerySchema);
    const classes = await classesOf(c.get('userId'), query.groupId);
    await presence.heard(classes, c.get('userId'));
    if (!query.groupTaskId) return runningTaskAnswer(c, await runningTasks.current(classes));
    return c.json(await toTask(db, await taskById(db, classes, query.groupTaskId)));
  });

  routes.post(`${STUDENT}/quiz`, async (c) => {
    const body = await readBody(c, submitQuizRequestSchema);
    const studentId = c.get('userId');
    return c.json(await submitQuiz(db, studentId, await classesOf(studentId), body, await receiptCheckFor(scoreReceiptKey, studentId)));
  });

  routes.post(`${STUDENT}/classroom/task/:taskId`, async (c) => {
    const body = await readBody(c, classroomTaskResultSchema, { maxBytes: TASK_RESULT_MAX_BYTES });
    const studentId = c.get('userId');
    await saveTaskResult(db, studentId, await classesOf(studentId), c.req.param('taskId'), body, await receiptCheckFor(scoreReceiptKey, studentId));
    return c.json({ ok: true as const });
  });

  routes.get(`${STUDENT}/classroom/task/:taskId/result`, async (c) => {
    const { groupTaskId } = readQuery(c, ownTaskResultQuerySchema);
    const studentId = c.get('userId');
    return c.json(await ownTaskResult(db, studentId, await classesOf(studentId), c.req.param('taskId'), groupTaskId));
  });

  routes.get('/api/v1/chronus/interactive_tasks/answers', async (c) => {
    const { groupTaskId } = readQuery(c, taskAnswersQuerySchema);
    const studentId = c.get('userId');
    const task = await answersTask(db, await classesOf(studentId), groupTaskId);
    // Any other kind: the student's own answer alone; a classmate's vote, placements or report is theirs (issue 31).
    if (task.task_type !== TaskType.COLLABORATIVE_LEARNING) return c.json({ answers: await latestAnswersOf(db, task, groupTaskId, [studentId]) });
    // A collaborative task: the student's group's answers only, with the members' live progress (issue 15).
    const group = groupOf(await groupsOf(db, groupTaskId), studentId);
    const members = group ? Object.keys(group.students) : [studentId];
    return c.json({ answers: await latestAnswersOf(db, task, groupTaskId, members), realtime: await groupRealtime.of(groupTaskId, members) });
  });

  routes.post(`${STUDENT}/error_notebook`, async (c) => c.json(await submitRevisions(db, c.get('userId'), await readBody(c, errorNotebookRequestSchema), await receiptCheckFor(scoreReceiptKey, c.get('userId')))));

  routes.post(`${STUDENT}/report_session`, async (c) => c.json(await createReportSession(db, c.get('userId'), await readBody(c, reportSessionRequestSchema))));

  return routes;
}
