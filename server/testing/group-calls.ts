/**
 * The calls of self-grouping and collaborative learning as the API tests make them (issue 15, 31, 32),
 * for the 45 students of class 4-1 (student101 ... student145), signed in once per test file.
 */
import type { Group } from '@plugins/tasks/collaborative/definition';
import { expectJson, type TestServer } from './test-server';

export const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';
export const TEACHER = '/api/v1/chronus/teacher';
export const INTERACTIONS = '/api/v1/chronus/interactive_tasks/interactions';

/** A collaborative task of two assignments: three roles, and five. */
export const TWO_TASKS = {
  collaborativeLearning: {
    assignments: [
      { identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', answerTypes: [1] }, { identifier: 'r2', answerTypes: [2], options: [{ key: 'A', text: 'dog' }] }, { identifier: 'r3', answerTypes: [1] }] },
      { identifier: 'a2', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }, { identifier: 'p3' }, { identifier: 'p4' }, { identifier: 'p5' }] },
    ],
  },
};

export const uid = (n: number) => `student${100 + n}`;
export const userId = (n: number) => `user-${uid(n)}`;

export interface GroupSpecificationAnswer {
  specifications: { running: boolean; groupMode: number; source: string; specification: { grouping: { groups: Group[] } }; collaborativeLearning: { assignments: unknown[] } }[];
}

export async function groupCalls(server: TestServer, students = 35) {
  const teacher = await server.signIn('teacher');
  const tokens = new Map<number, string>();
  for (let n = 1; n <= students; n++) tokens.set(n, await server.signIn(uid(n)));
  const token = (n: number) => tokens.get(n)!;
  /** The token of a student by user id. */
  const tokenOf = (id: string) => token(Number(id.replace('user-student', '')) - 100);
  return {
    teacher,
    token,
    tokenOf,
    /** Starts a collaborative task in class 4-1 (ending the one running there); its group task id. */
    start: async (interactiveTask: unknown) =>
      (await expectJson<{ groupTaskId: string }>(await server.call(teacher, `${TEACHER}/classes/class-4-1/tasks`, { body: { task: { title: '协作学习', taskType: 5, episodeIds: [], interactiveTask } } }))).groupTaskId,
    end: async (groupTaskId: string) => expectJson(await server.call(teacher, `${TEACHER}/tasks/${groupTaskId}/end`, { body: {} })),
    specification: async (who: string, groupTaskId: string, call = server.call) =>
      (await expectJson<GroupSpecificationAnswer>(await call(who, `${GROUPS}?groupTaskIds=${groupTaskId}&fillStudentName=true`))).specifications[0]!,
    groupsOf: async (who: string, groupTaskId: string): Promise<Group[]> =>
      (await expectJson<GroupSpecificationAnswer>(await server.call(who, `${GROUPS}?groupTaskIds=${groupTaskId}&fillStudentName=true`))).specifications[0]!.specification.grouping.groups,
    operate: (who: string, groupTaskId: string, action: string, group?: Record<string, unknown>) =>
      server.call(who, `${GROUPS}/operate`, { body: { specifications: { groupTaskId }, action, ...(group ? { group } : {}) } }),
    interact: (who: string, body: Record<string, unknown>) => server.call(who, INTERACTIONS, { body }),
    submit: (who: string, groupTaskId: string, collaborativeResult: Record<string, unknown>) =>
      server.call(who, `/api/v1/chronus/student/classroom/task/${groupTaskId}`, { body: { interactiveTaskResult: { collaborativeResult } } }),
  };
}

/** The status, error code and message of an error answer. */
export const errorOf = async (response: Response) => {
  const body = (await response.json()) as { errorCode: number; message: string };
  return { status: response.status, errorCode: body.errorCode, message: body.message };
};
