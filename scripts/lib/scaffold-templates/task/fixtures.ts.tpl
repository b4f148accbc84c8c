/** 2. Served tasks of this kind, shared by the tests. Add one per situation. */
import type { ServedClassroomTask } from '@core/domain';

export const sample: ServedClassroomTask = {
  groupTaskId: 'gt-__FOLDER__-sample',
  taskType: 2,
  interactiveTask: { __camel__Task: { title: 'My pet', prompt: 'Write one sentence about a pet.' } },
};

export const sampleResult = { interactiveTaskResult: { __camel__Result: { id: 'gt-__FOLDER__-sample', answer: 'My cat is black.' } } };
