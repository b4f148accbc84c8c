import { describe, expect, it } from 'vitest';
import { taskRegistry } from '.';

describe('the screen of a running task (taskRegistry.screenPathOf)', () => {
  const base = { groupTaskId: 'gt-1', groupId: 'class-3-1' };
  it.each([
    [{ ...base, taskType: 2, interactiveTask: { voteTask: {} } }, '/vote-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { resourcePack: {} } }, '/resource-pack?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { dragDrop: {} } }, '/drag-drop?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { readingTask: {} } }, '/reading-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2 }, '/reading-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 6, interactiveTask: { selfSelected: { id: 'opt-9', tasks: [] } } }, '/optional-task?groupTaskId=gt-1&groupId=class-3-1&optionalId=opt-9'],
    [{ ...base, taskType: 6, interactiveTask: { selfSelected: { tasks: [] } } }, '/optional-task?groupTaskId=gt-1&groupId=class-3-1&optionalId=gt-1'],
    [{ ...base, taskType: 5, collaborativeLearning: { groupMode: 1, assignments: [{}] } }, '/collaborative-learning?groupTaskId=gt-1&groupId=class-3-1&source=SOURCE_TEACHER'],
    [{ ...base, taskType: 5, collaborativeLearning: { groupMode: 2, assignments: [{}] } }, '/self-grouping?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 5, collaborativeLearning: {} }, '/self-grouping?groupTaskId=gt-1&groupId=class-3-1'],
  ])('%j opens %s', async (task, path) => expect(await taskRegistry.screenPathOf(task)).toBe(path));
});

describe("an optional task's item screen (taskRegistry.itemScreenPath)", () => {
  it.each([
    ['reading', '/reading-task'],
    ['vote', '/vote-task'],
    ['resource-pack', '/resource-pack'],
    ['drag-drop', '/drag-drop'],
  ])('an item of kind %s opens %s with the ids', (kind, path) => {
    expect(taskRegistry.itemScreenPath(kind, { groupTaskId: 'gt-6', optionalTaskId: 'opt-vote', optionalId: 'opt-6', groupId: 'class-3-1' })).toBe(`${path}?groupTaskId=gt-6&optionalTaskId=opt-vote&optionalId=opt-6&groupId=class-3-1`);
  });
});

describe("a homework item's screen after class (taskRegistry.afterClassPath)", () => {
  it.each([
    ['reading', false, '/reading-task?isAfterClass=true&homework=hw-1&taskId=t-1'],
    ['reading', true, '/reading-task-report?homework=hw-1&taskId=t-1'],
    ['resource-pack', false, '/resource-pack-after?homework=hw-1&taskId=t-1'],
    ['resource-pack', true, '/resource-pack-after?homework=hw-1&taskId=t-1'],
  ])('%s (done: %s) opens %s', (kind, done, path) => {
    expect(taskRegistry.afterClassPath(kind, { homeworkId: 'hw-1', taskId: 't-1', done })).toBe(path);
  });
});
