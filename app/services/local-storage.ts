/**
 * The storage service on the browser's local storage (core/services/storage.ts names the slots). Values
 * are stored as JSON and checked on the way out: a slot holding something unexpected (an older version,
 * a hand edit) reads as empty instead of crashing the page. Where localStorage is unavailable (some
 * private modes and webviews throw on access) the slots live in memory for the visit.
 */
// The storage service is on every page's first load: its checks use the small first-load combinators, not zod.
import { DEVICE_ID_LENGTH, StorageKey, type KeyValueStore, type StorageService, type StorageSlots } from '@core/services/storage';
import { array, boolean, type Check, nonEmptyString, number, object, oneOf, optional, string, unknownValue, userInfo } from '@app/client/first-load-checks';

/** A list whose unreadable entries are dropped, so one bad entry does not empty the whole slot. */
function readableEntries<T>(check: Check<T>): Check<T[]> {
  return (value, path = '$') => {
    if (!Array.isArray(value)) return array(check)(value, path);
    return value.flatMap((item, i) => {
      try {
        return [check(item, `${path}[${i}]`)];
      } catch {
        return [];
      }
    });
  };
}

const answers = array(object({ type: number, correct: boolean, fulfilled: boolean, data: object({ activityId: string }, { loose: true }) }, { loose: true }));

const slotChecks = {
  token: nonEmptyString,
  device_id: nonEmptyString,
  AreaType: oneOf(['sh', 'other']),
  class: object({ userId: string, label: string, groupId: string }),
  zhixue_authInfo: object({ accessToken: string, expiresAtSec: number, refreshToken: string }),
  exercise: object({ groupTaskId: string, answers }),
  homework: object({ homeworkId: string, answers, savedAtMs: optional(number) }),
  smartHomework: object({ smartHomeworkId: string, answers }),
  previousAnswers: object({ homeworkId: string, answers, needInjectFollowUpDataId: optional(string) }),
  followUpProgress: object({ followAnswers: answers, activateEpisodeId: string }),
  textbook: nonEmptyString,
  pendingSubmissions: readableEntries(
    object({ id: nonEmptyString, kind: nonEmptyString, payload: object({}, { loose: true }), createdAt: number, attempts: number, userId: optional(string) }),
  ),
  session: object({ token: nonEmptyString, user: userInfo, permissionCodes: array(string) }),
  taskDrafts: readableEntries(object({ key: nonEmptyString, savedAtMs: number, value: unknownValue })),
} satisfies Record<StorageKey, Check<unknown>>;

export class LocalStorageService implements StorageService {
  private readonly store: KeyValueStore;

  constructor(store?: KeyValueStore, private readonly randomBytes: (n: number) => Uint8Array = cryptoRandomBytes) {
    this.store = store ?? browserStorageOrMemory();
  }

  get<K extends StorageKey>(key: K): StorageSlots[K] | undefined {
    const raw = this.safely(() => this.store.getItem(key));
    if (raw === null || raw === undefined) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
    try {
      return slotChecks[key](value) as StorageSlots[K];
    } catch {
      return undefined;
    }
  }

  set<K extends StorageKey>(key: K, value: StorageSlots[K]): void {
    this.safely(() => this.store.setItem(key, JSON.stringify(value)));
  }

  remove(key: StorageKey): void {
    this.safely(() => this.store.removeItem(key));
  }

  deviceId(): string {
    const existing = this.get(StorageKey.deviceId);
    if (existing) return existing;
    const created = randomDeviceId(this.randomBytes);
    this.set(StorageKey.deviceId, created);
    return created;
  }

  clearToken(): void {
    this.remove(StorageKey.token);
    this.remove('session');
  }

  clearAuth(): void {
    this.clearToken();
    this.remove(StorageKey.authInfo);
  }

  /** Quota errors and disabled storage must not take the page down. */
  private safely<T>(operation: () => T): T | undefined {
    try {
      return operation();
    } catch {
      return undefined;
    }
  }
}

const DEVICE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 10-character string of letters and digits. */
export function randomDeviceId(randomBytes: (n: number) => Uint8Array = cryptoRandomBytes): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every letter equally likely.
  let id = '';
  while (id.length < DEVICE_ID_LENGTH) {
    for (const byte of randomBytes(DEVICE_ID_LENGTH * 2)) {
      if (byte < 248 && id.length < DEVICE_ID_LENGTH) id += DEVICE_ID_ALPHABET[byte % DEVICE_ID_ALPHABET.length];
    }
  }
  return id;
}

function cryptoRandomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

function browserStorageOrMemory(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStore();
  }
}

/** An in-memory KeyValueStore, for when the browser gives no local storage. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
