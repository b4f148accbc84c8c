/**
 * Typed local-storage slots under the exact keys of spec 01 §3: the keys, what each holds, and the
 * service's interface. The browser's implementation is app/services/local-storage.ts.
 */
import type { AreaType, AuthInfo, StoredClass, UserInfo } from '../domain';
import type {
  ExerciseProgress,
  FollowUpProgress,
  HomeworkProgress,
  PreviousAnswers,
  SmartHomeworkProgress,
} from '../domain';

/** Storage keys. The first five are the spec's own; the saved-progress, textbook, pending-submission, session and task-draft keys are ours. */
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
  pendingSubmissions: 'pendingSubmissions',
  session: 'session',
  taskDrafts: 'taskDrafts',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

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
  /** Submissions that failed and wait to be sent again (core/session/pending-submissions.ts). */
  pendingSubmissions: StoredSubmission[];
  /** The signed-in user and permissions as last loaded for this token (app/session/SessionContext.tsx). */
  session: KeptSession;
  /** Unsubmitted work on classroom task screens, by student and task (app/hooks/use-task-draft.ts). */
  taskDrafts: StoredTaskDraft[];
}

/** A task screen's work in progress (drag-drop placements, reading strokes), kept until it is handed in. */
export interface StoredTaskDraft {
  /** `<student id>/<task kind>/<task id>`. */
  key: string;
  /** Epoch ms of the last change. */
  savedAtMs: number;
  value: unknown;
}

/** What the app shows at once when it is opened again with the same token, while it asks again. */
export interface KeptSession {
  token: string;
  user: UserInfo;
  permissionCodes: string[];
}

/** A submission kept until it is delivered: the request body as first built, and how often it failed. */
export interface StoredSubmission {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Epoch ms. */
  createdAt: number;
  attempts: number;
  /** The student who made it: it is sent only while that student is signed in. */
  userId?: string;
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
