/** The class-at-a-glance chart's geometry and its words (pure: ClassGlance.tsx draws them). */
import type { ClassGlance } from '@server/homework/teacher-homework-contract';
import { GlanceText } from './strings';

const PLOT_HEIGHT = 100;
/** Room above the bars for their figures, below for the titles. */
const TOP = 36;
const BOTTOM = 24;
const GROUP_WIDTH = 96;
/** A title longer than this is cut on the chart (the description says it whole). */
const TITLE_CHARS = 7;

export const GLANCE_CHART = {
  barWidth: 30,
  /** The two figures of a homework, written above its bars (completion, then accuracy). */
  figureLines: [13, 28],
  size: (count: number) => ({ width: Math.max(1, count) * GROUP_WIDTH, height: TOP + PLOT_HEIGHT + BOTTOM }),
} as const;

type Homework = ClassGlance['homeworks'][number];

/** One bar: where it starts and how high it is for a percentage (0–100, clamped). */
function bar(x: number, percent: number | null) {
  const value = percent === null ? 0 : Math.min(100, Math.max(0, percent));
  const height = (value / 100) * PLOT_HEIGHT;
  return { x, y: TOP + PLOT_HEIGHT - height, height, value: percent === null ? null : Math.round(value) };
}

export function glanceBars(homeworks: readonly Homework[]) {
  return homeworks.map((homework, index) => {
    const left = index * GROUP_WIDTH + 8;
    const completion = bar(left, homework.completion);
    return {
      id: homework.id,
      title: homework.title.length > TITLE_CHARS ? `${homework.title.slice(0, TITLE_CHARS).trimEnd()}…` : homework.title,
      completion: { ...completion, value: completion.value ?? 0 },
      accuracy: bar(left + GLANCE_CHART.barWidth + 4, homework.accuracy),
    };
  });
}

/** The chart in words, for a screen reader: each homework's title, completion and accuracy. */
export const chartSummary = (homeworks: readonly Homework[]) =>
  homeworks.map((homework) => `${homework.title}：${GlanceText.completion(Math.round(homework.completion))}，${GlanceText.accuracy(homework.accuracy === null ? null : Math.round(homework.accuracy))}`).join('；');
