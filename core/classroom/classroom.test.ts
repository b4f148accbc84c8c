import { describe, expect, it } from 'vitest';
import { POLL_BACKOFF_MAX_MS, nextPollDelay } from './polling';
import { taskScreenPath } from './task-screen';

describe('classroom polling', () => {
  it('polls every 2 s within ±20 %', () => {
    expect(nextPollDelay(0, () => 0)).toBe(1600);
    expect(nextPollDelay(0, () => 0.5)).toBe(2000);
    expect(nextPollDelay(0, () => 1)).toBe(2400);
  });

  it('backs off after errors, doubling, never beyond 15 s, and never gives up', () => {
    expect([1, 2, 3].map((n) => nextPollDelay(n, () => 0.5))).toEqual([4000, 8000, 15_000]);
    expect(nextPollDelay(50, () => 1)).toBe(POLL_BACKOFF_MAX_MS);
  });
});

describe('the screen of a running task', () => {
  const base = { groupTaskId: 'gt-1', groupId: 'class-3-1' };
  it.each([
    [{ ...base, taskType: 1, unitId: 'u1', periodId: 'p1' }, '/pt?type=exercise&groupTaskId=gt-1&groupId=class-3-1&unitId=u1&periodId=p1'],
    [{ ...base, taskType: 2, interactiveTask: { voteTask: {} } }, '/vote-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { resourcePack: {} } }, '/resource-pack?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { dragDrop: {} } }, '/drag-drop?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2, interactiveTask: { readingTask: {} } }, '/reading-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 2 }, '/reading-task?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 6, interactiveTask: { selfSelected: { id: 'opt-9', tasks: [] } } }, '/optional-task?groupTaskId=gt-1&groupId=class-3-1&optionalId=opt-9'],
    [{ ...base, taskType: 5, collaborativeLearning: { groupMode: 1, assignments: [{}] } }, '/collaborative-learning?groupTaskId=gt-1&groupId=class-3-1&source=SOURCE_TEACHER'],
    [{ ...base, taskType: 5, collaborativeLearning: { groupMode: 2, assignments: [{}] } }, '/self-grouping?groupTaskId=gt-1&groupId=class-3-1'],
    [{ ...base, taskType: 5, collaborativeLearning: {} }, '/self-grouping?groupTaskId=gt-1&groupId=class-3-1'],
  ])('%j opens %s', (task, path) => expect(taskScreenPath(task)).toBe(path));
});
