/** Student homework calls (spec 01 §7). */
import { Hono } from 'hono';
import { HOMEWORK_DRAFT_MAX_BYTES, homeworkDraftSchema, homeworkListQuerySchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { submitHomeworkRequestSchema } from '../homework/after-class-kinds';
import { assertOwnTaskResultFiles, getHomework, submitHomework } from '../homework/homework-repository';
import { classesToUse } from '../homework/access';
import { getDraft, saveDraft } from '../homework/drafts';
import { receiptCheckFor } from '../scoring/receipt-check';

const BASE = '/api/v1/chronus/student/homework';

export function homeworkRoutes({ db, memberships, homeworkLists, scoreReceiptKey }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(BASE, async (c) => {
    const query = readQuery(c, homeworkListQuerySchema);
    const studentId = c.get('userId');
    // A class the student is not in is refused (403) by the same check every class-scoped call uses.
    classesToUse(await memberships.classesOf(studentId), query.groupId);
    // Made once per page and change, in memory (homework/homework-lists.ts).
    return c.body(await homeworkLists.page(studentId, query), 200, { 'Content-Type': 'application/json' });
  });

  routes.get(`${BASE}/:id`, async (c) => c.json({ homework: await getHomework(db, c.get('userId'), c.req.param('id')) }));

  // Drafts (issue 19, item 8): the answers given so far, kept beside the device's own copy.
  routes.get(`${BASE}/:id/draft`, async (c) => c.json({ draft: await getDraft(db, c.get('userId'), c.req.param('id')) }));
  routes.put(`${BASE}/:id/draft`, async (c) => {
    const draft = await readBody(c, homeworkDraftSchema, { maxBytes: HOMEWORK_DRAFT_MAX_BYTES });
    return c.json(await saveDraft(db, c.get('userId'), c.req.param('id'), draft));
  });

  // A half-done revision's draft (issue 32, item 12): the wrong answers fixed so far.
  routes.get(`${BASE}/:id/revision-draft`, async (c) => c.json({ draft: await getDraft(db, c.get('userId'), c.req.param('id'), 'revision') }));
  routes.put(`${BASE}/:id/revision-draft`, async (c) => {
    const draft = await readBody(c, homeworkDraftSchema, { maxBytes: HOMEWORK_DRAFT_MAX_BYTES });
    return c.json(await saveDraft(db, c.get('userId'), c.req.param('id'), draft, 'revision'));
  });

  routes.post(`${BASE}/:id`, async (c) => {
    const body = await readBody(c, submitHomeworkRequestSchema);
    await assertOwnTaskResultFiles(db, c.get('userId'), body);
    return c.json({ homework: await submitHomework(db, c.get('userId'), c.req.param('id'), body, await receiptCheckFor(scoreReceiptKey, c.get('userId'))) });
  });

  return routes;
}
