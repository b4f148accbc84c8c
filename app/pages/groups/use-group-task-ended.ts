/**
 * Whether the collaborative task has ended, for /self-grouping and /collaborative-learning (spec 02 §2,
 * §4; issue 32): the group specification says `running: false` or is gone (404), the class's running
 * task is gone (404) or is another one, or a call of the screen answered 404 (`markEnded`). The class's
 * task is polled as on every other task screen (2 s): it ends the screen as soon as the teacher ends the
 * task, whatever the group specification still says, and the poll counts the student as in the lesson.
 */
import { useCallback, useState } from 'react';
import { useClassroomPoll } from '../../hooks/use-classroom-poll';
import type { GroupPoll } from '../../hooks/use-group-specification';

export function useGroupTaskEnded(groupTaskId: string, groupId: string | undefined, groups: GroupPoll): { ended: boolean; markEnded(): void } {
  const classroom = useClassroomPoll(groupId);
  const [gone, setGone] = useState(false);
  const markEnded = useCallback(() => setGone(true), []);
  const ended =
    gone ||
    groups.status === 'gone' ||
    (groups.status === 'ready' && groups.specification.running === false) ||
    classroom.status === 'none' ||
    (classroom.status === 'task' && classroom.task.groupTaskId !== groupTaskId);
  return { ended, markEnded };
}

