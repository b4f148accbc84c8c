/** Student homework: the paged list, one homework with its episodes, and answer submission. */
import { HomeworkStatus, effectiveHomeworkStatus, type ServedActivity } from '@core/domain';
import type { HomeworkSummary, SubmitHomeworkRequest } from '@core/contract';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/http-error';
import { decodeMarker, encodeMarker } from '../http/page-marker';
import { nowSec } from '../auth/tokens';
import { allTasksDone, taskResultMismatch } from '@plugins/tasks/after-class';
import { afterClassRules } from './after-class-kinds';
import { speechScoresOf, spokenCommentFor, spokenWordScores, type StoredAnswer } from './spoken-comment';
import { judgedAnswer } from './answer-shape';
import type { SpeechProof } from '../scoring/receipt-check';
import { errorNotebookOf, errorNotebooksOf, type ErrorNotebook } from './error-notebook';
import { assertOwnUpload } from '../files/own-upload';
import { addMissingClassHomeworks, shownToStudentsSql } from './class-homework-rows';

interface SummaryRow {
  id: string; student_id: string; status: number; accuracy: number | null; spoken_comments: { spokenComment: string; automatic?: boolean }[];
  task_results: unknown[]; created_at_sec: number; updated_at_sec: number;
  gh_id: string; title: string; unit_id: string; category: string; revisal: boolean; class_id: string; tasks: unknown[];
  image_url: string | null; description: string | null; period_id: string | null; topic: string | null;
}

const SUMMARY_SELECT = `
  SELECT sh.id, sh.student_id, sh.status, sh.accuracy, sh.spoken_comments, sh.task_results, sh.created_at_sec, sh.updated_at_sec,
         gh.id AS gh_id, gh.title, gh.unit_id, gh.category, gh.revisal, gh.class_id, gh.tasks, gh.image_url, gh.description,
         gh.period_id, gh.topic
    FROM student_homeworks sh JOIN group_homeworks gh ON gh.id = sh.group_homework_id`;

function toSummary(row: SummaryRow, errorNotebook: ErrorNotebook): HomeworkSummary {
  return {
    id: row.id,
    studentId: row.student_id,
    groupHomeworkId: row.gh_id,
    groupHomework: { id: row.gh_id, title: row.title, unitId: row.unit_id, category: row.category, revisal: row.revisal, groupId: row.class_id, tasks: row.tasks },
    // Spoken comments missing: not finished, whatever is stored (spec 01 §3).
    status: effectiveHomeworkStatus({ status: row.status as HomeworkStatus, spokenComments: row.spoken_comments }),
    createdAtSec: row.created_at_sec,
    updatedAtSec: row.updated_at_sec,
    ...(row.image_url ? { imageUrl: row.image_url } : {}),
    ...(row.description ? { desc: row.description } : {}),
    ...(row.topic ? { topic: row.topic } : {}),
    ...(row.period_id ? { periodId: row.period_id } : {}),
    spokenComments: row.spoken_comments,
    ...(row.accuracy !== null ? { report: { accuracy: row.accuracy } } : {}),
    taskResults: row.task_results,
    errorNotebook,
  };
}

/** A student's homeworks, newest first, each with what paging and the class filter need. */
export interface StudentHomeworkEntry { id: string; updatedAtSec: number; classId: string; summary: HomeworkSummary }

