/**
 * Answers kept in this process's memory per key (a group task's groups, issue 15), dropped when the
 * database says the key changed (a NOTIFY channel fed by a trigger: any process, any writer) and when
 * this process changes it itself. A load that an invalidation overtook is not kept (it may predate the
 * change); a failed load is not kept either. A lost listening connection drops everything.
 *
 * At most `maxKeys` keys are kept (issue 18): past that the least recently used one goes, and is loaded
 * again when next asked for, so a server of many schools holds the active ones, not every key it has seen.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';

/** Keys kept unless a cache says otherwise. */
export const NOTIFIED_CACHE_MAX_KEYS = 10_000;

export class NotifiedCache<V> {
  readonly #entries: LRUCache<string, Promise<V>>;
  // Loaded values, for callers that cannot wait (a fast path on Node's request); a key evicted from
  // #entries leaves here too.
  readonly #settled = new Map<string, V>();
  readonly #generation = new Map<string, number>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly load: (key: string) => Promise<V>,
    options: { maxKeys?: number } = {},
  ) {
    this.#entries = new LRUCache<string, Promise<V>>({
      max: options.maxKeys ?? NOTIFIED_CACHE_MAX_KEYS,
      dispose: (_value, key, reason) => {
        if (reason === 'evict') this.#settled.delete(key);
      },
    });
  }

  async listen(): Promise<void> {
    this.#stopListening = await this.db.listen(this.channel, (key) => (key === '*' ? this.invalidateAll() : this.invalidate(key)), () => this.invalidateAll());
  }

  async close(): Promise<void> {
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
    // A use like any other: the key stays among the recently used.
    if (value !== undefined) this.#entries.get(key);
    return value;
  }

  get(key: string): Promise<V> {
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const generation = this.#generation.get(key) ?? 0;
    const loading = this.load(key);
    this.#entries.set(key, loading);
    loading.then(
      (value) => {
        if ((this.#generation.get(key) ?? 0) !== generation) {
          if (this.#entries.get(key) === loading) this.#entries.delete(key);
        } else if (this.#entries.get(key) === loading) this.#settled.set(key, value);
      },
      () => {
        if (this.#entries.get(key) === loading) this.#entries.delete(key);
      },
    );
    return loading;
  }
}
