/**
 * The one pattern for what a server process keeps in memory (issue 38): answers per key, dropped when the
 * database says the key changed (a NOTIFY channel fed by a trigger: any process, any writer) and when
 * this process changes it itself. A load that an invalidation overtook is not kept (it may predate the
 * change); a failed load is not kept either. A lost listening connection drops everything.
 *
 * At most `maxKeys` keys are kept (issue 18): past that the least recently used one goes, and is loaded
 * again when next asked for, so a server of many schools holds the active ones, not every key it has seen.
 * `ttlMs` bounds how long an entry is believed: for what the channel does not cover, and before `listen`
 * (or while the listening connection is lost), when no notification would come.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';

/** Keys kept unless a cache says otherwise. */
export const NOTIFIED_CACHE_MAX_KEYS = 10_000;

/** What the server starts and stops with the process (server.ts): a cache that listens to its channel. */
export interface Listener {
  listen(): Promise<void>;
  close(): Promise<void>;
}

export interface NotifiedCacheOptions<V> {
  maxKeys?: number;
  /** How long an entry is believed, by whether the cache is listening now; for ever when absent. */
  ttlMs?: (listening: boolean) => number;
  /**
   * What a notification changed: a key ('*': every key), the entries whose value matches, or nothing of
   * this cache's (undefined). The payload is the key by default.
   */
  affected?: (payload: string) => string | ((value: V) => boolean) | undefined;
}

export class NotifiedCache<V> implements Listener {
  readonly #entries: LRUCache<string, Promise<V>>;
  // Loaded values, for callers that cannot wait (a fast path on Node's request); a key evicted from
  // #entries, or expired, leaves here too.
  readonly #settled = new Map<string, V>();
  readonly #generation = new Map<string, number>();
  readonly #options: NotifiedCacheOptions<V>;
  #listening = false;
  #stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly load: (key: string) => Promise<V>,
    options: NotifiedCacheOptions<V> = {},
  ) {
    this.#options = options;
    this.#entries = new LRUCache<string, Promise<V>>({
      max: options.maxKeys ?? NOTIFIED_CACHE_MAX_KEYS,
      ...(options.ttlMs ? { ttl: options.ttlMs(false), ttlAutopurge: false } : {}),
      dispose: (_value, key, reason) => {
        if (reason === 'evict' || reason === 'expire') this.#settled.delete(key);
      },
    });
  }

  async listen(): Promise<void> {
    const affected = this.#options.affected ?? ((payload: string) => payload);
    this.#stopListening = await this.db.listen(
      this.channel,
      (payload) => {
        const change = affected(payload);
        if (change === '*') this.invalidateAll();
        else if (typeof change === 'string') this.invalidate(change);
        else if (change) this.invalidateWhere(change);
      },
      () => this.invalidateAll(),
    );
    this.#listening = true;
  }

  async close(): Promise<void> {
    this.#listening = false;
    await this.#stopListening?.();
  }

  invalidate(key: string): void {
    this.#generation.set(key, (this.#generation.get(key) ?? 0) + 1);
    this.#entries.delete(key);
    this.#settled.delete(key);
  }

  invalidateAll(): void {
    // A copy: invalidating deletes from the cache being walked.
    const keys = Array.from(this.#entries.keys());
    for (const key of keys) this.invalidate(key);
  }

  /** Drops the keys whose loaded value matches, and those still loading (their value is not known yet). */
  invalidateWhere(matches: (value: V) => boolean): void {
    const keys = Array.from(this.#entries.keys());
    for (const key of keys) {
      const value = this.#settled.get(key);
      if (value === undefined || matches(value)) this.invalidate(key);
    }
  }

  /** The value already loaded for a key and still current, or undefined (nothing is loaded). */
  peek(key: string): V | undefined {
    const value = this.#settled.get(key);
    if (value === undefined) return undefined;
    // A use like any other: the key stays among the recently used (and an expired one goes now).
    if (this.#entries.get(key) === undefined) {
      this.#settled.delete(key);
      return undefined;
    }
    return value;
  }

  get(key: string): Promise<V> {
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const generation = this.#generation.get(key) ?? 0;
    const loading = this.load(key);
    const ttl = this.#options.ttlMs?.(this.#listening);
    this.#entries.set(key, loading, ttl === undefined ? {} : { ttl });
    loading.then(
      (value) => {
        if ((this.#generation.get(key) ?? 0) !== generation) {
          if (this.#entries.peek(key) === loading) this.#entries.delete(key);
        } else if (this.#entries.peek(key) === loading) this.#settled.set(key, value);
      },
      () => {
        if (this.#entries.peek(key) === loading) this.#entries.delete(key);
      },
    );
    return loading;
  }
}
