/**
 * Score receipts for API tests that are not about receipts (issue 31): signed with the test server's
 * own key, as the scoring socket signs a score it gave, so a test can post the speech answers it
 * makes up. Tests about receipts get theirs from the real socket (homework/score-receipts.api.test.ts).
 */
import type { ServedActivity } from '@core/domain';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import type { Queryable } from '../db/database';
import type { ServerDeps } from '../http/context';
import { nowSec } from '../auth/tokens';
import { claimsFor, signReceipt } from '../scoring/score-receipt';

type Server = { db: Queryable; deps: Pick<ServerDeps, 'auth' | 'scoreReceiptKey'> };

const speechOf = new Map(activityAnswerDefinitions.filter((d) => d.speech).map((d) => [d.answerVariant as string, d]));

/** A receipt of `score` for reading `text`, as the socket would give the student of `token`. */
export async function receiptFor(server: Server, token: string, text: string, score: number, options: { scorerType?: 1 | 4; nowSec?: number } = {}): Promise<string> {
  const { userId } = await server.deps.auth.authenticateUser(token);
  const figures = { overall: score, canonical: JSON.stringify(['test', score]) };
  return signReceipt(await server.deps.scoreReceiptKey.get(), claimsFor({ studentId: userId, scorerType: options.scorerType ?? 1, text, figures, audio: new Uint8Array(), nowSec: options.nowSec ?? nowSec() }));
}

/**
 * `body` with a receipt beside every speech answer in it (any object with an activityId and an
 * oral-reading or sentence-completion variant), for the student of `token`, against the activity's
 * text as stored.
 */
export async function withReceipts<T>(server: Server, token: string, body: T): Promise<T> {
  const { userId } = await server.deps.auth.authenticateUser(token);
  const secret = await server.deps.scoreReceiptKey.get();
  const visit = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Record<string, unknown>;
    const definition = [...speechOf].find(([key]) => object[key] !== undefined)?.[1];
    if (typeof object.activityId === 'string' && definition?.speech) {
      const [row] = await server.db.query<{ content: ServedActivity }>('SELECT content FROM activities WHERE id = $1', [object.activityId]);
      if (!row) throw new Error(`withReceipts: no activity ${object.activityId}`);
      const figures = definition.speech.figures(object[definition.answerVariant] as never);
      const text = definition.speech.text(row.content) ?? '';
      return { ...object, scoreReceipt: signReceipt(secret, claimsFor({ studentId: userId, scorerType: definition.speech.scorerType, text, figures, audio: new Uint8Array(), nowSec: nowSec() })) };
    }
    return Object.fromEntries(await Promise.all(Object.entries(object).map(async ([key, inner]) => [key, await visit(inner)] as const)));
  };
  return (await visit(body)) as T;
}
