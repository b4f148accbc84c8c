/** Collaborative learning (spec 02 §2): self-grouping, then the group task. */
import { defineTask } from '@core/registry/task-plugin';
import { screenQuery } from '@core/registry/task-registry';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { storedFileRef, taskRecorderRef } from '@core/registry/task-service-refs';
import { TEACHER_GROUPING_MODE } from './grouping';

export const collaborativeTaskPlugin = defineTask({
  kind: 'collaborative',
  loadDefinition: () => import('./definition').then((m) => m.collaborativeDefinition),
  title: '协作学习',
  // Its two screens are pages of its own (they host themselves): they talk to the group calls, which no
  // other kind has, rather than hand one result to the task host.
  routes: [
    { path: '/self-grouping', loadPage: async () => (await import('./SelfGroupingPage')).SelfGroupingPage },
    { path: '/collaborative-learning', loadPage: async () => (await import('./CollaborativePage')).CollaborativePage },
  ],
  // The teacher made the groups (groupMode 1): straight to the task. Students forming their own go to
  // self-grouping, which moves each group on once its task is assigned (spec 02 §2, §4).
  screenPath: (task, ids) => {
    const teacherGroups = (task.collaborativeLearning as { groupMode?: number } | undefined)?.groupMode === TEACHER_GROUPING_MODE;
    return teacherGroups ? `/collaborative-learning?${screenQuery({ ...ids, source: 'SOURCE_TEACHER' })}` : `/self-grouping?${screenQuery({ ...ids })}`;
  },
  loadPanel: async () => (await import('./Panel')).default,
  // The console's editor (issue 36): its own chunk, loaded when a teacher opens it.
  loadEditor: () => import('./Editor'),
  // The panel and the task page play the members' recordings, stored uploads; the pages use the app
  // through the page host, and a recording role records with the host's recorder.
  needs: [storedFileRef, taskPageHostRef, taskRecorderRef],
});
