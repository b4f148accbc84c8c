import type { ServedActivity } from '@core/domain';

export const myWeekend: ServedActivity = {
  id: 'we-my-weekend',
  type: 1500,
  content: {
    assets: { pictures: [{ resourceId: 'p1', url: '/media/weekend.svg' }] },
    comprehension: { writingEvaluation: { topic: 'My weekend', minWords: 50, rubric: ['content', 'grammar'] } },
  },
  metadata: {},
};
