/** Homework calls (spec 01 §3, §7): list, detail, submission. */
import { z } from '../content/zod';
import { HOMEWORK_PAGE_SIZE } from './constants';

const answerVariantKeys = ['multiChoiceQuestion', 'multiChoiceText', 'spelling', 'oralReading', 'sentenceCompletion'] as const;

/**
 * One submitted answer: the answer record's data plus its episode. The per-type variant is kept as
 * sent (checked for shape where grading reads it), so answers of plugin types added later pass too.
 */

/**
 * A comment on a finished homework (spec 01 §3: a homework without one counts as not finished).
 * `automatic`: written by the server from the speech scores, not by a teacher; shown as a hint, never
 * under 老师点评.
 */
export const spokenCommentSchema = z.object({ spokenComment: z.string(), automatic: z.boolean().optional() });
export const submittedAnswerSchema = z
  .looseObject({
    activityId: z.string().min(1).max(100),
    timestampUsec: z.string().regex(/^\d{1,20}$/),
    durationSec: z.number().min(0).max(86_400),
    episode_id: z.string().min(1).max(100),
    episode_type: z.number().int().min(0).max(1000),
    multiChoiceQuestion: z.looseObject({ correct: z.boolean() }).optional(),
    multiChoiceText: z.looseObject({ correct: z.boolean() }).optional(),
    spelling: z.looseObject({ correct: z.boolean() }).optional(),
    oralReading: z.looseObject({ score: z.number().min(0).max(100) }).optional(),
    sentenceCompletion: z
      .looseObject({
        score: z.number().min(0).max(100),
        deliteScore: z.looseObject({
          telisScore: z.object({
            overall: z.number().min(0).max(100),
            integrity: z.number().min(0).max(100),
            word_score: z.array(z.looseObject({ type: z.union([z.literal(1), z.literal(2)]), score: z.number().min(0).max(100) })),
          }),
        }),
      })
      .optional(),
  })
  .refine((answer) => answerVariantKeys.filter((key) => answer[key] !== undefined).length <= 1, {
    message: 'an answer carries at most one type variant',
  });
export type SubmittedAnswerInput = z.infer<typeof submittedAnswerSchema>;

/**
 * A homework's draft (issue 19, item 8; beyond the spec): the answer records the player keeps on the
 * device (spec 01 §3, local slot 'homework'), saved to the server too, stamped with the device's time.
 * PUT/GET /api/v1/chronus/student/homework/{id}/draft.
 */
export const HOMEWORK_DRAFT_MAX_BYTES = 256 * 1024;
const draftAnswerSchema = z.looseObject({
  type: z.number().int().min(0).max(100_000),
  correct: z.boolean(),
  fulfilled: z.boolean(),
  data: z.looseObject({ activityId: z.string().min(1).max(100) }),
});
export const homeworkDraftSchema = z.object({ savedAtMs: z.number().int().min(0).max(8_640_000_000_000_000), answers: z.array(draftAnswerSchema).max(500) });
export type HomeworkDraft = z.infer<typeof homeworkDraftSchema>;
export const homeworkDraftResponseSchema = z.object({ draft: homeworkDraftSchema.nullable() });

/** A reading task's data report: the task, the time spent and the report image (spec 02 §3, §7). */
export const readingTaskResultSchema = z.object({ id: z.string().min(1).max(100), durationSec: z.number().min(0).max(86_400), imgUrl: z.string().min(1).max(2000) });

/** POST /api/v1/chronus/student/homework/{id} (submitStudentHomework). */
export const submitHomeworkRequestSchema = z.object({
  answers: z.array(submittedAnswerSchema).max(500),
  unitId: z.string().optional(),
  textbook: z.string().optional(),
  category: z.string().optional(),
  task_result: z
    .object({
      readingTaskResult: readingTaskResultSchema.optional(),
      // finished: the resource pack's own result says so (issue 14); after class a result is sent only once done.
      resourcePackResult: z.object({ id: z.string().min(1).max(100), finished: z.literal(true).optional() }).optional(),
    })
    .optional(),
});
export type SubmitHomeworkRequest = z.infer<typeof submitHomeworkRequestSchema>;

/** GET /api/v1/chronus/student/homework query. `marker` is the opaque cursor of the previous page. */
export const homeworkListQuerySchema = z.object({
  groupId: z.string().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(HOMEWORK_PAGE_SIZE),
  marker: z.string().max(200).optional(),
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

const errorNotebookSchema = z.object({
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
  imageUrl: z.string().optional(),
  desc: z.string().optional(),
  topic: z.string().optional(),
  periodId: z.string().optional(),
  spokenComments: z.array(spokenCommentSchema),
  report: z.object({ accuracy: z.number() }).optional(),
  taskResults: z.array(z.unknown()),
  errorNotebook: errorNotebookSchema.optional(),
});
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

/** Response of the homework list: a page, and the marker of the next page (null on the last). */
export const homeworkListResponseSchema = z.object({ homeworks: z.array(homeworkSummarySchema), marker: z.string().nullable() });

export const episodeSchema = z.object({
  studentHomeworkId: z.string().optional(),
  episodeId: z.string(),
  episodeType: z.number(),
  activities: z.array(z.looseObject({ id: z.string(), type: z.number() })),
  parent: z.string().optional(),
  child: z.string().optional(),
  videoUrl: z.string().optional(),
  parentActivityIds: z.array(z.string()).optional(),
});

/** GET /api/v1/chronus/student/homework/{id}. */
export const homeworkDetailResponseSchema = z.object({
  homework: homeworkSummarySchema.extend({
    episodeActivities: z.array(episodeSchema),
    answers: z.array(z.looseObject({ activityId: z.string() })),
  }),
});

/** Response of the submission: what the result page needs. */
export const submitHomeworkResponseSchema = z.object({
  homework: z.object({
    id: z.string(),
    status: z.number(),
    report: z.object({ accuracy: z.number() }),
    spokenComments: z.array(spokenCommentSchema),
    answeredCount: z.number(),
    activityCount: z.number(),
  }),
});
