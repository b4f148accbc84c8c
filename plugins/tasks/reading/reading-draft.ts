/**
 * The reading task as its editor holds it (issue 36): the part `interactiveTask.readingTask` of the task
 * being edited, read leniently (a draft may be half made) and written back as the format stores it.
 */
import type { EditedTask } from '@core/registry/task-plugin';
import type { ReadingRecord } from '../served';

export const PICTURE = 1;
export const TEXT = 2;
export const READING_PATH = 'interactiveTask.readingTask';

export interface ReadingDraft { title: string; records: ReadingRecord[] }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readingDraftOf(task: EditedTask): ReadingDraft {
  const part = task.interactiveTask?.readingTask;
  if (!isRecord(part)) return { title: '', records: [] };
  const records = Array.isArray(part.records) ? part.records.filter(isRecord) : [];
  return {
    title: typeof part.title === 'string' ? part.title : '',
    records: records.map((record) => ({ contentType: record.contentType === PICTURE ? PICTURE : TEXT, content: typeof record.content === 'string' ? record.content : '' })),
  };
}

/** The task with this draft as its reading part; an empty title is left out (the format's title is optional). */
export function withReadingDraft(task: EditedTask, { title, records }: ReadingDraft): EditedTask {
  return { ...task, interactiveTask: { ...task.interactiveTask, readingTask: { ...(title === '' ? {} : { title }), records } } };
}

/**
 * A pasted text as the format keeps it: its line breaks are real ones (the screen shows a text with
 * white-space: pre-wrap), a Windows or old Mac break made one.
 */
export const textAsStored = (text: string): string => text.replace(/\r\n?/g, '\n');

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}
