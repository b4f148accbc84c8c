/** Classroom tasks, quizzes, task results, report sessions and the error notebook (spec 01 §7, spec 02 §7). */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  classroomTaskQuerySchema,
  classroomTaskResultSchema,
  errorNotebookRequestSchema,
  reportSessionRequestSchema,
  submitQuizRequestSchema,
  taskAnswersQuerySchema,
} from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { nowSec } from '../auth/tokens';
import { studentClasses } from '../homework/access';
import { submitRevisions } from '../homework/error-notebook';
import { getHomework } from '../homework/homework-repository';
import { classAnswers, currentTask, quizAccuracy, saveTaskResult, submitQuiz, taskById, toTask } from '../classroom/classroom-repository';
import { loadEpisodes } from '../homework/episodes';

export function classroomRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const STUDENT = '/api/v1/chronus/student';

  routes.get(`${STUDENT}/classroom/task`, async (c) => {
    const query = readQuery(c, classroomTaskQuerySchema);
    return c.json(await currentTask(db, await studentClasses(db, c.get('userId'), query.groupId)));
  });

  // The quiz variant: a task by id (running or ended), else the current one.
  routes.get(`${STUDENT}/quiz`, async (c) => {
    const query = readQuery(c, classroomTaskQuerySchema);
    const classes = await studentClasses(db, c.get('userId'), query.groupId);
    if (!query.groupTaskId) return c.json(await currentTask(db, classes));
    return c.json(await toTask(db, await taskById(db, classes, query.groupTaskId)));
  });

  routes.post(`${STUDENT}/quiz`, async (c) => {
    const body = await readBody(c, submitQuizRequestSchema);
    const studentId = c.get('userId');
    return c.json(await submitQuiz(db, studentId, await studentClasses(db, studentId), body));
  });

  routes.post(`${STUDENT}/classroom/task/:taskId`, async (c) => {
    const body = await readBody(c, classroomTaskResultSchema);
    await saveTaskResult(db, c.get('userId'), c.req.param('taskId'), body);
    return c.json({ ok: true as const });
  });

  routes.get('/api/v1/chronus/interactive_tasks/answers', async (c) => {
    const { groupTaskId } = readQuery(c, taskAnswersQuerySchema);
    return c.json({ answers: await classAnswers(db, c.get('userId'), groupTaskId) });
  });

  routes.post(`${STUDENT}/error_notebook`, async (c) => c.json(await submitRevisions(db, c.get('userId'), await readBody(c, errorNotebookRequestSchema))));

  // The report at the end of a session: homework accuracy from the stored answers (activityId names
  // the student homework), exercise accuracy from the task's answers.
  routes.post(`${STUDENT}/report_session`, async (c) => {
    const body = await readBody(c, reportSessionRequestSchema);
    const studentId = c.get('userId');
    let subjectId: string;
    let accuracy: number;
    if (body.type === 'homework') {
      const homework = await getHomework(db, studentId, body.activityId);
      subjectId = homework.id;
      accuracy = homework.report?.accuracy ?? 0;
    } else {
      const task = await taskById(db, await studentClasses(db, studentId, body.groupId), body.groupTaskId);
      const activityCount = (await loadEpisodes(db, task.episode_ids)).reduce((n, e) => n + e.activities.length, 0);
      subjectId = task.id;
      accuracy = (await quizAccuracy(db, task.id, studentId, activityCount)).accuracy;
    }
    const id = randomUUID();
    await db.query('INSERT INTO reports (id, student_id, kind, subject_id, accuracy, body, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7)', [id, studentId, body.type, subjectId, accuracy, JSON.stringify(body), nowSec()]);
    return c.json({ id, report: { accuracy } });
  });

  return routes;
}