/** Every homework of a student, newest first (the list is paged from it; homework-lists.ts keeps it). */
export async function loadStudentHomeworks(db: Queryable, studentId: string, now = nowSec()): Promise<StudentHomeworkEntry[]> {
  // Homework assigned to their class before they joined it (issue 37) is theirs too.
  await addMissingClassHomeworks(db, studentId, now);
  const rows = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE sh.student_id = $1 AND ${shownToStudentsSql('$2')} ORDER BY sh.updated_at_sec DESC, sh.id DESC`, [studentId, now]);
  const notebooks = await errorNotebooksOf(db, rows.map((r) => r.id));
  const entries = rows.map((row) => ({ id: row.id, updatedAtSec: Number(row.updated_at_sec), classId: row.class_id, summary: toSummary(row, notebooks.get(row.id)!) }));
  // Ordered here as the page's marker compares (code units), whatever the database's collation.
  return entries.toSorted((a, b) => b.updatedAtSec - a.updatedAtSec || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** One page of the list (spec 01 §4): of a class or all, after the marker, pageSize long, with the next marker. */
export function homeworkPage(
  entries: readonly StudentHomeworkEntry[],
  query: { groupId?: string | undefined; pageSize: number; marker?: string | undefined },
): { homeworks: HomeworkSummary[]; marker: string | null } {
  const [afterSec, afterId] = query.marker ? decodeMarker(query.marker) : [null, null];
  const page = entries
    .filter((entry) => query.groupId === undefined || entry.classId === query.groupId)
    .filter((entry) => afterSec === null || entry.updatedAtSec < afterSec || (entry.updatedAtSec === afterSec && entry.id < afterId!))
    .slice(0, query.pageSize);
  // A full page may have a next one; a short page is the last (spec 01 §4).
  const last = page.at(-1);
  return { homeworks: page.map((entry) => entry.summary), marker: page.length === query.pageSize && last ? encodeMarker(last.updatedAtSec, last.id) : null };
}

export async function listHomeworks(
  db: Queryable,
  studentId: string,
  query: { groupId?: string | undefined; pageSize: number; marker?: string | undefined },
): Promise<{ homeworks: HomeworkSummary[]; marker: string | null }> {
  return homeworkPage(await loadStudentHomeworks(db, studentId), query);
}

/**
 * The student's homework row. `forUpdate` locks it until the transaction ends, so that submissions
 * running in parallel recompute its status and accuracy one after another (on PostgreSQL each would
 * otherwise count only its own answers and the last write would win).
 */
export async function ownHomework(db: Queryable, studentId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE sh.id = $1 AND sh.student_id = $2 AND ${shownToStudentsSql('$3')}${options.forUpdate ? ' FOR UPDATE OF sh' : ''}`, [id, studentId, nowSec()]);
  // Another student's homework is "not found" too: its existence is none of this student's business. So is
  // one not assigned yet or withdrawn (issue 37): the answers given stay, out of the student's reach.
  if (!row) throw notFound('homework');
  return row;
}

interface EpisodeRow { id: string; episode_type: number; parent_id: string | null; parent_activity_ids: string[] | null; video_url: string | null; child_id: string | null }

/** The homework's main episodes in order, each with its activities and the id of its follow-up. */
async function mainEpisodes(db: Queryable, groupHomeworkId: string): Promise<EpisodeRow[]> {
  return db.query<EpisodeRow>(
    `SELECT e.id, e.episode_type, e.parent_id, e.parent_activity_ids, e.video_url,
            (SELECT f.id FROM episodes f WHERE f.parent_id = e.id ORDER BY f.position LIMIT 1) AS child_id
       FROM group_homework_episodes ge JOIN episodes e ON e.id = ge.episode_id
      WHERE ge.group_homework_id = $1 ORDER BY ge.position`,
    [groupHomeworkId],
  );
}

export async function activitiesOf(db: Queryable, episodeIds: readonly string[]): Promise<Map<string, ServedActivity[]>> {
  const rows = await db.query<{ episode_id: string; content: ServedActivity }>(
    'SELECT episode_id, content FROM activities WHERE episode_id = ANY($1::text[]) ORDER BY episode_id, position',
    [episodeIds],
  );
  const byEpisode = new Map<string, ServedActivity[]>();
  for (const row of rows) byEpisode.set(row.episode_id, [...(byEpisode.get(row.episode_id) ?? []), row.content]);
  return byEpisode;
}

