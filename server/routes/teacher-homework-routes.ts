/** The teacher's homework calls (issue 37, server/homework/teacher-homework-contract.ts): assign, list, due time, withdraw. */
import { Hono } from 'hono';
import { z } from '@core/content/zod';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { ASSIGN_HOMEWORK_MAX_BYTES, TeacherHomeworkPaths, assignHomeworkSchema, changeDueSchema } from '../homework/teacher-homework-contract';
import { assignHomework, changeDue, classHomeworks, withdrawHomework } from '../homework/teacher-homework';

const classQuerySchema = z.object({ classId: z.string().check(z.minLength(1), z.maxLength(100)) });
const HOMEWORK = `${TeacherHomeworkPaths.homeworks}/:id` as const;

export function teacherHomeworkRoutes({ db, homeworkLists }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // An Idempotency-Key makes a retry answer the same homeworks (http/idempotency.ts covers /teacher/*).
  routes.post(TeacherHomeworkPaths.homeworks, async (c) => {
    const body = await readBody(c, assignHomeworkSchema, { maxBytes: ASSIGN_HOMEWORK_MAX_BYTES });
    return c.json({ homeworks: await assignHomework(db, c.get('userId'), body) }, 201);
  });

  routes.get(TeacherHomeworkPaths.homeworks, async (c) => {
    const { classId } = readQuery(c, classQuerySchema);
    return c.json({ homeworks: await classHomeworks(db, c.get('userId'), classId) });
  });

  routes.put(HOMEWORK, async (c) => {
    const { dueAtSec } = await readBody(c, changeDueSchema);
    return c.json({ homework: await changeDue(db, c.get('userId'), c.req.param('id'), dueAtSec) });
  });

  routes.delete(HOMEWORK, async (c) => {
    const id = c.req.param('id');
    await withdrawHomework(db, c.get('userId'), id);
    // The UPDATE's NOTIFY drops every list in every process a moment later; this process's at once.
    homeworkLists.invalidateAll();
    return c.json({ ok: true, id });
  });

  return routes;
}
