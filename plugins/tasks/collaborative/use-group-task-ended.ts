/**
 * Whether the collaborative task has ended, for /self-grouping and /collaborative-learning (spec 02 §2,
 * §4; issue 32): the group specification says `running: false` or is gone (404), the class's running
 * task is gone (404) or is another one, or a call of the screen answered 404 (`markEnded`). The class's
 * task is polled as on every other task screen (2 s): it ends the screen as soon as the teacher ends the
 * task, whatever the group specification still says, and the poll counts the student as in the lesson.
 */
import { useCallback, useEffect, useState } from 'react';
import { nextPollDelay } from '@plugins/tasks/polling';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { useTaskService } from '@core/registry/task-services';
import type { GroupPoll } from './use-group-specification';

export function useGroupTaskEnded(groupTaskId: string, groupId: string | undefined, groups: GroupPoll): { ended: boolean; markEnded(): void } {
  const running = useRunningTaskId(groupId);
  const [gone, setGone] = useState(false);
  const markEnded = useCallback(() => setGone(true), []);
  const ended =
    gone ||
    groups.status === 'gone' ||
    (groups.status === 'ready' && groups.specification.running === false) ||
    running === null ||
    (running !== undefined && running !== groupTaskId);
  return { ended, markEnded };
}

/**
 * The group task the class runs now, polled every 2 s while the page shows (backing off after errors,
 * which keep the last answer): undefined until the first answer, null when the class runs none.
 */
function useRunningTaskId(groupId: string | undefined): string | null | undefined {
  const { fetchClassroomTask, pollWhileVisible } = useTaskService(taskPageHostRef);
  const [running, setRunning] = useState<string | null | undefined>(undefined);
  useEffect(
    () =>
      pollWhileVisible(
        (active) =>
          fetchClassroomTask(groupId).then(
            (task) => {
              if (active()) setRunning(task ? task.groupTaskId : null);
            },
            (error: unknown) => {
              console.warn('classroom poll failed (network error)', error);
              throw error;
            },
          ),
        nextPollDelay,
      ),
    [fetchClassroomTask, pollWhileVisible, groupId],
  );
  return running;
}
