/** Homework calls (spec 01 §3, §7): list, detail, submission. */
import { withDefault, z } from '../content/zod';
import { HOMEWORK_PAGE_SIZE } from './constants';

/**
 * A comment on a finished homework (spec 01 §3: a homework without one counts as not finished).
 * `automatic`: written by the server from the speech scores, not by a teacher; shown as a hint, never
 * under 老师点评.
 */
export const spokenCommentSchema = z.object({ spokenComment: z.string(), automatic: z.optional(z.boolean()) });

/**
 * One submitted answer: the answer record's data plus its episode. The per-type variant is not named
 * here: the server checks it against its activity's type, which must be the one variant it carries, in
 * the shape that type's plugin defines (server/homework/answer-shape.ts over plugins/activities/
 * answer-definitions.ts), so a type added later needs no line here (issue 33).
 */
export const submittedAnswerSchema = z.looseObject({
  activityId: z.string().check(z.minLength(1), z.maxLength(100)),
  timestampUsec: z.string().check(z.regex(/^\d{1,20}$/)),
  durationSec: z.number().check(z.gte(0), z.lte(86_400)),
  episode_id: z.string().check(z.minLength(1), z.maxLength(100)),
  episode_type: z.int().check(z.gte(0), z.lte(1000)),
  /** The scoring socket's receipt of a spoken answer's score (issue 31; server/scoring/score-receipt.ts). */
  scoreReceipt: z.optional(z.string().check(z.maxLength(8000))),
});
export type SubmittedAnswerInput = z.infer<typeof submittedAnswerSchema>;

/**
 * A homework's draft (issue 19, item 8; beyond the spec): the answer records the player keeps on the
 * device (spec 01 §3, local slot 'homework'), saved to the server too, stamped with the device's time.
 * PUT/GET /api/v1/chronus/student/homework/{id}/draft.
 */
export const HOMEWORK_DRAFT_MAX_BYTES = 256 * 1024;
const draftAnswerSchema = z.looseObject({
  type: z.int().check(z.gte(0), z.lte(100_000)),
  correct: z.boolean(),
  fulfilled: z.boolean(),
  data: z.looseObject({ activityId: z.string().check(z.minLength(1), z.maxLength(100)) }),
});
export const homeworkDraftSchema = z.object({ savedAtMs: z.int().check(z.gte(0), z.lte(8_640_000_000_000_000)), answers: z.array(draftAnswerSchema).check(z.maxLength(500)) });
export type HomeworkDraft = z.infer<typeof homeworkDraftSchema>;
export const homeworkDraftResponseSchema = z.object({ draft: z.nullable(homeworkDraftSchema) });

/** The fields of POST /api/v1/chronus/student/homework/{id} (submitStudentHomework) but its task_result. */
const submitHomeworkFields = {
  answers: z.array(submittedAnswerSchema).check(z.maxLength(500)),
  unitId: z.optional(z.string()),
  textbook: z.optional(z.string()),
  category: z.optional(z.string()),
};

/** A homework item's result after class, under its kind's key (readingTaskResult, resourcePackResult, ...). */
export type TaskResultBody = Partial<Record<string, { id: string } & Record<string, unknown>>>;

export type SubmitHomeworkRequest = z.infer<z.ZodMiniObject<typeof submitHomeworkFields>> & { task_result?: TaskResultBody };

/**
 * POST /api/v1/chronus/student/homework/{id}: the answers and, for an item done after class, its result
 * as task_result[key] with the schema its kind declares (TaskDefinition.afterClass: the server builds
 * this from plugins/tasks/definitions.ts). A key no kind declares is refused, not dropped.
 */
export function submitHomeworkRequestSchemaFor(taskResults: Readonly<Record<string, z.ZodMiniType<{ id: string }>>>): z.ZodMiniType<SubmitHomeworkRequest> {
  const taskResult = z.strictObject(Object.fromEntries(Object.entries(taskResults).map(([key, schema]) => [key, z.optional(schema)])));
  return z.object({ ...submitHomeworkFields, task_result: z.optional(taskResult) }) as unknown as z.ZodMiniType<SubmitHomeworkRequest>;
}

/** GET /api/v1/chronus/student/homework query. `marker` is the opaque cursor of the previous page. */
export const homeworkListQuerySchema = z.object({
  groupId: z.optional(z.string()),
  pageSize: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100)), HOMEWORK_PAGE_SIZE),
  marker: z.optional(z.string().check(z.maxLength(200))),
});

const groupHomeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  unitId: z.string(),
  category: z.string(),
  revisal: z.boolean(),
  groupId: z.string(),
  tasks: z.array(z.unknown()),
});

export const errorNotebookSchema = z.object({
  totalError: z.number(),
  alreadyRevisal: z.number(),
  homeworkId: z.string(),
  needToRevisal: z.number(),
  errorAnswer: z.array(z.unknown()),
});

/** A homework as the list shows it (no activities). */
export const homeworkSummarySchema = z.object({
  id: z.string(),
  studentId: z.string(),
  groupHomeworkId: z.string(),
  groupHomework: groupHomeworkSchema,
  status: z.number(),
  createdAtSec: z.number(),
  updatedAtSec: z.number(),
  imageUrl: z.optional(z.string()),
  desc: z.optional(z.string()),
  topic: z.optional(z.string()),
  periodId: z.optional(z.string()),
  spokenComments: z.array(spokenCommentSchema),
  report: z.optional(z.object({ accuracy: z.number() })),
  taskResults: z.array(z.unknown()),
  errorNotebook: z.optional(errorNotebookSchema),
});
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

/** Response of the homework list: a page, and the marker of the next page (null on the last). */
export const homeworkListResponseSchema = z.object({ homeworks: z.array(homeworkSummarySchema), marker: z.nullable(z.string()) });

export const episodeSchema = z.object({
  studentHomeworkId: z.optional(z.string()),
  episodeId: z.string(),
  episodeType: z.number(),
  activities: z.array(z.looseObject({ id: z.string(), type: z.number() })),
  parent: z.optional(z.string()),
  child: z.optional(z.string()),
  videoUrl: z.optional(z.string()),
  parentActivityIds: z.optional(z.array(z.string())),
});

/** GET /api/v1/chronus/student/homework/{id}. */
export const homeworkDetailResponseSchema = z.object({
  homework: z.extend(homeworkSummarySchema, {
    episodeActivities: z.array(episodeSchema),
    answers: z.array(z.looseObject({ activityId: z.string() })),
  }),
});
export type HomeworkDetail = z.infer<typeof homeworkDetailResponseSchema>['homework'];

/** Response of the submission: what the result page needs. */
export const submitHomeworkResponseSchema = z.object({
  homework: z.object({
    id: z.string(),
    status: z.number(),
    report: z.object({ accuracy: z.number() }),
    spokenComments: z.array(spokenCommentSchema),
    answeredCount: z.number(),
    activityCount: z.number(),
    /** The error notebook after this submission: the class report the finish opens shows it. */
    errorNotebook: z.optional(errorNotebookSchema),
  }),
});
