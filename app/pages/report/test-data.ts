/** Response bodies for the result pages' component tests, in the server's shapes (docs/API.md). */
import { http, HttpResponse } from 'msw';
import type { ExerciseAnalysis } from '@app/client/homework-calls';
import type { HomeworkSummary } from '@core/contract';
import { api } from '../../../tests/helpers/app-harness';

export const LIST_URL = api('/api/v1/chronus/student/homework');

/** A homework summary; finished with a report and no errors unless overridden. */
export function summary(id: string, overrides: Partial<HomeworkSummary> & { title?: string } = {}): HomeworkSummary {
  const { title = `作业 ${id}`, ...rest } = overrides;
  return {
    id,
    studentId: 'user-1',
    groupHomeworkId: `gh-${id}`,
    groupHomework: { id: `gh-${id}`, title, unitId: 'm1u1', category: 'SH', revisal: true, groupId: 'class-3-1', tasks: [] },
    status: 2,
    createdAtSec: 1_700_000_000,
    updatedAtSec: 1_700_000_000,
    spokenComments: [{ spokenComment: '作业已完成，继续加油！' }],
    report: { accuracy: 100 },
    taskResults: [],
    errorNotebook: { totalError: 0, alreadyRevisal: 0, homeworkId: id, needToRevisal: 0, errorAnswer: [] },
    ...rest,
  };
}

export const notebook = (id: string, totalError: number, alreadyRevisal: number) => ({
  totalError,
  alreadyRevisal,
  homeworkId: id,
  needToRevisal: totalError - alreadyRevisal,
  errorAnswer: [],
});

export function analysis(id: string, overrides: Partial<ExerciseAnalysis> = {}): ExerciseAnalysis {
  return {
    id,
    title: `作业 ${id}`,
    accuracy: 60,
    answeredCount: 10,
    activityCount: 10,
    timeSpentSec: 200,
    byType: [{ type: 68, total: 5, correct: 3 }, { type: 30, total: 5, correct: 3 }],
    weakWords: [],
    ...overrides,
  };
}

/** The list call answering pages by marker: pages[0] without a marker, pages[n] for marker `m{n}`. */
export function listPages(pages: HomeworkSummary[][], seen: (params: URLSearchParams) => void = () => {}) {
  return http.get(LIST_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen(params);
    const marker = params.get('marker');
    const index = marker ? Number(marker.slice(1)) : 0;
    return HttpResponse.json({ homeworks: pages[index] ?? [], marker: index + 1 < pages.length ? `m${index + 1}` : null });
  });
}

/** A gate a handler waits on, so a test sees the loading state before the answer arrives. */
export function gate(): { opened: Promise<void>; open: () => void } {
  const resolvers: Array<() => void> = [];
  const opened = new Promise<void>((resolve) => {
    resolvers.push(resolve);
  });
  return { opened, open: () => resolvers.forEach((resolve) => resolve()) };
}
