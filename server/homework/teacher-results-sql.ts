/**
 * The aggregate queries behind a homework's results (issue 37): each answers with counts, a few ranked
 * rows per item or one small row per answer, so no request loads the class's stored answers themselves.
 */
import type { Queryable } from '../db/database';

/** The answers of the class's students to the homework's main items: $1 homework, $2 class, $3 item ids. */
const CLASS_ANSWERS = `
  SELECT sh.student_id, ha.activity_id, ha.correct, ha.answer, ha.answered_at_sec
    FROM student_homeworks sh
    JOIN class_members m ON m.user_id = sh.student_id AND m.class_id = $2
    JOIN homework_answers ha ON ha.student_homework_id = sh.id
   WHERE sh.group_homework_id = $1 AND ha.activity_id = ANY($3::text[])`;

/** A jsonb array at `path` of the answer, or an empty one (a stored answer of another shape never fails the query). */
const arrayAt = (path: string) => `CASE WHEN jsonb_typeof(${path}) = 'array' THEN ${path} ELSE '[]'::jsonb END`;
const numberAt = (path: string) => `CASE WHEN jsonb_typeof(${path}) = 'number' THEN (${path})::text::float8 END`;

/**
 * What a student gave, as a jsonb array of strings: the picked options (sorted, so the same picks count
 * together), or the words typed in the blanks in order. NULL for spoken answers.
 */
export const GIVEN_ANSWER = `CASE
    WHEN a.answer->'multiChoiceText' IS NOT NULL THEN (SELECT coalesce(jsonb_agg(x ORDER BY x), '[]') FROM jsonb_array_elements_text(${arrayAt("a.answer->'multiChoiceText'->'answers'")}) x)
    WHEN a.answer->'multiChoiceQuestion' IS NOT NULL THEN (SELECT coalesce(jsonb_agg(x ORDER BY x), '[]') FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(a.answer->'multiChoiceQuestion'->'answers') = 'array' THEN a.answer->'multiChoiceQuestion'->'answers'
           WHEN jsonb_typeof(a.answer->'multiChoiceQuestion'->'answer') = 'string' THEN jsonb_build_array(a.answer->'multiChoiceQuestion'->'answer')
           ELSE '[]'::jsonb END) x)
    WHEN a.answer->'spelling' IS NOT NULL THEN (SELECT coalesce(jsonb_agg(x->'text' ORDER BY i), '[]') FROM jsonb_array_elements(${arrayAt("a.answer->'spelling'->'answer'")}) WITH ORDINALITY t(x, i))
  END`;

/** A spoken answer's overall score and its recording's address (oral reading: storage.uri; completion: deliteScore.uri). */
export const SPOKEN_SCORE = `coalesce(${numberAt("a.answer->'oralReading'->'score'")}, ${numberAt("a.answer->'sentenceCompletion'->'score'")})`;
const VOICE_URI = `coalesce(a.answer->'oralReading'->'storage'->>'uri', a.answer->'sentenceCompletion'->'deliteScore'->>'uri')`;

export interface Scope { homeworkId: string; classId: string; itemIds: string[] }
const params = (scope: Scope) => [scope.homeworkId, scope.classId, scope.itemIds];

export interface StudentRow {
  id: string; name: string; status: number | null; accuracy: number | null; has_comments: boolean | null; task_results: number | null;
  answered: number | string; any_answers: number | string; spent_sec: number | string | null;
}

/**
 * The class's students now (by account), with their homework row's status, their answers' counts and the
 * time they spent: the sum of their answers' durationSec (each question's time in the player, as the
 * student's own analysis counts it). Not the span of answered_at_sec: that is when the server received
 * them, and the player sends a homework's answers together at its end.
 */
export function studentRows(db: Queryable, scope: Scope): Promise<StudentRow[]> {
  return db.query<StudentRow>(
    `SELECT u.id, u.nick_name AS name, sh.status, sh.accuracy, jsonb_array_length(sh.spoken_comments) > 0 AS has_comments,
            jsonb_array_length(sh.task_results) AS task_results,
            coalesce(agg.answered, 0) AS answered, coalesce(agg.any_answers, 0) AS any_answers, agg.spent_sec
       FROM class_members m JOIN users u ON u.id = m.user_id AND u.user_type = 1
       LEFT JOIN student_homeworks sh ON sh.group_homework_id = $1 AND sh.student_id = u.id
       LEFT JOIN LATERAL (
         SELECT count(*) FILTER (WHERE ha.activity_id = ANY($3::text[]))::int8 AS answered, count(*)::int8 AS any_answers,
                CASE WHEN count(*) > 0 THEN round(coalesce(sum(${numberAt("ha.answer->'durationSec'")}), 0))::int8 END AS spent_sec
           FROM homework_answers ha WHERE ha.student_homework_id = sh.id) agg ON true
      WHERE m.class_id = $2 ORDER BY u.login`,
    params(scope),
  );
}

