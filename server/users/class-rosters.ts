/**
 * Each class's students by name, kept in memory for the teacher's live view (asked every 2 s by each
 * teacher in a lesson; issue 38). Dropped when the database says so on auth_changes: a membership added
 * or removed anywhere drops every roster (memberships change when a school's roster is imported, not in
 * a lesson), a student changed (renamed, disabled) drops the rosters they are in.
 */
import type { Database, Queryable } from '../db/database';
import { NotifiedCache } from '../cache/notified-cache';
import { AUTH_CHANGES_CHANNEL, TOKEN_CACHE_TTL_MS, UNLISTENED_TOKEN_TTL_MS } from '../auth/auth-service';
import { UserType } from '@core/domain';

export interface RosterEntry { id: string; name: string }

const USER = 'user:';

/** The class's students, in the order of their logins (as every class list shows them). */
export const rosterOf = (db: Queryable, classId: string) =>
  db.query<RosterEntry>(
    `SELECT u.id, u.nick_name AS name FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = $1 AND u.user_type = ${UserType.STUDENT} ORDER BY u.login`,
    [classId],
  );

export class ClassRosters extends NotifiedCache<RosterEntry[]> {
  constructor(db: Database) {
    super(db, AUTH_CHANGES_CHANNEL, (classId) => rosterOf(db, classId), {
      maxKeys: 5_000,
      ttlMs: (listening) => (listening ? TOKEN_CACHE_TTL_MS : UNLISTENED_TOKEN_TTL_MS),
      affected: (change) => {
        if (change === '*' || change.startsWith('member:')) return '*';
        if (!change.startsWith(USER)) return undefined; // a token: no roster changes
        const userId = change.slice(USER.length);
        return (roster) => roster.some((student) => student.id === userId);
      },
    });
  }
}
