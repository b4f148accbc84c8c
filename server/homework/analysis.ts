/** The learning analysis of one homework: accuracy by activity type, time spent, weak spoken words. */
import type { Queryable } from '../db/database';
import { weakWordsOf } from '@plugins/activities/weak-words';
import { getHomework } from './homework-repository';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { spokenWordScores, type StoredAnswer } from './spoken-comment';

export async function analyseHomework(db: Queryable, studentId: string, id: string) {
  const homework = await getHomework(db, studentId, id);
  const activities = homework.episodeActivities.flatMap((e) => e.activities);
  const answers = await db.query<{ activity_id: string; correct: boolean; answer: StoredAnswer & { durationSec?: number } }>(
    'SELECT activity_id, correct, answer FROM homework_answers WHERE student_homework_id = $1',
    [id],
  );
  const types = [...new Set(activities.map((a) => a.type))];
  const byType = types.map((type) => {
    const ids = new Set(activities.filter((a) => a.type === type).map((a) => a.id));
    return { type, total: ids.size, correct: answers.filter((a) => ids.has(a.activity_id) && a.correct).length };
  });
  const scoredWords = spokenWordScores(answers.map((a) => a.answer));
  // The sentences read aloud, as their clips say them (each spoken type's clip text), without fill-word brackets.
  const sentences = activities.flatMap((a) => {
    const text = activityAnswerDefinitions.find((d) => d.type === a.type)?.speech?.clipText(a)?.replace(/[[\]]/g, '');
    return text ? [text] : [];
  });
  const weakWords = weakWordsOf(scoredWords, sentences);
  return {
    id,
    title: homework.groupHomework.title,
    accuracy: homework.report?.accuracy ?? 0,
    answeredCount: answers.filter((a) => activities.some((x) => x.id === a.activity_id)).length,
    activityCount: activities.length,
    timeSpentSec: answers.reduce((sum, a) => sum + (typeof a.answer.durationSec === 'number' ? a.answer.durationSec : 0), 0),
    byType,
    weakWords,
  };
}