export interface ItemCountRow { activity_id: string; answered: number | string; right: number | string }
export function itemCounts(db: Queryable, scope: Scope): Promise<ItemCountRow[]> {
  return db.query<ItemCountRow>(
    `SELECT a.activity_id, count(*)::int8 AS answered, count(*) FILTER (WHERE a.correct)::int8 AS right
       FROM (${CLASS_ANSWERS}) a GROUP BY a.activity_id`,
    params(scope),
  );
}

export interface WrongAnswerRow { activity_id: string; given: string[]; count: number | string }
/** Per item, the three wrong answers given most often. */
export function wrongAnswers(db: Queryable, scope: Scope): Promise<WrongAnswerRow[]> {
  return db.query<WrongAnswerRow>(
    `WITH given AS (SELECT a.activity_id, ${GIVEN_ANSWER} AS given FROM (${CLASS_ANSWERS}) a WHERE NOT a.correct),
          counted AS (SELECT activity_id, given, count(*) AS n FROM given WHERE given IS NOT NULL GROUP BY activity_id, given),
          ranked AS (SELECT *, row_number() OVER (PARTITION BY activity_id ORDER BY n DESC, given::text) AS r FROM counted)
     SELECT activity_id, given, n::int8 AS count FROM ranked WHERE r <= 3 ORDER BY activity_id, r`,
    params(scope),
  );
}

export interface ScoredPartRow { activity_id: string; part: string; score: number; count: number | string }

/**
 * Per spoken item, the words (`words`) or phonemes said worst: lowest mean score first, at most `limit`.
 * Words: oral reading's audioScoreDetail.words[].scores.pronunciation, completion's telisScore.word_score;
 * phonemes: oral reading's words[].phonemes[] {ipa, score}.
 */
export function worstParts(db: Queryable, scope: Scope, kind: 'words' | 'phonemes', limit: number): Promise<ScoredPartRow[]> {
  const words = arrayAt("a.answer->'oralReading'->'audioScoreDetail'->'words'");
  const parts = kind === 'words'
    ? `SELECT a.activity_id, regexp_replace(lower(w->>'content'), '[^a-z'']', '', 'g') AS part, ${numberAt("w->'scores'->'pronunciation'")} AS score
         FROM (${CLASS_ANSWERS}) a, jsonb_array_elements(${words}) w
       UNION ALL
       SELECT a.activity_id, regexp_replace(lower(w->>'word'), '[^a-z'']', '', 'g'), ${numberAt("w->'score'")}
         FROM (${CLASS_ANSWERS}) a, jsonb_array_elements(${arrayAt("a.answer->'sentenceCompletion'->'deliteScore'->'telisScore'->'word_score'")}) w`
    : `SELECT a.activity_id, p->>'ipa' AS part, ${numberAt("p->'score'")} AS score
         FROM (${CLASS_ANSWERS}) a, jsonb_array_elements(${words}) w, jsonb_array_elements(${arrayAt("w->'phonemes'")}) p`;
  return db.query<ScoredPartRow>(
    `WITH parts AS (${parts}),
          counted AS (SELECT activity_id, part, avg(score) AS score, count(*) AS n FROM parts WHERE score IS NOT NULL AND coalesce(part, '') <> '' GROUP BY activity_id, part),
          ranked AS (SELECT *, row_number() OVER (PARTITION BY activity_id ORDER BY score, part) AS r FROM counted)
     SELECT activity_id, part, round(score)::float8 AS score, n::int8 AS count FROM ranked WHERE r <= ${limit} ORDER BY activity_id, r`,
    params(scope),
  );
}

export interface RecordingRow { activity_id: string; student_id: string; url: string; score: number | null }
/** Each student's recording of each spoken item, with its score. */
export function recordings(db: Queryable, scope: Scope): Promise<RecordingRow[]> {
  return db.query<RecordingRow>(
    `SELECT a.activity_id, a.student_id, ${VOICE_URI} AS url, ${SPOKEN_SCORE} AS score
       FROM (${CLASS_ANSWERS}) a WHERE ${VOICE_URI} IS NOT NULL ORDER BY a.activity_id, a.student_id`,
    params(scope),
  );
}

export interface AnswerCellRow { student_id: string; activity_id: string; correct: boolean; given: string[] | null; score: number | null }
/** One small row per answer (what was given, right or not, the spoken score): the export's cells. */
export function answerCells(db: Queryable, scope: Scope): Promise<AnswerCellRow[]> {
  return db.query<AnswerCellRow>(
    `SELECT a.student_id, a.activity_id, a.correct, ${GIVEN_ANSWER} AS given, ${SPOKEN_SCORE} AS score FROM (${CLASS_ANSWERS}) a`,
    params(scope),
  );
}
