import { describe, expect, it } from 'vitest';
import { taskScreenPath } from './task-screen';

describe('the screen 立刻开始 opens', () => {
  it('is the player for an exercise', async () => {
    expect(await taskScreenPath({ groupTaskId: 'gt-1', groupId: 'class-3-1', taskType: 1, unitId: 'u1', periodId: 'p1' })).toBe('/pt?type=exercise&groupTaskId=gt-1&groupId=class-3-1&unitId=u1&periodId=p1');
  });

  it("is the kind's screen for any other task (plugins/tasks/screen-path.test.ts has each kind)", async () => {
    expect(await taskScreenPath({ groupTaskId: 'gt-1', taskType: 2, interactiveTask: { voteTask: {} } })).toBe('/vote-task?groupTaskId=gt-1');
  });
});
