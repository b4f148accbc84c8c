/**
 * The classroom: the current task (the poll), the exercise's quiz, task results and the class's
 * answers (spec 02 §7). Each task kind's own shapes live in its plugin's definition.ts.
 */
import { z } from '../content/zod';
import { submittedAnswerSchema } from './homework';

/** GET /api/v1/chronus/student/classroom/task and /student/quiz: the current task (404 when none). */
export const classroomTaskQuerySchema = z.looseObject({ groupId: z.optional(z.string()), groupTaskId: z.optional(z.string()) });

/** Its answer. */
export const classroomTaskResponseSchema = z.object({
  groupTaskId: z.string(),
  taskType: z.number(),
  groupId: z.string(),
  unitId: z.optional(z.string()),
  /** The unit's title, when the task belongs to a unit: the reading screen's header (spec 02 §2). */
  unitTitle: z.optional(z.string()),
  periodId: z.optional(z.string()),
  title: z.string(),
  episodeActivities: z.array(z.looseObject({ episodeId: z.string(), activities: z.array(z.unknown()) })),
  interactiveTask: z.optional(z.unknown()),
  /** A collaborative task's part (task type 5): its assignments and roles. */
  collaborativeLearning: z.optional(z.unknown()),
  startedAtSec: z.number(),
});

/** POST /api/v1/chronus/student/quiz (submitStudentQuizAndRead). */
export const submitQuizRequestSchema = z.object({
  episodeAnswer: z.object({ episodeId: z.string().check(z.minLength(1)), answers: z.array(submittedAnswerSchema).check(z.maxLength(200)) }),
  unitId: z.optional(z.string()),
  groupId: z.string().check(z.minLength(1)),
  groupTaskId: z.string().check(z.minLength(1)),
  periodId: z.optional(z.string()),
  taskType: z.literal(1),
  /**
   * Ours, beside the spec's fields: when the answers were handed in (epoch ms; the pending queue's entry
   * time, so a retry says when they were made, not when they got through). Answers made while the task
   * ran still count when they arrive within LATE_ANSWER_GRACE_SEC of its end.
   */
  madeAtMs: z.optional(z.int().check(z.gte(0))),
});
/** How long after a classroom exercise ends the answers made before its end are still taken (issue 31). */
export const LATE_ANSWER_GRACE_SEC = 120;
export const submitQuizResponseSchema = z.object({ groupTaskId: z.string(), answeredCount: z.number(), accuracy: z.number() });

/**
 * POST /api/v1/chronus/student/classroom/task/{optionalTaskId or groupTaskId}: the envelope; the body is
 * then checked against the schema of the task's kind (its plugin's definition.ts).
 */
export const classroomTaskResultSchema = z.record(z.string(), z.unknown());
/** The most a classroom task result may weigh (a reading result with its image address is ~1 KB). */
export const TASK_RESULT_MAX_BYTES = 64 * 1024;

/** GET /api/v1/chronus/interactive_tasks/answers?groupTaskId=...: the class's answers to a task. */
export const taskAnswersQuerySchema = z.object({ groupTaskId: z.string().check(z.minLength(1)) });

/**
 * GET /api/v1/chronus/student/classroom/task/{optionalTaskId or groupTaskId}/result (ours; issue 14): the
 * student's own latest result, so a screen shows what was handed in after a reload. An optional task's
 * item names its group task in the query, as the submission's body does.
 */
export const ownTaskResultQuerySchema = z.object({ groupTaskId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });
/** `grade`: once the task has ended, a kind with right answers grades the result (drag-drop: right per zone). */
/** `submitted`: the student has handed the task in (every question of an exercise answered; a result its kind counts). */
export const ownTaskResultResponseSchema = z.object({ result: z.nullable(z.record(z.string(), z.unknown())), submitted: z.optional(z.boolean()), grade: z.optional(z.unknown()) });
