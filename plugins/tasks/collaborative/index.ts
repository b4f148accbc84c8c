/** Collaborative learning (spec 02 §2): self-grouping, then the group task. */
import { defineTask } from '@core/registry/task-plugin';
import { screenQuery } from '@core/registry/task-registry';
import { storedFileRef } from '@core/registry/task-service-refs';

/** groupMode 1: the teacher makes the groups (ours; spec 02 §3 names 2, self-grouping). */
const TEACHER_GROUPING_MODE = 1;

export const collaborativeTaskPlugin = defineTask({
  kind: 'collaborative',
  loadDefinition: () => import('./definition').then((m) => m.collaborativeDefinition),
  title: '协作学习',
  // Its screens, /self-grouping and /collaborative-learning, are app pages (app/pages/groups): they talk to
  // the group calls, which no other kind has, rather than hand one result to the task host.
  routes: [],
  // The teacher made the groups (groupMode 1): straight to the task. Students forming their own go to
  // self-grouping, which moves each group on once its task is assigned (spec 02 §2, §4).
  screenPath: (task, ids) => {
    const teacherGroups = (task.collaborativeLearning as { groupMode?: number } | undefined)?.groupMode === TEACHER_GROUPING_MODE;
    return teacherGroups ? `/collaborative-learning?${screenQuery({ ...ids, source: 'SOURCE_TEACHER' })}` : `/self-grouping?${screenQuery({ ...ids })}`;
  },
  loadPanel: async () => (await import('./Panel')).default,
  // The panel plays the members' recordings, stored uploads.
  needs: [storedFileRef],
});
