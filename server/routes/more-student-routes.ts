/** Adaptive homework, learning analysis and event notifications (spec 01 §7). */
import { Hono } from 'hono';
import { adaptiveListQuerySchema, eventNotificationRequestSchema, smartAnswerRequestSchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { forbidden } from '../http/http-error';
import { readBody, readQuery } from '../http/validate';
import { recordEventNotification } from '../homework/event-notifications';
import { analyseHomework } from '../homework/analysis';
import { answerSmartHomework, listSmartHomework } from '../homework/smart-homework';
import { receiptCheckFor } from '../scoring/receipt-check';

export function moreStudentRoutes({ db, scoreReceiptKey }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const ADAPTIVE = '/api/v1/chronus/student/adaptive-assignments';

  routes.get(ADAPTIVE, async (c) => c.json(await listSmartHomework(db, c.get('userId'), readQuery(c, adaptiveListQuerySchema))));
  routes.post(`${ADAPTIVE}/:id/answer`, async (c) =>
    c.json(await answerSmartHomework(db, c.get('userId'), c.req.param('id'), await readBody(c, smartAnswerRequestSchema), await receiptCheckFor(scoreReceiptKey, c.get('userId')))),
  );

  routes.get('/api/v1/chronus/analysis/exercise/:id', async (c) => c.json(await analyseHomework(db, c.get('userId'), c.req.param('id'))));

  routes.post('/api/v1/chronus/event/notifications', async (c) => {
    const body = await readBody(c, eventNotificationRequestSchema);
    const userId = c.get('userId');
    if (body.alixReanswer && body.alixReanswer.studentId !== userId) throw forbidden('body.alixReanswer.studentId: not you');
    await recordEventNotification(db, userId, body);
    return c.json({ ok: true as const });
  });

  return routes;
}
