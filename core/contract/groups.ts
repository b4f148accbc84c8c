/**
 * Self-grouping and collaborative learning calls (spec 02 §7; issue 15). The spec shows the paths of
 * the group specifications, claim, answers, interactions and realtime, not their bodies; operate's path
 * is ours (the issue names it). Ours are documented in docs/API.md, "Self-grouping".
 */
import { z } from '../content/zod';
import { GroupAction } from '../classroom/grouping';

const id = z.string().min(1).max(100);
/** Several ids, as a comma-separated value or the parameter repeated. */
const ids = z.union([z.string().max(1000), z.array(z.string().max(100)).max(20)]).transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean));

/** GET /api/v1/chronus/interactive_tasks/group_specifications: the task is named by groupTaskIds, taskIds or ids. */
export const groupSpecificationsQuerySchema = z.object({
  source: z.string().max(60).optional(),
  taskIds: ids.optional(),
  groupTaskIds: ids.optional(),
  groupIds: ids.optional(),
  ids: ids.optional(),
  fillStudentName: z.string().max(10).optional(),
});

/** POST .../group_specifications/claim (body not shown in the spec): the specification of a task. */
export const claimGroupSpecificationSchema = z.object({ groupTaskId: id.optional(), taskId: id.optional(), id: id.optional() });

/** POST .../group_specifications/operate. */
export const operateGroupRequestSchema = z.object({
  specifications: z.object({ groupTaskId: id, taskId: id.optional(), groupId: id.optional() }),
  action: z.enum([GroupAction.JOIN, GroupAction.LOCK, GroupAction.UNLOCK, GroupAction.ASSIGN_ROLE, GroupAction.QUIT]),
  group: z.looseObject({ identifier: id.optional(), assignmentIdentifier: id.optional() }).optional(),
});

/** Interactions between groupmates (ours): 1 like, 2 comment. */
export const InteractionAction = { LIKE: 1, COMMENT: 2 } as const;
export const postInteractionSchema = z.object({
  groupTaskId: id,
  targetStudentId: id,
  action: z.union([z.literal(InteractionAction.LIKE), z.literal(InteractionAction.COMMENT)]),
  comment: z.string().trim().min(1).max(200).optional(),
});
export const interactionsQuerySchema = z.object({ groupTaskId: id, role: z.string().max(4).optional(), targetType: z.string().max(4).optional(), action: z.string().max(4).optional() });

/** POST .../realtime (body not shown in the spec): a member's live progress. */
export const RealtimeStatus = { VIEWING: 'viewing', ANSWERING: 'answering', RECORDING: 'recording', SUBMITTED: 'submitted' } as const;
export const postRealtimeSchema = z.object({ groupTaskId: id, status: z.enum([RealtimeStatus.VIEWING, RealtimeStatus.ANSWERING, RealtimeStatus.RECORDING, RealtimeStatus.SUBMITTED]) });

/** POST /api/v1/chronus/teacher/tasks/{groupTaskId}/groups: teacher-made groups of `size`. */
export const teacherGroupsRequestSchema = z.object({ size: z.number().int().min(2).max(10) });