export async function getHomework(db: Queryable, studentId: string, id: string) {
  const row = await ownHomework(db, studentId, id);
  const episodes = await mainEpisodes(db, row.gh_id);
  const activities = await activitiesOf(db, episodes.map((e) => e.id));
  const answers = await db.query<{ answer: Record<string, unknown> & { activityId: string } }>(
    'SELECT answer FROM homework_answers WHERE student_homework_id = $1 ORDER BY answered_at_sec, activity_id',
    [id],
  );
  return {
    ...toSummary(row, await errorNotebookOf(db, row.id)),
    episodeActivities: episodes.map((e) => ({
      studentHomeworkId: id,
      episodeId: e.id,
      episodeType: e.episode_type,
      activities: activities.get(e.id) ?? [],
      child: e.child_id ?? '',
      ...(e.video_url ? { videoUrl: e.video_url } : {}),
    })),
    answers: answers.map((a) => a.answer),
  };
}

/**
 * Every activity a homework takes answers to, its main episodes' and their follow-ups': by id, and the
 * episode each belongs to.
 */
export async function homeworkActivities(db: Queryable, groupHomeworkId: string) {
  const mainIds = (await mainEpisodes(db, groupHomeworkId)).map((e) => e.id);
  const followUps = await db.query<{ id: string }>('SELECT id FROM episodes WHERE parent_id = ANY($1::text[])', [mainIds]);
  const allowed = new Map<string, string>(); // activity id -> episode id
  const activityById = new Map<string, ServedActivity>();
  for (const [episodeId, list] of await activitiesOf(db, [...mainIds, ...followUps.map((f) => f.id)])) {
    for (const activity of list) {
      allowed.set(activity.id, episodeId);
      activityById.set(activity.id, activity);
    }
  }
  return { mainIds, allowed, activityById };
}

/** The answers a student homework already holds for these activities, by activity id. */
async function storedAnswersOf(db: Queryable, studentHomeworkId: string, activityIds: readonly string[]) {
  const rows = await db.query<{ activity_id: string; answer: Record<string, unknown> }>('SELECT activity_id, answer FROM homework_answers WHERE student_homework_id = $1 AND activity_id = ANY($2::text[])', [studentHomeworkId, activityIds]);
  return new Map(rows.map((r) => [r.activity_id, r.answer]));
}

/**
 * Fails with 400 unless each file a task result names (a reading report's picture) is the student's own
 * upload to its bucket (issue 31): not a classmate's report, not a file of another site. The kinds say
 * which files (their afterClass facet's files). The submit route checks it; the demo seed's finished
 * homework show demo media instead.
 */
export async function assertOwnTaskResultFiles(db: Queryable, studentId: string, request: SubmitHomeworkRequest): Promise<void> {
  for (const rule of afterClassRules) {
    const result = request.task_result?.[rule.resultKey];
    for (const file of (result && rule.files?.(result as never)) ?? []) await assertOwnUpload(db, studentId, file.url, file.bucket, `body.task_result.${rule.resultKey}.${file.path}`);
  }
}

/**
 * Merges the answers into the homework by activityId (a new answer to an activity replaces the old),
 * then recomputes accuracy and status, all in one transaction. Accuracy is the share of the main
 * episodes' activities answered correctly, in whole percent.
 */
