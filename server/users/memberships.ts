/**
 * Each student's classes, kept in memory for the classroom poll (issue 13), and dropped the moment the
 * database says a membership changed (the auth_changes channel: 'member:<user id>', any process).
 * Until `listen` runs, an entry is believed for a moment only; after, for a while (a notification lost
 * with its connection drops everything anyway).
 */
import type { Database } from '../db/database';
import { NotifiedCache } from '../cache/notified-cache';
import { AUTH_CHANGES_CHANNEL, TOKEN_CACHE_TTL_MS, UNLISTENED_TOKEN_TTL_MS } from '../auth/auth-service';
import { classIdsOf } from './user-repository';

const MEMBER = 'member:';

export class Memberships extends NotifiedCache<string[]> {
  constructor(db: Database) {
    super(db, AUTH_CHANGES_CHANNEL, (userId) => classIdsOf(db, userId), {
      maxKeys: 50_000,
      ttlMs: (listening) => (listening ? TOKEN_CACHE_TTL_MS : UNLISTENED_TOKEN_TTL_MS),
      // The channel also tells of tokens and accounts (auth-service.ts): only memberships concern this cache.
      affected: (change) => (change === '*' ? '*' : change.startsWith(MEMBER) ? change.slice(MEMBER.length) : undefined),
    });
  }

  classesOf(userId: string): Promise<string[]> {
    return this.get(userId);
  }

  /** The student's classes if they are in memory now (no database). */
  knownClassesOf(userId: string): string[] | undefined {
    return this.peek(userId);
  }
}
