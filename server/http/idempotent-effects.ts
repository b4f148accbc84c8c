/**
 * The Idempotency-Key's record and the submission's effect commit together (issue 31, item 9). A
 * process killed after a submission's writes committed but before it kept the answer used to leave
 * the key "still running"; 60 s later it counted as abandoned and a retry ran the submission again.
 *
 * Now every write made while a keyed submission runs (the request's async context, below) commits
 * in one transaction with `status = EFFECT_COMMITTED` on its key: a key is either still without any
 * effect (safe to run again once abandoned) or has its effect, and then it never runs again. The
 * routes need not know: the database every service gets is wrapped (server.ts, buildDeps).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from '../db/database';

/** The key row's status once the effect has committed and before the answer is kept. */
export const EFFECT_COMMITTED = 0;

interface KeyScope { userId: string; key: string }
const scope = new AsyncLocalStorage<KeyScope>();

/** Runs `work` (the route) as the submission of this key: its writes mark the key in their commits. */
export const asKeyedSubmission = <T>(key: KeyScope, work: () => Promise<T>): Promise<T> => scope.run(key, work);

/** Statements that change rows (a SELECT ... FOR UPDATE counts too: it only comes before a write). */
const WRITES = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|for\s+update)\b/i;

const markEffect = (tx: Queryable, { userId, key }: KeyScope) =>
  tx.query('UPDATE idempotency_keys SET status = $3 WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key, EFFECT_COMMITTED]);

/** `db`, with the writes of a keyed submission committed together with its key's mark. */
export function idempotencyAware(db: Database): Database {
  return {
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    listen: (channel, onMessage, onReconnect) => db.listen(channel, onMessage, onReconnect),
    close: () => db.close(),
    query(sql, params) {
      const key = scope.getStore();
      if (!key || !WRITES.test(sql)) return db.query(sql, params);
      return db.transaction(async (tx) => {
        const rows = await tx.query(sql, params);
        await markEffect(tx, key);
        return rows as never;
      });
    },
    transaction(work) {
      const key = scope.getStore();
      if (!key) return db.transaction(work);
      return db.transaction(async (tx) => {
        let wrote = false;
        const result = await work({
          query: (sql, params) => {
            wrote ||= WRITES.test(sql);
            return tx.query(sql, params);
          },
          exec: (sql) => {
            wrote = true;
            return tx.exec(sql);
          },
        });
        if (wrote) await markEffect(tx, key);
        return result;
      });
    },
  };
}
