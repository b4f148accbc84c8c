/**
 * Recordings kept on the phone until the server can score them (issue 41). A spoken answer recorded
 * without a network is stored here (IndexedDB: a WAV is too big for localStorage, and survives the
 * page being closed) with everything needed to score and grade it later: the activity as it was
 * answered, the text and scorer type, the time spent. The homework's submission scores them
 * (offline-scores.ts) and removes them once the server holds the answers.
 */
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { AnyActivityModel } from '@core/registry';

export interface OfflineRecording {
  id: string;
  /** The student who recorded it: another student signing in on the phone never sends it. */
  userId: string;
  homeworkId: string;
  /** The activity as answered: the answer is graded against it once the score comes. */
  activity: AnyActivityModel;
  text: string;
  scorerType: 1 | 4;
  wav: ArrayBuffer;
  durationSec: number;
  recordedAtMs: number;
  /** Where the upload put it, once uploaded: a retry scores that file instead of uploading again. */
  audioUri?: string;
}

export interface OfflineRecordings {
  put(recording: OfflineRecording): Promise<void>;
  get(id: string): Promise<OfflineRecording | undefined>;
  /** Every kept recording, of one student when given. */
  list(userId?: string): Promise<OfflineRecording[]>;
  remove(id: string): Promise<void>;
}

export function openOfflineRecordings(databaseName = 'english-homework-recordings'): OfflineRecordings {
  // Opened on first use, not at import: a page that never records never opens the database.
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(databaseName, 'recordings'));
  return {
    put: (recording) => set(recording.id, recording, db()),
    get: (id) => get<OfflineRecording>(id, db()),
    list: async (userId) => (await values<OfflineRecording>(db())).filter((r) => userId === undefined || r.userId === userId),
    remove: (id) => del(id, db()),
  };
}

/** The app's one store of kept recordings. */
export const offlineRecordings: OfflineRecordings = openOfflineRecordings();

export function newRecordingId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `rec-${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
