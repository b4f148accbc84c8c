/**
 * What a class did with a homework (issue 37), for a teacher of the class: per student (progress,
 * accuracy, answered, time spent), per item (answered, right, the wrong answers given most often, the
 * words and phonemes said worst, each student's recording), and one student's answers. Counted by the
 * database (teacher-results-sql.ts): a request reads counts and ranked rows, never the class's answers.
 */
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/http-error';
import { homeworkActivities } from './homework-repository';
import type { HomeworkResults, StudentAnswers, StudentProgress } from './teacher-homework-contract';
import { assignedHomework, givenAnswerText, homeworkItems, isSpokenType, teachersHomework, type ResultItem } from './teacher-results-items';
import { resultsVersion, type ResultsMemo } from './teacher-results-memo';
import { taggedJson, type TaggedJson } from '../http/etag-json';
import { itemCounts, recordings, studentRows, worstParts, wrongAnswers, type RecordingRow, type Scope, type ScoredPartRow, type StudentRow } from './teacher-results-sql';

const WORST_WORDS = 5;
const WORST_PHONEMES = 5;

function progressOf(row: StudentRow): StudentProgress {
  if (row.status === 2 && row.has_comments) return 'finished';
  return Number(row.any_answers) > 0 || Number(row.task_results ?? 0) > 0 ? 'started' : 'not-started';
}

function studentOf(row: StudentRow): HomeworkResults['students'][number] {
  const progress = progressOf(row);
  return {
    id: row.id,
    name: row.name,
    progress,
    accuracy: progress === 'finished' ? (row.accuracy ?? 0) : null,
    answered: Number(row.answered),
    timeSpentSec: row.spent_sec === null ? null : Number(row.spent_sec),
  };
}

/** Rows keyed by their item. */
function byItem<Row extends { activity_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) map.set(row.activity_id, [...(map.get(row.activity_id) ?? []), row]);
  return map;
}

/**
 * The results for a teacher of the homework's class (404 for none, 403 for another class's teacher);
 * made once per version of what they show (teacher-results-memo.ts), as JSON text with its ETag.
 */
export async function homeworkResults(db: Queryable, teacherId: string, homeworkId: string, memo: ResultsMemo<TaggedJson>): Promise<TaggedJson> {
  const current = await resultsVersion(db, teacherId, homeworkId);
  if (!current) throw notFound('homework');
  if (!current.teaches) throw forbidden('not a class of yours');
  return memo.get(homeworkId, current.version, async () => taggedJson(await computedResults(db, homeworkId)));
}

async function computedResults(db: Queryable, homeworkId: string): Promise<HomeworkResults> {
  const homework = await assignedHomework(db, homeworkId);
  if (!homework) throw notFound('homework');
  const items = await homeworkItems(db, homeworkId);
  const scope: Scope = { homeworkId, classId: homework.classId, itemIds: items.map((i) => i.activityId) };
  const spoken = items.some((i) => isSpokenType(i.type));
  const [students, counts, wrong, words, phonemes, voices] = await Promise.all([
    studentRows(db, scope),
    itemCounts(db, scope),
    wrongAnswers(db, scope),
    spoken ? worstParts(db, scope, 'words', WORST_WORDS) : [],
    spoken ? worstParts(db, scope, 'phonemes', WORST_PHONEMES) : [],
    spoken ? recordings(db, scope) : [],
  ]);
  const countOf = new Map(counts.map((c) => [c.activity_id, c]));
  const [wrongOf, wordsOf, phonemesOf, voicesOf] = [byItem(wrong), byItem(words), byItem(phonemes), byItem(voices)];
  return {
    homework,
    students: students.map(studentOf),
    items: items.map((item) => ({
      activityId: item.activityId,
      episodeId: item.episodeId,
      type: item.type,
      label: item.label,
      answered: Number(countOf.get(item.activityId)?.answered ?? 0),
      right: Number(countOf.get(item.activityId)?.right ?? 0),
      wrongAnswers: (wrongOf.get(item.activityId) ?? []).map((w) => ({ answer: givenAnswerText(item, w.given), count: Number(w.count) })),
      ...(isSpokenType(item.type) ? spokenPart(item, wordsOf, phonemesOf, voicesOf) : {}),
    })),
  };
}

const scored = (rows: readonly ScoredPartRow[] | undefined) => (rows ?? []).map((r) => ({ part: r.part, score: Number(r.score), count: Number(r.count) }));

function spokenPart(item: ResultItem, wordsOf: Map<string, ScoredPartRow[]>, phonemesOf: Map<string, ScoredPartRow[]>, voicesOf: Map<string, RecordingRow[]>) {
  return {
    worstWords: scored(wordsOf.get(item.activityId)).map(({ part, ...rest }) => ({ word: part, ...rest })),
    worstPhonemes: scored(phonemesOf.get(item.activityId)).map(({ part, ...rest }) => ({ phoneme: part, ...rest })),
    recordings: (voicesOf.get(item.activityId) ?? []).map((r) => ({ studentId: r.student_id, url: r.url, score: Math.round(Number(r.score ?? 0)) })),
  };
}

/**
 * One student's answers with the homework's activities as served (main episodes' and their follow-ups'),
 * for the read-only review: a student of the class or with a row of this homework, else 404.
 */
export async function studentAnswersOf(db: Queryable, teacherId: string, homeworkId: string, studentId: string): Promise<StudentAnswers> {
  const homework = await teachersHomework(db, teacherId, homeworkId);
  const [student] = await db.query<{ id: string; name: string; shw_id: string | null }>(
    `SELECT u.id, u.nick_name AS name, sh.id AS shw_id FROM users u
       LEFT JOIN student_homeworks sh ON sh.group_homework_id = $1 AND sh.student_id = u.id
      WHERE u.id = $2 AND u.user_type = 1
        AND (sh.id IS NOT NULL OR EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = $3 AND m.user_id = u.id))`,
    [homeworkId, studentId, homework.classId],
  );
  if (!student) throw notFound('student');
  const { activityById } = await homeworkActivities(db, homeworkId);
  const answers = student.shw_id
    ? await db.query<{ answer: unknown }>('SELECT answer FROM homework_answers WHERE student_homework_id = $1 ORDER BY answered_at_sec, activity_id', [student.shw_id])
    : [];
  return { student: { id: student.id, name: student.name }, activities: [...activityById.values()], answers: answers.map((a) => a.answer) };
}