export async function submitHomework(db: Database, studentId: string, id: string, request: SubmitHomeworkRequest, proof: SpeechProof) {
  return db.transaction(async (tx) => {
    const row = await ownHomework(tx, studentId, id, { forUpdate: true });
    const strayResult = request.task_result && taskResultMismatch(row.tasks, request.task_result, afterClassRules);
    if (strayResult) throw badRequest(strayResult);
    const { mainIds, allowed, activityById } = await homeworkActivities(tx, row.gh_id);
    const storedBefore = await storedAnswersOf(tx, id, request.answers.map((a) => a.activityId));
    const judged = request.answers.map((answer, index) => {
      const activity = activityById.get(answer.activityId);
      if (!activity) throw badRequest(`body.answers[${index}].activityId: "${answer.activityId}" is not an activity of this homework`);
      return judgedAnswer(answer, activity, `body.answers[${index}]`, proof, storedBefore.get(answer.activityId));
    });

    const now = nowSec();
    for (const { answer, correct } of judged) {
      await tx.query(
        `INSERT INTO homework_answers (student_homework_id, activity_id, episode_id, episode_type, correct, answer, answered_at_sec)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (student_homework_id, activity_id)
         DO UPDATE SET episode_id = EXCLUDED.episode_id, episode_type = EXCLUDED.episode_type, correct = EXCLUDED.correct,
                       answer = EXCLUDED.answer, answered_at_sec = EXCLUDED.answered_at_sec`,
        [id, answer.activityId, answer.episode_id, answer.episode_type, correct, JSON.stringify(answer), now],
      );
    }

    const mainActivityIds = [...allowed].filter(([, episodeId]) => mainIds.includes(episodeId)).map(([activityId]) => activityId);
    const answered = await tx.query<{ activity_id: string; correct: boolean; answer: StoredAnswer }>(
      'SELECT activity_id, correct, answer FROM homework_answers WHERE student_homework_id = $1',
      [id],
    );
    const stored = answered.filter((a) => mainActivityIds.includes(a.activity_id));
    const activityCount = mainActivityIds.length;
    const correctCount = stored.filter((s) => s.correct).length;
    const accuracy = activityCount === 0 ? 0 : Math.round((100 * correctCount) / activityCount);
    const taskResults = request.task_result ? [...row.task_results.filter((t) => !sameTaskResult(t, request.task_result)), request.task_result] : row.task_results;
    // The practice is done when every activity has an answer; the homework only when its other items
    // (reading, resource pack) are done too (issue 19, item 6).
    const practiceDone = stored.length >= activityCount;
    const finished = (activityCount > 0 || row.tasks.length > 0) && practiceDone && allTasksDone(row.tasks, taskResults, afterClassRules);
    const speechScores = speechScoresOf(stored.map((s) => s.answer));
    // A teacher's comments stay; the automatic one is written afresh from the scores (and marked so)
    // once the practice is done. Its words agree with the words to practise the report lists, which
    // come from every reading of the homework (analysis.ts).
    const teacherComments = row.spoken_comments.filter((c) => !c.automatic);
    const spokenComments = activityCount > 0 && practiceDone ? [...teacherComments, { spokenComment: spokenCommentFor(speechScores, spokenWordScores(answered.map((a) => a.answer))), automatic: true }] : row.spoken_comments;

    await tx.query(
      `UPDATE student_homeworks SET status = $2, accuracy = $3, spoken_comments = $4, task_results = $5, updated_at_sec = $6 WHERE id = $1`,
      [id, finished ? HomeworkStatus.FINISHED : HomeworkStatus.NOT_FINISHED, accuracy, JSON.stringify(spokenComments), JSON.stringify(taskResults), now],
    );
    // Every answer is on the server now: a draft would only hold older copies of them.
    if (practiceDone) await tx.query('DELETE FROM homework_drafts WHERE student_homework_id = $1', [id]);
    return {
      id,
      status: finished ? HomeworkStatus.FINISHED : HomeworkStatus.NOT_FINISHED,
      report: { accuracy },
      spokenComments,
      answeredCount: stored.length,
      activityCount,
      // The report pages the finish opens show it, without loading the whole homework again (issue 33).
      errorNotebook: await errorNotebookOf(tx, id),
    };
  });
}

/** A task result replaces an earlier one of the same kind and id. */
function sameTaskResult(existing: unknown, incoming: SubmitHomeworkRequest['task_result']): boolean {
  const a = existing as Record<string, { id?: string } | undefined>;
  // The kinds are the client's keys: only the stored result's own keys count ('constructor' is none).
  return Object.keys(incoming ?? {}).some((kind) => Object.hasOwn(a ?? {}, kind) && a[kind]?.id !== undefined && a[kind]?.id === (incoming as Record<string, { id?: string }>)[kind]?.id);
}
