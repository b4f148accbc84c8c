/**
 * The teacher's calls of the live classroom (issue 13; the spec shows no teacher screens): classes,
 * task library, start, end and the live view. Under the same sign-in and appId rules as the student's.
 */
import { withDefault, z } from '../content/zod';

/** A student counts as joined while they polled within this many poll intervals. */
export const PRESENCE_POLLS = 3;

/** GET /api/v1/chronus/teacher/task-library?classId= */
export const taskLibraryQuerySchema = z.object({ classId: z.string().check(z.minLength(1), z.maxLength(100)) });

/** A task body a teacher sends to start (instead of a library id). */
const taskBodySchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  taskType: z.int().check(z.gte(1), z.lte(100)),
  episodeIds: withDefault(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(20)), []),
  interactiveTask: z.optional(z.record(z.string().check(z.maxLength(100)), z.unknown())),
});

/** POST /api/v1/chronus/teacher/classes/{classId}/tasks: a library item, or a whole task. */
export const startTaskRequestSchema = z.union([z.object({ libraryId: z.string().check(z.minLength(1), z.maxLength(100)) }), z.object({ task: taskBodySchema })]);
export const START_TASK_MAX_BYTES = 64 * 1024;

export const teacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  gradeLevelStr: z.string(),
  studentCount: z.number(),
  /** The task running in the class, if any. */
  runningTask: z.nullable(z.object({ groupTaskId: z.string(), title: z.string() })),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;
export const teacherClassesResponseSchema = z.object({ classes: z.array(teacherClassSchema) });
export const libraryTaskSchema = z.object({ id: z.string(), title: z.string(), taskType: z.number(), kind: z.string(), episodeIds: z.array(z.string()), interactiveTask: z.optional(z.unknown()), pack: z.optional(z.object({ id: z.string(), title: z.string() })), mine: z.optional(z.boolean()), shared: z.optional(z.boolean()), owner: z.optional(z.object({ id: z.string(), name: z.string() })), updatedAtSec: z.optional(z.number()) });
export type LibraryTask = z.infer<typeof libraryTaskSchema>;
export const taskLibraryResponseSchema = z.object({ tasks: z.array(libraryTaskSchema) });
export const startTaskResponseSchema = z.object({ groupTaskId: z.string(), classId: z.string(), title: z.string(), taskType: z.number(), startedAtSec: z.number(), endedTaskIds: z.array(z.string()) });

/** GET /api/v1/chronus/teacher/classes/{classId}/tasks?limit=: the class's latest tasks, running or ended. */
export const CLASS_TASKS_DEFAULT = 10;
export const classTasksQuerySchema = z.object({ limit: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(50)), CLASS_TASKS_DEFAULT) });
export const classTaskSchema = z.object({ groupTaskId: z.string(), title: z.string(), taskType: z.number(), kind: z.string(), startedAtSec: z.number(), endedAtSec: z.nullable(z.number()) });
export type ClassTask = z.infer<typeof classTaskSchema>;
export const classTasksResponseSchema = z.object({ tasks: z.array(classTaskSchema) });

const studentRefSchema = z.object({ id: z.string(), name: z.string() });
/** GET /api/v1/chronus/teacher/tasks/{groupTaskId}/live */
export const liveViewSchema = z.object({
  groupTaskId: z.string(),
  classId: z.string(),
  title: z.string(),
  taskType: z.number(),
  kind: z.string(),
  /** The task's interactive part, for the kind's teacher panel. */
  interactiveTask: z.optional(z.unknown()),
  running: z.boolean(),
  studentCount: z.number(),
  joined: z.array(studentRefSchema),
  submitted: z.array(studentRefSchema),
  missing: z.array(studentRefSchema),
  summary: z.optional(z.unknown()),
  collaborativeLearning: z.optional(z.unknown()),
  /** A collaborative task's groups (issue 15): identifier, name, ownerId, locked, source, students by id, assignmentIdentifier. */
  groups: z.optional(z.array(z.looseObject({ identifier: z.string(), name: z.string() }))),
  results: z.array(z.object({ studentId: z.string(), name: z.string(), result: z.unknown() })),
});
export type LiveView = z.infer<typeof liveViewSchema>;
