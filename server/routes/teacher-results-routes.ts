/** A teacher's view of what a class did with a homework (issue 37; server/homework/teacher-homework-contract.ts). */
import { Hono } from 'hono';
import { z } from '@core/content/zod';
import type { AppEnv, ServerDeps } from '../http/context';
import { readQuery } from '../http/validate';
import { TeacherHomeworkPaths } from '../homework/teacher-homework-contract';
import { homeworkResults, studentAnswersOf } from '../homework/teacher-results';
import { EXPORT_FORMATS, attachmentHeader, exportResults } from '../homework/teacher-results-export';
import { classGlance } from '../homework/teacher-results-glance';
import { jsonWithEtag } from './teacher-routes';

/** The contract's path as a route pattern (the paths encode their ids: ':homeworkId' would be %3AhomeworkId). */
const pattern = (path: string) => decodeURIComponent(path);

const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS) });

export function teacherResultsRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Polled while students submit: 304 while nothing changed.
  routes.get(pattern(TeacherHomeworkPaths.results(':homeworkId')), async (c) => jsonWithEtag(c, await homeworkResults(db, c.get('userId'), c.req.param('homeworkId'))));

  routes.get(pattern(TeacherHomeworkPaths.studentAnswers(':homeworkId', ':studentId')), async (c) =>
    c.json(await studentAnswersOf(db, c.get('userId'), c.req.param('homeworkId'), c.req.param('studentId'))));

  routes.get(pattern(TeacherHomeworkPaths.export(':homeworkId')), async (c) => {
    const { format } = readQuery(c, exportQuerySchema);
    const file = await exportResults(db, c.get('userId'), c.req.param('homeworkId'), format);
    return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': attachmentHeader(file.fileName), 'Cache-Control': 'no-store' });
  });

  routes.get(pattern(TeacherHomeworkPaths.classGlance(':classId')), async (c) => jsonWithEtag(c, await classGlance(db, c.get('userId'), c.req.param('classId'))));

  return routes;
}
