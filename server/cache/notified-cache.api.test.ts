/**
 * The server's one pattern for in-memory state (issue 38): a cache per key, dropped by the database's
 * NOTIFY (any process) or this process's own change, bounded in keys, believed for a while only where
 * asked, and never keeping a load that an invalidation overtook.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../testing/test-database';
import { NotifiedCache, type NotifiedCacheOptions } from './notified-cache';

let db: Awaited<ReturnType<typeof emptyTestDatabase>>;
beforeAll(async () => {
  db = await emptyTestDatabase('c');
});
afterAll(() => db.drop());

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  const settle: { resolve?: (value: T) => void } = {};
  const promise = new Promise<T>((done) => (settle.resolve = done));
  return { promise, resolve: (value) => settle.resolve!(value) };
}

const channel = () => `cache_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
/** NOTIFY as a trigger of this test's schema does (migration 021: a schema's own channel). */
const notify = (name: string, payload: string) =>
  db.query(`SELECT pg_notify(CASE current_schema() WHEN 'public' THEN '' ELSE current_schema() || '__' END || $1, $2)`, [name, payload]);

/** A cache whose loads are counted and answer `<key>#<n>`. */
function counted(name: string, options: NotifiedCacheOptions<string> = {}) {
  const loads = new Map<string, number>();
  const cache = new NotifiedCache<string>(db, name, async (key) => {
    const n = (loads.get(key) ?? 0) + 1;
    loads.set(key, n);
    return `${key}#${n}`;
  }, options);
  return { cache, loads };
}

describe('NotifiedCache (issue 38)', () => {
  it('loads a key once, and again after the database notifies that it changed', async () => {
    const name = channel();
    const { cache } = counted(name);
    await cache.listen();
    expect(await cache.get('a')).toBe('a#1');
    expect(await cache.get('a')).toBe('a#1');
    expect(cache.peek('a')).toBe('a#1');
    await notify(name, 'a');
    await expect.poll(() => cache.peek('a')).toBeUndefined();
    expect(await cache.get('a')).toBe('a#2');
    await notify(name, '*');
    await expect.poll(() => cache.peek('a')).toBeUndefined();
    await cache.close();
  });

  it('takes from a shared channel only the notifications that name its keys', async () => {
    const name = channel();
    const { cache } = counted(name, { affected: (payload) => (payload.startsWith('member:') ? payload.slice('member:'.length) : undefined) });
    await cache.listen();
    await cache.get('u1');
    await notify(name, 'token:u1');
    await notify(name, 'member:u2');
    await notify(name, 'member:u1');
    await expect.poll(() => cache.peek('u1')).toBeUndefined();
    await cache.close();
  });

  it('keeps at most maxKeys, the least recently used going first', async () => {
    const { cache } = counted(channel(), { maxKeys: 2 });
    await cache.get('a');
    await cache.get('b');
    cache.peek('a'); // a used again: b is now the least recent
    await cache.get('c');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual(['a#1', undefined, 'c#1']);
  });

  it('believes an entry for ttlMs, shorter until it listens', async () => {
    const { cache, loads } = counted(channel(), { ttlMs: (listening) => (listening ? 60_000 : 30) });
    await cache.get('a');
    await expect.poll(() => cache.peek('a')).toBeUndefined();
    expect(await cache.get('a')).toBe('a#2');
    expect(loads.get('a')).toBe(2);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const { promise, resolve: release } = deferred<string>();
    const cache = new NotifiedCache<string>(db, channel(), () => promise);
    const loading = cache.get('a');
    cache.invalidate('a');
    release('from before the change');
    expect(await loading).toBe('from before the change');
    expect(cache.peek('a')).toBeUndefined();
  });
});
