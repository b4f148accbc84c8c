import { describe, expect, it } from 'vitest';
import { checkedTaskKind } from '../task-body';
import { collaborativeDefinition, collaborativeTaskMismatch, type CollaborativeLearning } from './definition';

const withRoles = (...roles: CollaborativeLearning['assignments'][number]['roles']): CollaborativeLearning => ({ assignments: [{ identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r0' }, ...roles] }] });

describe('a collaborative task a teacher starts or saves (checkTask)', () => {
  it('takes roles that can be answered: text by default, a choice with options, a recording with its text', () => {
    expect(collaborativeTaskMismatch(withRoles({ identifier: 'r1', answerTypes: [1, 2], options: [{ key: 'A', text: 'a dog' }] }, { identifier: 'r2', answerTypes: [3], refText: 'I like my cat.' }))).toBeUndefined();
  });

  it.each([
    [{ identifier: 'r1', answerTypes: [] }, 'collaborativeLearning.assignments[0].roles[1].answerTypes: 请至少选择一种作答方式'],
    [{ identifier: 'r1', answerTypes: [4] }, 'collaborativeLearning.assignments[0].roles[1].answerTypes: 没有这种作答方式：4'],
    [{ identifier: 'r1', answerTypes: [2] }, 'collaborativeLearning.assignments[0].roles[1].options: 选择作答至少要有一个选项'],
    [{ identifier: 'r1', answerTypes: [2], options: [] }, 'collaborativeLearning.assignments[0].roles[1].options: 选择作答至少要有一个选项'],
    [{ identifier: 'r1', answerTypes: [1, 3] }, 'collaborativeLearning.assignments[0].roles[1].refText: 录音作答要写出朗读的内容'],
  ])('refuses a role that cannot be answered (%j), at its field', (role, problem) => {
    expect(collaborativeTaskMismatch(withRoles(role))).toBe(problem);
  });

  it("is the kind's check: the body check names the field and says why", () => {
    const task = { taskType: 5, interactiveTask: { collaborativeLearning: withRoles({ identifier: 'r1', answerTypes: [3] }) } };
    expect(checkedTaskKind(task, [collaborativeDefinition])).toEqual({ problem: { path: 'collaborativeLearning.assignments[0].roles[1].refText', message: '录音作答要写出朗读的内容' } });
  });
});
