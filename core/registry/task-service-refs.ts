/**
 * The services the app's hosts provide to task kinds (core/registry/task-services.ts), one ref each. A
 * kind lists the ones it needs in its plugin's `needs`; a test checks the app provides them all.
 */
import { createTaskServiceRef } from './task-services';
import type { TaskWords } from './task-plugin';
import type { TaskRegistry } from './task-registry';

/** The registered task kinds: a kind made of other kinds' items (the optional task) shows them through it. */
export const taskKindsRef = createTaskServiceRef<TaskRegistry>('task-kinds');

/** The word lookup and word book (the reading task's popup). */
export const taskWordsRef = createTaskServiceRef<TaskWords>('words');

/** Stores a data report's image and resolves with its address; rejects when the upload fails (the reading task). */
export const reportUploadRef = createTaskServiceRef<(image: Blob) => Promise<string>>('report-upload');

/**
 * A stored file's address as one the page can show (an object URL): uploads are served only with the
 * viewer's token, which an <img> or <audio> cannot send (reading reports, group recordings). Its host
 * provides it per screen, which frees the object URLs when it closes.
 */
export const storedFileRef = createTaskServiceRef<(url: string) => Promise<string>>('stored-file');

/** A reading aloud recorded, scored by the speech engine and stored (collaborative learning's recording roles). */
export interface TaskRecorder {
  /**
   * Starts recording: rejects with RecorderMessages.busy (core/services/recorder.ts) when a recording
   * runs, with another error when the microphone cannot. At `timeoutMs` it stops by itself and calls `onTimeout`.
   */
  start(options: { timeoutMs: number; onTimeout(): void }): Promise<void>;
  /**
   * Stops it, scores it as `text` read aloud (with the scoring socket's receipt, issue 31) and uploads
   * it; no `url` when the upload failed. Rejects when the recording or the scoring fails.
   */
  finish(text: string): Promise<{ score: number; url?: string; receipt?: string }>;
  /** Drops a recording in progress. */
  cancel(): void;
}
export const taskRecorderRef = createTaskServiceRef<TaskRecorder>('recorder');
