/** Plain rules of the results screen (issue 37): the students' order, an item's accuracy, times and answers as text. */
import type { HomeworkResults } from '@server/homework/teacher-homework-contract';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { isSubmittedAnswerCorrect } from '@plugins/activities/submitted-answer';
import { ResultsText } from './strings';

export type ResultStudent = HomeworkResults['students'][number];
export type ResultItem = HomeworkResults['items'][number];
export type StudentSort = { by: 'name' | 'accuracy'; descending: boolean };

const byName = (a: ResultStudent, b: ResultStudent) => a.name.localeCompare(b.name, 'zh-Hans-CN');

/** The students in the chosen order; by accuracy, those without one (not finished) always last, by name. */
export function sortStudents(students: readonly ResultStudent[], sort: StudentSort): ResultStudent[] {
  const sign = sort.descending ? -1 : 1;
  return students.toSorted((a, b) => {
    if (sort.by === 'name') return sign * byName(a, b);
    if (a.accuracy === null || b.accuracy === null) return (a.accuracy === null ? 1 : 0) - (b.accuracy === null ? 1 : 0) || byName(a, b);
    return sign * (a.accuracy - b.accuracy) || byName(a, b);
  });
}

/** Share of an item's answers that are right, 0–100; null before anyone answered. */
export const itemAccuracy = (item: Pick<ResultItem, 'answered' | 'right'>): number | null => (item.answered > 0 ? Math.round((100 * item.right) / item.answered) : null);

export const minutesAndSeconds = (totalSec: number): [number, number] => [Math.floor(totalSec / 60), Math.round(totalSec % 60)];

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day as the teacher reads it: 11月26日 18:00. */
export function formatDue(dueAtSec: number): string {
  const date = new Date(dueAtSec * 1000);
  return `${date.getMonth() + 1}月${date.getDate()}日 ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** One stored answer as the student's answers list shows it: right or wrong, the answer as text, a spoken one's recording. */
export interface AnswerShown {
  correct: boolean;
  text: string;
  /** A spoken answer's score and its stored recording (when it was uploaded). */
  score?: number;
  recordingUrl?: string;
}

/**
 * Reads a stored answer (its type's variant under the variant's key) without naming any type: a spoken one by
 * its type's speech facet, any other by the texts its variant holds (picked options, typed blanks).
 */
export function showAnswer(answer: Record<string, unknown>, activity?: unknown): AnswerShown {
  const correct = isSubmittedAnswerCorrect(answer);
  for (const definition of activityAnswerDefinitions) {
    const variant = answer[definition.answerVariant];
    if (variant === undefined) continue;
    if (definition.speech) {
      const recordingUrl = definition.speech.voiceUri(variant as never);
      return { correct, text: '', score: definition.speech.score(variant as never), ...(recordingUrl ? { recordingUrl } : {}) };
    }
    const names = pictureNames(activity);
    return { correct, text: textsOf(variant).map((text) => names.get(text) ?? text).join('、') };
  }
  return { correct, text: '' };
}

/** The texts a variant holds: `answers` (picked options), `answer` (one pick, or typed blanks with their text). */
function textsOf(variant: unknown): string[] {
  const { answers, answer } = (variant ?? {}) as { answers?: unknown; answer?: unknown };
  const texts = [answers, answer].flatMap((value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));
  return texts.flatMap((value) => (typeof value === 'string' ? [value] : typeof (value as { text?: unknown })?.text === 'string' ? [(value as { text: string }).text] : []));
}

/**
 * A picture choice stores the picked pictures' ids: each is named by its option (its text, else its letter),
 * read from any part of the served activity's comprehension that has `choice` options with a pictureId.
 */
function pictureNames(activity: unknown): Map<string, string> {
  const comprehension = (activity as { content?: { comprehension?: Record<string, unknown> } } | undefined)?.content?.comprehension ?? {};
  const names = new Map<string, string>();
  for (const part of Object.values(comprehension)) {
    const choice = (part as { choice?: unknown } | undefined)?.choice;
    if (typeof choice !== 'object' || choice === null) continue;
    for (const [key, option] of Object.entries(choice as Record<string, { pictureId?: unknown; text?: unknown }>)) {
      if (typeof option?.pictureId === 'string') names.set(option.pictureId, typeof option.text === 'string' && option.text ? option.text : ResultsText.option(key));
    }
  }
  return names;
}
