/**
 * The teacher's own tasks and media (issue 36; the spec shows no teacher screens): a teacher writes tasks
 * into the library (kept, edited, duplicated, deleted, shared with the school) and uploads the pictures,
 * sounds, videos and documents the tasks use. Under /api/v1/chronus/teacher/* (teachers only).
 *
 * The server checks requests with these schemas; the console (app/client/task-library-calls.ts) copies the
 * paths and reads the answers with the types below, imported type-only, so the two cannot drift apart.
 * A library task as listed is core/contract/teacher.ts's LibraryTask (mine, shared, owner added).
 */
import { withDefault, z } from '@core/content/zod';
import type { TeacherMedia, TeacherMediaKind } from '@plugins/tasks/teacher-media';

export type { TeacherMedia, TeacherMediaKind };

const TEACHER = '/api/v1/chronus/teacher';
export const TaskLibraryPaths = {
  /** POST LibraryTaskWrite → 201 { task: LibraryTask }. An Idempotency-Key makes a retry answer the first task. */
  create: `${TEACHER}/tasks/library`,
  /** PUT LibraryTaskWrite → { task: LibraryTask }; DELETE → { ok: true, id }. The teacher's own tasks only (403), 404 for none. */
  item: (taskId: string) => `${TEACHER}/tasks/library/${encodeURIComponent(taskId)}`,
  /** POST multipart (file; name optional) → 201 { media: TeacherMedia }. GET → { media: TeacherMedia[] }: the school's teachers' uploads, newest first. */
  media: `${TEACHER}/media`,
  /** GET → { units: TeacherUnit[] }: the units and their episodes an exercise may be made of (the server's and the packs'). */
  episodes: `${TEACHER}/episodes`,
} as const;

/** A unit as the exercise editor lists it: its pack's title when it came from one. */
export interface TeacherUnit { id: string; title: string; textbook: string; pack?: { id: string; title: string }; episodes: { id: string; title: string; activityCount: number }[] }

/** The largest task body taken (a drag-drop with many zones and cards is a few KB). */
export const LIBRARY_TASK_MAX_BYTES = 64 * 1024;

/** A task as the teacher saves it: what the start call takes, and whether the school's teachers see it. */
export const libraryTaskWriteSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  taskType: z.int().check(z.gte(1), z.lte(100)),
  episodeIds: withDefault(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(20)), []),
  interactiveTask: z.optional(z.record(z.string().check(z.maxLength(100)), z.unknown())),
  shared: withDefault(z.boolean(), false),
});
export type LibraryTaskWrite = z.input<typeof libraryTaskWriteSchema>;

/** The largest upload of each kind (checked by content, not by name; pictures are re-encoded). */
export const TEACHER_MEDIA_MAX_BYTES: Record<TeacherMediaKind, number> = {
  picture: 5 * 1024 * 1024,
  audio: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** GET media?kind=: one kind, or every kind. */
export const teacherMediaQuerySchema = z.object({ kind: z.optional(z.enum(['picture', 'audio', 'video', 'document'])) });

/** The multipart form's optional `name` (the file's own name otherwise): what the media list shows. */
export const TEACHER_MEDIA_NAME_MAX = 200;
