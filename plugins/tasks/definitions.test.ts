/** Each task kind's definition recognises its own served tasks, parses them, and checks results. */
import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import type { ServedClassroomTask } from '@core/domain';
import { kindOfTask } from '@core/registry/task-registry';
import { taskDefinitions } from './definitions';
import { taskRegistry } from './index';

const records = [{ content: 'I see a cow.', contentType: 2 }];
const SAMPLES: Record<string, ServedClassroomTask> = {
  reading: { taskType: 2, interactiveTask: { readingTask: { title: 'A farm', records } } },
  vote: { taskType: 2, interactiveTask: { voteTask: { title: 'Which?', selectType: 1, records, options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] } } },
  'resource-pack': { taskType: 2, interactiveTask: { resourcePack: { title: 'Songs', resources: [{ type: 1, content: '/files/x.png' }] } } },
  'drag-drop': { taskType: 2, interactiveTask: { dragDrop: { title: 'Match', frame: { passthroughCapture: '/files/frame.png' } } } },
  optional: { taskType: 6, interactiveTask: { selfSelected: { tasks: [{ taskId: 'opt-1', title: 'Vote', originalTask: { taskType: 2, voteTask: { title: 'Which?', selectType: 1, records, options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] } } }] } } },
  collaborative: { taskType: 5, collaborativeLearning: { assignments: [{ identifier: 'a1', name: 'Play', roles: [{ identifier: 'r1' }] }] } },
};

/** An optional task with one item of `taskType` carrying `part`. */
const optionalWithItem = (taskType: number, part: Record<string, unknown>) => ({ taskType: 6, interactiveTask: { selfSelected: { tasks: [{ taskId: 'opt-1', title: 'x', originalTask: { taskType, ...part } }] } } });

describe('task definitions', () => {
  it('list the same kinds as the plugins, each once', async () => {
    const kinds = taskDefinitions.map((d) => d.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.toSorted()).toEqual(taskRegistry.kinds().toSorted());
    const loaded = await taskRegistry.definitions();
    expect(loaded.toSorted((a, b) => a.kind.localeCompare(b.kind))).toEqual([...taskDefinitions].toSorted((a, b) => a.kind.localeCompare(b.kind)));
  });

  it.each(Object.entries(SAMPLES))('%s recognises its own served task, and no other kind does', (kind, sample) => {
    expect(taskDefinitions.filter((d) => d.recognises(sample)).map((d) => d.kind)).toEqual([kind]);
    expect(() => kindOfTask(taskDefinitions, sample)!.parse(sample)).not.toThrow();
  });

  it("makes the optional task's item kinds of the kinds with an optionalItem facet, each item parsed with its kind", () => {
    const itemKinds = taskDefinitions.filter((d) => d.optionalItem).map((d) => [d.optionalItem!.originalTaskType, d.kind]);
    // Kinds added later (npm run new-plugin -- task) join these.
    expect(itemKinds).toEqual(expect.arrayContaining([[1, 'reading'], [2, 'vote'], [3, 'resource-pack'], [4, 'drag-drop']]));
    const optional = taskDefinitions.find((d) => d.kind === 'optional')!;
    expect((optional.parse(SAMPLES.optional!) as { tasks: { kind: string; part: string }[] }).tasks.map(({ kind, part }) => [kind, part])).toEqual([['vote', 'voteTask']]);
    expect(() => optional.parse(optionalWithItem(9, {}))).toThrow(/task type 9 is not one of the item kinds \(1, 2, 3, 4\b/);
    expect(() => optional.parse(optionalWithItem(2, {}))).toThrow('an item of task type 2 needs its voteTask');
  });

  it('recognises no kind in an exercise (its answers go through the quiz)', () => {
    expect(kindOfTask(taskDefinitions, { taskType: 1 })).toBeUndefined();
  });

  it('names the path of malformed content', () => {
    const vote = taskDefinitions.find((d) => d.kind === 'vote')!;
    expect(() => vote.parse({ taskType: 2, interactiveTask: { voteTask: { title: 'x', selectType: 3, records: [], options: [] } } })).toThrow(ParseError);
  });

  it("lets an optional task's result name only the items it offers", () => {
    const optional = taskDefinitions.find((d) => d.kind === 'optional')!;
    const model = optional.parse(SAMPLES.optional!);
    expect(optional.itemIds?.(model)).toEqual(['opt-1']);
    const result = (ids: string[]) => optional.resultSchema.parse({
      groupTaskId: 'gt', taskType: 'INTERACTIVE',
      interactiveTaskResult: { id: 'opt-1', selfSelectedResult: { selectedTaskIds: ids, answers: [] } },
    });
    expect(optional.checkResult?.(model, result(['opt-1']))).toBeUndefined();
    expect(optional.checkResult?.(model, result(['opt-2']))).toMatch(/"opt-2" is not an item of this task/);
  });

  it("checks an optional item's answer as a result of the item's kind, and wants each item's own part", () => {
    const optional = taskDefinitions.find((d) => d.kind === 'optional')!;
    const model = optional.parse(SAMPLES.optional!);
    const answered = (answer: unknown) => optional.resultSchema.parse({
      groupTaskId: 'gt', taskType: 'INTERACTIVE',
      interactiveTaskResult: { id: 'gt', selfSelectedResult: { selectedTaskIds: ['opt-1'], answers: [{ taskId: 'opt-1', result: answer, timestampUsec: '1', durationSec: 3 }] } },
    });
    expect(optional.checkResult?.(model, answered({ interactiveTaskResult: { voteResult: { selected: ['B'] } } }))).toBeUndefined();
    expect(optional.checkResult?.(model, answered({ interactiveTaskResult: { voteResult: { selected: ['Q'] } } }))).toMatch(/no option "Q"/);
    // A result of another kind is no vote result; an answer of no kind at all is refused by the schema.
    expect(optional.checkResult?.(model, answered({ interactiveTaskResult: { dragDropResult: { placements: {} } } }))).toMatch(/is not a vote result/);
    expect(() => answered({ picked: 'B' })).toThrow(/result/);
    expect(() => optional.parse({ taskType: 6, interactiveTask: { selfSelected: { tasks: [{ taskId: 'o', title: 'Vote', originalTask: { taskType: 2 } }] } } })).toThrow(/needs its voteTask/);
  });
});
