/**
 * The teacher's own tasks and media (issue 36, server/classroom/task-library-contract.ts). The app may
 * import only the contract's types, so the paths are copied here; task-library-calls.test.ts holds them
 * equal to the contract's.
 */
import { libraryTaskSchema, type LibraryTask } from '@core/contract';
import type { ApiService } from '@core/services/api/api-service';
import type { LibraryTaskWrite, TeacherMedia, TeacherMediaKind, TeacherUnit } from '@server/classroom/task-library-contract';

const TEACHER = '/api/v1/chronus/teacher';
export const TaskLibraryPaths = {
  create: `${TEACHER}/tasks/library`,
  item: (taskId: string) => `${TEACHER}/tasks/library/${encodeURIComponent(taskId)}`,
  media: `${TEACHER}/media`,
  episodes: `${TEACHER}/episodes`,
} as const;

/** The largest upload of each kind (the contract's TEACHER_MEDIA_MAX_BYTES): a larger one is refused before it is sent. */
export const TEACHER_MEDIA_MAX_BYTES: Record<TeacherMediaKind, number> = {
  picture: 5 * 1024 * 1024,
  audio: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

export type { LibraryTaskWrite, TeacherMedia, TeacherMediaKind, TeacherUnit };

/** Saves a new task into the library; `idempotencyKey` (one per save the teacher makes) makes a retry answer the first task. */
export async function createLibraryTask(api: ApiService, task: LibraryTaskWrite, idempotencyKey: string): Promise<LibraryTask> {
  const { task: saved } = await api.main.post<{ task: unknown }>(TaskLibraryPaths.create, task, { headers: { 'Idempotency-Key': idempotencyKey } });
  return libraryTaskSchema.parse(saved);
}

/** Saves the teacher's own task as edited (a task already started keeps the version it ran with). */
export async function updateLibraryTask(api: ApiService, taskId: string, task: LibraryTaskWrite): Promise<LibraryTask> {
  const { task: saved } = await api.main.put<{ task: unknown }>(TaskLibraryPaths.item(taskId), task);
  return libraryTaskSchema.parse(saved);
}

export async function deleteLibraryTask(api: ApiService, taskId: string): Promise<void> {
  await api.main.delete<unknown>(TaskLibraryPaths.item(taskId));
}

/** Uploads a file of the teacher's (multipart: file, name). */
export async function uploadTeacherMedia(api: ApiService, file: File, name = file.name): Promise<TeacherMedia> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', name);
  return (await api.main.post<{ media: TeacherMedia }>(TaskLibraryPaths.media, form, { timeoutMs: 300_000 })).media;
}

/** The school's teachers' uploads, newest first. */
export async function fetchTeacherMedia(api: ApiService, kind?: TeacherMediaKind): Promise<TeacherMedia[]> {
  return (await api.main.get<{ media: TeacherMedia[] }>(TaskLibraryPaths.media, kind ? { params: { kind } } : {})).media;
}

/** The units and episodes an exercise may be made of. */
export async function fetchTeacherEpisodes(api: ApiService): Promise<TeacherUnit[]> {
  return (await api.main.get<{ units: TeacherUnit[] }>(TaskLibraryPaths.episodes)).units;
}
