/** A teacher's view of what a class did with a homework (issue 37; server/homework/teacher-homework-contract.ts). */
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/context';
import { readQuery } from '../http/validate';
import { TeacherHomeworkPaths } from '../homework/teacher-homework-contract';
import { ResultsMemo } from '../homework/teacher-results-memo';
import { sendTaggedJson, taggedJson, type TaggedJson } from '../http/etag-json';
import { homeworkResults, studentAnswersOf } from '../homework/teacher-results';
import { attachmentHeader, exportQuerySchema, exportResults } from '../homework/teacher-results-export';
import { classGlance } from '../homework/teacher-results-glance';

/** The contract's paths as route patterns (its functions encode their ids: ':homeworkId' would be %3AhomeworkId). */
const HOMEWORK = `${TeacherHomeworkPaths.homeworks}/:homeworkId` as const;
const CLASS_GLANCE = '/api/v1/chronus/teacher/classes/:classId/glance';


export function teacherResultsRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const memo = new ResultsMemo<TaggedJson>();

  // Polled while students submit: 304 while nothing changed.
  routes.get(`${HOMEWORK}/results`, async (c) => sendTaggedJson(c, await homeworkResults(db, c.get('userId'), c.req.param('homeworkId'), memo)));

  routes.get(`${HOMEWORK}/students/:studentId`, async (c) =>
    c.json(await studentAnswersOf(db, c.get('userId'), c.req.param('homeworkId'), c.req.param('studentId'))));

  routes.get(`${HOMEWORK}/export`, async (c) => {
    const { format } = readQuery(c, exportQuerySchema);
    const file = await exportResults(db, c.get('userId'), c.req.param('homeworkId'), format);
    return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': attachmentHeader(file.fileName), 'Cache-Control': 'no-store' });
  });

  routes.get(CLASS_GLANCE, async (c) => sendTaggedJson(c, taggedJson(await classGlance(db, c.get('userId'), c.req.param('classId')))));

  return routes;
}
