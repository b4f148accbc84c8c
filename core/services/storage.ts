/**
 * Typed local-storage slots under the exact keys of spec 01 §3: the keys, what each holds, and the
 * service's interface. The browser's implementation is app/services/local-storage.ts.
 */
import type { AreaType, AuthInfo, StoredClass } from '../domain';
import type {
  ExerciseProgress,
  FollowUpProgress,
  HomeworkProgress,
  PreviousAnswers,
  SmartHomeworkProgress,
} from '../domain';

/**
 * Storage keys. The first five are the spec's own; the saved-progress and textbook keys are ours. The
 * app's own slots (the pending submissions, the kept session, task drafts) are declared where they are
 * used, by augmenting StorageSlots (app/session/pending-submissions.ts, ...), and named by their key.
 */
export const StorageKey = {
  token: 'token',
  deviceId: 'device_id',
  areaType: 'AreaType',
  class: 'class',
  authInfo: 'zhixue_authInfo',
  exerciseProgress: 'exercise',
  homeworkProgress: 'homework',
  smartHomeworkProgress: 'smartHomework',
  previousAnswers: 'previousAnswers',
  followUpProgress: 'followUpProgress',
  textbook: 'textbook',
} as const;
/** Every slot's key, the app's own included. */
export type StorageKey = keyof StorageSlots & string;

/** The value type stored under each key. */
export interface StorageSlots {
  token: string;
  device_id: string;
  AreaType: AreaType;
  class: StoredClass;
  zhixue_authInfo: AuthInfo;
  exercise: ExerciseProgress;
  homework: HomeworkProgress;
  smartHomework: SmartHomeworkProgress;
  previousAnswers: PreviousAnswers;
  followUpProgress: FollowUpProgress;
  /** The textbook chosen on /front (SH_OXFORD for 牛津上海版). */
  textbook: string;
}

export const DEVICE_ID_LENGTH = 10;

export interface StorageService {
  get<K extends StorageKey>(key: K): StorageSlots[K] | undefined;
  set<K extends StorageKey>(key: K, value: StorageSlots[K]): void;
  remove(key: StorageKey): void;
  /** The device id, generated once (10 characters) when missing, empty or not a string. */
  deviceId(): string;
  /** Token (and the session kept for it) removed (logout, 401). */
  clearToken(): void;
  /** Token, kept session and stored auth info removed (logout with stored auth info). */
  clearAuth(): void;
}

/** The subset of the Web Storage API the service needs. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
