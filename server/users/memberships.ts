/**
 * Each student's classes, kept in memory for the classroom poll (issue 13), and dropped the moment the
 * database says a membership changed (the auth_changes channel: 'member:<user id>', any process).
 * Until `listen` runs, an entry is believed for a moment only.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { AUTH_CHANGES_CHANNEL, TOKEN_CACHE_TTL_MS, UNLISTENED_TOKEN_TTL_MS } from '../auth/auth-service';
import { classIdsOf } from './user-repository';

export class Memberships {
  readonly #classes = new LRUCache<string, string[]>({ max: 50_000, ttl: UNLISTENED_TOKEN_TTL_MS });
  #listening = false;
  #stop: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  async classesOf(userId: string): Promise<string[]> {
    const known = this.#classes.get(userId);
    if (known) return known;
    const classes = await classIdsOf(this.db, userId);
    this.#classes.set(userId, classes, { ttl: this.#listening ? TOKEN_CACHE_TTL_MS : UNLISTENED_TOKEN_TTL_MS });
    return classes;
  }

  /** The student's classes if they are in memory now (no database). */
  knownClassesOf(userId: string): string[] | undefined {
    return this.#classes.get(userId);
  }

  async listen(): Promise<void> {
    this.#stop = await this.db.listen(
      AUTH_CHANGES_CHANNEL,
      (change) => {
        if (change === '*') this.#classes.clear();
        else if (change.startsWith('member:')) this.#classes.delete(change.slice('member:'.length));
      },
      () => this.#classes.clear(),
    );
    this.#listening = true;
  }

  async close(): Promise<void> {
    this.#listening = false;
    await this.#stop?.();
  }
}
