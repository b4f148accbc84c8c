/** The group calls of the client against the real reference server (issue 31: the interactions list is paged). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServedServer, type ServedServer, type SignedInClient } from '../../../tests/helpers/served-server';
import { fetchGroupSpecification, fetchInteractions, operateGroup, postInteraction } from './group-calls';

let served: ServedServer;
let members: SignedInClient[];
beforeAll(async () => {
  served = await startServedServer();
  members = await Promise.all(Array.from({ length: 10 }, (_, i) => served.signedIn(`student${101 + i}`)));
}, 60_000);
afterAll(() => served?.close());

describe('fetchInteractions', () => {
  it('gathers every page of a group\'s likes and comments (more than one page of 100)', async () => {
    const teacher = await served.signedIn('teacher');
    const { groupTaskId } = await teacher.api.main.post<{ groupTaskId: string }>('/api/v1/chronus/teacher/classes/class-4-1/tasks', {
      task: { title: '协作学习', taskType: 5, episodeIds: [], interactiveTask: { collaborativeLearning: { assignments: [{ identifier: 'a', name: 'A', roles: [{ identifier: 'r' }] }] } } },
    });
    const [leader, ...rest] = members as [SignedInClient, ...SignedInClient[]];
    const { groups } = await operateGroup(leader.api, { specifications: { groupTaskId }, action: 'ACTION_JOIN' });
    for (const member of rest) await operateGroup(member.api, { specifications: { groupTaskId }, action: 'ACTION_JOIN', group: { identifier: groups[0]!.identifier } });
    const ids = Object.keys((await fetchGroupSpecification(leader.api, groupTaskId)).groups[0]!.students);
    // Everyone likes everyone else (90), and the leader comments 20 times: 110.
    for (const [i, member] of members.entries()) {
      for (const target of ids.filter((id) => id !== ids[i])) await postInteraction(member.api, { groupTaskId, targetStudentId: target, action: 1 });
    }
    for (let n = 0; n < 20; n++) await postInteraction(leader.api, { groupTaskId, targetStudentId: ids.find((id) => !id.endsWith('101'))!, action: 2, comment: `第${n}条` });
    const interactions = await fetchInteractions(rest[0]!.api, groupTaskId);
    expect(interactions.filter((i) => i.action === 1)).toHaveLength(90);
    expect(interactions.filter((i) => i.action === 2).map((i) => i.comment)).toEqual(Array.from({ length: 20 }, (_, n) => `第${n}条`));
  }, 60_000);
});
