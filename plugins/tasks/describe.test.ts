/** Each kind's result in words for the teacher's export (issue 37, the `describe` facet). */
import { describe, expect, it } from 'vitest';
import type { ServedClassroomTask } from '@core/domain';
import { taskDefinitions } from './definitions';

const described = (kind: string, served: ServedClassroomTask, result: unknown) => {
  const definition = taskDefinitions.find((d) => d.kind === kind)!;
  return definition.describe!(definition.parse(served), definition.resultSchema.parse(result));
};
const records = [{ content: 'I see a cow.', contentType: 2 }];
const reading = (durationSec: number) => ({ interactiveTaskResult: { readingTaskResult: { id: 'r', durationSec, imgUrl: '/files/report.png' } } });
const vote = { title: 'Which?', selectType: 2, records, options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] };

describe('a result in words (issue 37)', () => {
  it('a vote: the options chosen, by key and text', () => {
    expect(described('vote', { taskType: 2, interactiveTask: { voteTask: vote } }, { interactiveTaskResult: { voteResult: { selected: ['B', 'A'] } } })).toEqual([{ item: 'Which?', answer: 'B dog / A cow' }]);
  });

  it('a reading: how long the student read', () => {
    const task = { taskType: 2, interactiveTask: { readingTask: { title: 'A farm', records } } };
    expect(described('reading', task, reading(45))).toEqual([{ item: 'A farm', answer: '读了 45 秒' }]);
    expect(described('reading', task, reading(200.4))).toEqual([{ item: 'A farm', answer: '读了 3 分 20 秒' }]);
  });

  it('a resource pack: finished, or only opened', () => {
    const task = { taskType: 2, interactiveTask: { resourcePack: { title: 'Songs', resources: [{ type: 1, content: '/files/x.png' }] } } };
    expect(described('resource-pack', task, { interactiveTaskResult: { resourcePackResult: { id: 'p', finished: true } } })).toEqual([{ item: 'Songs', answer: '学完了' }]);
    expect(described('resource-pack', task, { interactiveTaskResult: { resourcePackResult: { id: 'p', finished: false } } })).toEqual([{ item: 'Songs', answer: '打开了' }]);
  });

  it("a collaborative task: the assignment and role, the member's choice and their recording's score", () => {
    const task = { taskType: 5, collaborativeLearning: { assignments: [{ identifier: 'a1', name: 'Play', roles: [{ identifier: 'r1', name: '小猫', options: [{ key: 'A', text: 'Meow' }] }] }] } };
    const result = { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r1', choice: 'A', recording: { url: '/files/r.wav', score: 81.6 } } } };
    expect(described('collaborative', task, result)).toEqual([{ item: 'Play · 小猫', answer: 'A Meow / （录音）', score: 81.6 }]);
  });

  it("an optional task: each item answered, by its own kind, under the item's title", () => {
    const task = { taskType: 6, interactiveTask: { selfSelected: { tasks: [{ taskId: 'opt-1', title: '第一题', originalTask: { taskType: 2, voteTask: vote } }, { taskId: 'opt-2', title: '第二题', originalTask: { taskType: 2, voteTask: vote } }] } } };
    const result = {
      groupTaskId: 'gt', taskType: 'INTERACTIVE',
      interactiveTaskResult: { id: 'x', selfSelectedResult: { selectedTaskIds: ['opt-2'], answers: [{ taskId: 'opt-2', result: { interactiveTaskResult: { voteResult: { selected: ['A'] } } }, timestampUsec: '1', durationSec: 3 }] } },
    };
    expect(described('optional', task, result)).toEqual([{ item: '第二题 · Which?', answer: 'A cow' }]);
  });
});
