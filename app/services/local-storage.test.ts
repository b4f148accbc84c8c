import { describe, expect, it } from 'vitest';
import { DEVICE_ID_LENGTH, StorageKey, type KeyValueStore } from '@core/services/storage';
import { LocalStorageService, memoryStore, randomDeviceId } from './local-storage';

function newStorage() {
  const store = memoryStore();
  return { store, storage: new LocalStorageService(store) };
}

describe('LocalStorageService', () => {
  it('uses the exact keys of the spec', () => {
    expect([StorageKey.token, StorageKey.deviceId, StorageKey.areaType, StorageKey.class, StorageKey.authInfo]).toEqual([
      'token', 'device_id', 'AreaType', 'class', 'zhixue_authInfo',
    ]);
  });

  it('stores values as JSON under their key and reads them back typed', () => {
    const { store, storage } = newStorage();
    storage.set('class', { userId: 'u1', label: '实验小学 三年级 2班', groupId: 'g2' });
    storage.set('zhixue_authInfo', { accessToken: 'a', expiresAtSec: 10, refreshToken: 'r' });
    expect(store.getItem('class')).toBe('{"userId":"u1","label":"实验小学 三年级 2班","groupId":"g2"}');
    expect(storage.get('class')).toEqual({ userId: 'u1', label: '实验小学 三年级 2班', groupId: 'g2' });
    expect(storage.get('zhixue_authInfo')?.refreshToken).toBe('r');
  });

  it.each([
    ['not JSON', 'class', '{oops'],
    ['the wrong shape', 'class', '{"userId":1}'],
    ['an unknown area', 'AreaType', '"mars"'],
    ['an empty token', 'token', '""'],
  ] as const)('reads a slot holding %s as empty', (_label, key, raw) => {
    const { store, storage } = newStorage();
    store.setItem(key, raw);
    expect(storage.get(key)).toBeUndefined();
  });

  it('clears the token, or the token and auth info', () => {
    const { storage } = newStorage();
    storage.set('token', 't');
    storage.set('zhixue_authInfo', { accessToken: 'a', expiresAtSec: 1, refreshToken: 'r' });
    storage.clearToken();
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('zhixue_authInfo')).toBeDefined();
    storage.set('token', 't');
    storage.clearAuth();
    expect([storage.get('token'), storage.get('zhixue_authInfo')]).toEqual([undefined, undefined]);
  });

  it('keeps pending submissions, dropping only the entries it cannot read', () => {
    const { store, storage } = newStorage();
    const entry = { id: 's1', kind: 'homework', payload: { homeworkId: 'hw-1', body: { answers: [] } }, createdAt: 5, attempts: 2, userId: 'u1' };
    storage.set('pendingSubmissions', [entry]);
    expect(JSON.parse(store.getItem('pendingSubmissions')!)).toEqual([entry]);
    store.setItem('pendingSubmissions', JSON.stringify([{ id: 's0', kind: 'homework', payload: 'not an object', createdAt: 1, attempts: 0 }, entry, { id: '', kind: 'quiz' }]));
    expect(storage.get('pendingSubmissions')).toEqual([entry]);
    store.setItem('pendingSubmissions', '{"id":"s1"}');
    expect(storage.get('pendingSubmissions')).toBeUndefined();
  });

  it('keeps working in memory when the browser storage throws', () => {
    const broken: KeyValueStore = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => { throw new Error('SecurityError'); },
    };
    const storage = new LocalStorageService(broken);
    expect(() => storage.set('token', 't')).not.toThrow();
    expect(storage.get('token')).toBeUndefined();
    expect(storage.deviceId()).toHaveLength(DEVICE_ID_LENGTH);
  });
});

describe('device id', () => {
  it('is generated once: 10 letters or digits, then kept', () => {
    const { store, storage } = newStorage();
    const id = storage.deviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(storage.deviceId()).toBe(id);
    expect(new LocalStorageService(store).deviceId()).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['empty', '""'],
    ['not a string', '12345'],
    ['not JSON', 'abc'],
  ])('is regenerated when %s', (_label, raw) => {
    const { store, storage } = newStorage();
    if (raw !== undefined) store.setItem('device_id', raw);
    const id = storage.deviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(store.getItem('device_id')).toBe(JSON.stringify(id));
  });

  it('differs between devices', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomDeviceId()));
    expect(ids.size).toBe(200);
  });

  it('skips biased bytes so every character is equally likely', () => {
    let call = 0;
    const bytes = (n: number) => new Uint8Array(n).fill(call++ === 0 ? 255 : 0);
    expect(randomDeviceId(bytes)).toBe('AAAAAAAAAA');
  });
});
