/**
 * Answers kept in this process's memory per key (a group task's groups, issue 15), dropped when the
 * database says the key changed (a NOTIFY channel fed by a trigger: any process, any writer) and when
 * this process changes it itself. A load that an invalidation overtook is not kept (it may predate the
 * change); a failed load is not kept either. A lost listening connection drops everything.
 */
import type { Database } from '../db/database';

export class NotifiedCache<V> {
  readonly #entries = new Map<string, Promise<V>>();
  // Loaded values, for callers that cannot wait (a fast path on Node's request).
  readonly #settled = new Map<string, V>();
  readonly #generation = new Map<string, number>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly load: (key: string) => Promise<V>,
  ) {}

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
    for (const key of this.#entries.keys()) this.invalidate(key);
  }

  /** The value already loaded for a key and still current, or undefined (nothing is loaded). */
  peek(key: string): V | undefined {
    return this.#settled.get(key);
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
