/**
 * Self-grouping and collaborative learning calls (spec 02 §7; issue 15). The spec shows the paths of
 * the group specifications, claim, answers, interactions and realtime, not their bodies; operate's path
 * is ours (the issue names it). Ours are documented in docs/API.md, "Self-grouping".
 */
import { withDefault, z } from '@core/content/zod';
import { GroupAction } from './grouping';

/** The group calls' error codes the client reacts to (spec 02 §8). */
export const GroupErrorCode = {
  GROUP_NOT_FOUND: 90000021,
  GROUP_FULL: 90000022,
  GROUP_CANNOT_JOIN: 90000023,
} as const;
export type GroupErrorCode = (typeof GroupErrorCode)[keyof typeof GroupErrorCode];

/** Who formed a group: the students themselves, or the teacher (老师分组). */
export const GroupSource = {
  SOURCE_STUDENT_SELF_ORGANIZE: 'SOURCE_STUDENT_SELF_ORGANIZE',
  SOURCE_TEACHER: 'SOURCE_TEACHER',
} as const;
export type GroupSource = (typeof GroupSource)[keyof typeof GroupSource];

const id = z.string().check(z.minLength(1), z.maxLength(100));
/** Several ids, as a comma-separated value or the parameter repeated. */
const ids = z.pipe(z.union([z.string().check(z.maxLength(1000)), z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))]), z.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean)));

/** GET /api/v1/chronus/interactive_tasks/group_specifications: the task is named by groupTaskIds, taskIds or ids. */
export const groupSpecificationsQuerySchema = z.object({
  source: z.optional(z.string().check(z.maxLength(60))),
  taskIds: z.optional(ids),
  groupTaskIds: z.optional(ids),
  groupIds: z.optional(ids),
  ids: z.optional(ids),
  fillStudentName: z.optional(z.string().check(z.maxLength(10))),
});

/** POST .../group_specifications/claim (body not shown in the spec): the specification of a task. */
export const claimGroupSpecificationSchema = z.object({ groupTaskId: z.optional(id), taskId: z.optional(id), id: z.optional(id) });

/** POST .../group_specifications/operate. */
export const operateGroupRequestSchema = z.object({
  specifications: z.object({ groupTaskId: id, taskId: z.optional(id), groupId: z.optional(id) }),
  action: z.enum([GroupAction.JOIN, GroupAction.LOCK, GroupAction.UNLOCK, GroupAction.ASSIGN_ROLE, GroupAction.QUIT]),
  group: z.optional(z.looseObject({ identifier: z.optional(id), assignmentIdentifier: z.optional(id) })),
});

/** A comment's length at most (issue 31). */
export const COMMENT_MAX_LENGTH = 200;
/** Interactions between groupmates (ours): 1 like, 2 comment. */
export const InteractionAction = { LIKE: 1, COMMENT: 2 } as const;
export const postInteractionSchema = z.object({
  groupTaskId: id,
  targetStudentId: id,
  action: z.union([z.literal(InteractionAction.LIKE), z.literal(InteractionAction.COMMENT)]),
  comment: z.optional(z.string().check(z.trim(), z.minLength(1, '请写下评论内容'), z.maxLength(COMMENT_MAX_LENGTH, `评论最多${COMMENT_MAX_LENGTH}字`))),
});
/** At most this many comments of a student in one task (issue 31): a like is one per groupmate anyway. */
export const COMMENTS_PER_STUDENT_AND_TASK = 20;
/** Interactions of the group a page (issue 31); a group of 10 has at most 90 likes and 200 comments. */
export const INTERACTIONS_PAGE_SIZE = 100;
/** GET .../interactions: the spec's query, and ours: a page of `pageSize` after `marker` (the previous page's). */
export const interactionsQuerySchema = z.object({
  groupTaskId: id,
  role: z.optional(z.string().check(z.maxLength(4))),
  targetType: z.optional(z.string().check(z.maxLength(4))),
  action: z.optional(z.string().check(z.maxLength(4))),
  pageSize: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(INTERACTIONS_PAGE_SIZE)), INTERACTIONS_PAGE_SIZE),
  marker: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
});

/** POST .../realtime (body not shown in the spec): a member's live progress. */
export const RealtimeStatus = { VIEWING: 'viewing', ANSWERING: 'answering', RECORDING: 'recording', SUBMITTED: 'submitted' } as const;
export const postRealtimeSchema = z.object({ groupTaskId: id, status: z.enum([RealtimeStatus.VIEWING, RealtimeStatus.ANSWERING, RealtimeStatus.RECORDING, RealtimeStatus.SUBMITTED]) });

/** POST /api/v1/chronus/teacher/tasks/{groupTaskId}/groups: teacher-made groups of `size`. */
export const teacherGroupsRequestSchema = z.object({ size: z.int().check(z.gte(2), z.lte(10)) });
