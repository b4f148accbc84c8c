/**
 * Self-grouping and collaborative learning calls (spec 02 §7; issue 15), made with the app's API
 * (the page host's `api`). The group specification is
 * polled every second: the browser revalidates it with its ETag (the server answers 304 when nothing
 * changed), so an unchanged poll costs a few bytes.
 */
import type { z } from 'zod/mini';
import type { operateGroupRequestSchema, postInteractionSchema, postRealtimeSchema, teacherGroupsRequestSchema } from './groups-contract';
import type { Assignment, Group } from './grouping';
import type { ApiService } from '@core/services/api/api-service';

const TASKS = '/api/v1/chronus/interactive_tasks';

/** The Idempotency-Key of a call that changes something: the same key, the same effect, once. */
export interface SubmissionOnce { idempotencyKey: string }

export interface GroupSpecification {
  groupTaskId: string;
  groupId: string;
  groupMode: number;
  source: string;
  running: boolean;
  groups: Group[];
  assignments: Assignment[];
}

interface SpecificationsAnswer {
  specifications: { groupTaskId: string; groupId: string; groupMode: number; source: string; running: boolean; specification: { grouping: { groups: Group[] } }; collaborativeLearning: { assignments: Assignment[] } }[];
}

const specificationOf = (answer: SpecificationsAnswer): GroupSpecification => {
  const [first] = answer.specifications;
  if (!first) throw new Error('group specifications: none in the answer');
  return { groupTaskId: first.groupTaskId, groupId: first.groupId, groupMode: first.groupMode, source: first.source, running: first.running, groups: first.specification.grouping.groups, assignments: first.collaborativeLearning.assignments };
};

/** GET .../group_specifications?groupTaskIds=: the task's groups and its assignments. */
export async function fetchGroupSpecification(api: ApiService, groupTaskId: string): Promise<GroupSpecification> {
  return specificationOf(await api.main.get<SpecificationsAnswer>(`${TASKS}/group_specifications`, { params: { groupTaskIds: groupTaskId, fillStudentName: 'true' } }));
}

export type OperateGroupRequest = z.input<typeof operateGroupRequestSchema>;

/** POST .../group_specifications/operate: one group operation; answers the specification after it. */
export async function operateGroup(api: ApiService, request: OperateGroupRequest, once?: SubmissionOnce): Promise<GroupSpecification> {
  return specificationOf(await api.main.post<SpecificationsAnswer>(`${TASKS}/group_specifications/operate`, request, once ? { headers: { 'Idempotency-Key': once.idempotencyKey } } : undefined));
}

export interface GroupAnswer { studentId: string; nickName: string; body: unknown; submittedAtSec: number }
export interface RealtimeEntry { studentId: string; status: string; updatedAtSec: number }

/** GET .../answers?groupTaskId=: the student's group's answers, with the members' live progress. */
export async function fetchGroupAnswers(api: ApiService, groupTaskId: string): Promise<{ answers: GroupAnswer[]; realtime: RealtimeEntry[] }> {
  const answer = await api.main.get<{ answers: GroupAnswer[]; realtime?: RealtimeEntry[] }>(`${TASKS}/answers`, { params: { groupTaskId } });
  return { answers: answer.answers, realtime: answer.realtime ?? [] };
}

export interface Interaction { fromStudentId: string; targetStudentId: string; action: number; comment: string | null; createdAtSec: number }

/** POST .../interactions: a like (1) or a comment (2) on a groupmate's answer. */
export async function postInteraction(api: ApiService, body: z.input<typeof postInteractionSchema>, once?: SubmissionOnce): Promise<void> {
  await api.main.post<unknown>(`${TASKS}/interactions`, body, once ? { headers: { 'Idempotency-Key': once.idempotencyKey } } : undefined);
}

/** The role value of the interactions query (spec 01 §6, spec 02 §7: role=2). */
export const INTERACTIONS_ROLE = 2;

/**
 * GET .../interactions?groupTaskId=&role=2&targetType=2&action=2 (the spec's query): every page of them
 * (a group of 10 has at most 290: one like per groupmate, 20 comments each), following the markers.
 */
export async function fetchInteractions(api: ApiService, groupTaskId: string): Promise<Interaction[]> {
  const all: Interaction[] = [];
  let marker: string | null | undefined;
  do {
    const page = await api.main.get<{ interactions: Interaction[]; marker?: string | null }>(`${TASKS}/interactions`, { params: { groupTaskId, role: INTERACTIONS_ROLE, targetType: 2, action: 2, ...(marker ? { marker } : {}) } });
    all.push(...page.interactions);
    marker = page.marker;
  } while (marker);
  return all;
}

/** POST .../realtime: what this member is doing now. */
export async function postRealtime(api: ApiService, body: z.input<typeof postRealtimeSchema>): Promise<void> {
  await api.main.post<unknown>(`${TASKS}/realtime`, body);
}

/** POST /api/v1/chronus/teacher/tasks/{groupTaskId}/groups: the teacher makes the groups (issue 15, 32). */
export async function makeTeacherGroups(api: ApiService, groupTaskId: string, size: z.input<typeof teacherGroupsRequestSchema>['size']): Promise<void> {
  await api.main.post<unknown>(`/api/v1/chronus/teacher/tasks/${encodeURIComponent(groupTaskId)}/groups`, { size });
}
