/**
 * The audit log (issue 34): every change an administrator or a teacher makes to people — imports,
 * moves, disabling, password resets — with who, what and when, for the administrator to read. Written
 * in the same transaction as the change, so a change without its line cannot happen.
 */
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { AuditEntry } from './admin-contract';

export type AuditAction = 'roster.import' | 'person.move' | 'person.disable' | 'person.enable' | 'password.reset' | 'pack.import';

export async function recordAudit(tx: Queryable, entry: { actorId: string; action: AuditAction; target?: string; summary: string }): Promise<void> {
  await tx.query('INSERT INTO audit_log (actor_id, action, target, summary, at_sec) VALUES ($1, $2, $3, $4, $5)', [entry.actorId, entry.action, entry.target ?? null, entry.summary, nowSec()]);
}

/** Newest first; `before` an entry id, for the next page. */
export async function auditEntries(db: Queryable, options: { limit: number; before?: number }): Promise<AuditEntry[]> {
  const rows = await db.query<{ id: string | number; at_sec: string | number; actor_id: string; nick_name: string; action: string; target: string | null; summary: string }>(
    `SELECT a.id, a.at_sec, a.actor_id, u.nick_name, a.action, a.target, a.summary
       FROM audit_log a JOIN users u ON u.id = a.actor_id
      WHERE $2::bigint IS NULL OR a.id < $2::bigint
      ORDER BY a.id DESC LIMIT $1`,
    [options.limit, options.before ?? null],
  );
  return rows.map((r) => ({ id: Number(r.id), atSec: Number(r.at_sec), actor: { id: r.actor_id, name: r.nick_name }, action: r.action, ...(r.target ? { target: r.target } : {}), summary: r.summary }));
}
