/** Adaptive (smart) homework: the paged list with its activities, and answers by slot (uuid). */
import type { z } from 'zod/mini';
import type { smartAnswerRequestSchema } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/http-error';
import { decodeMarker, encodeMarker } from '../http/page-marker';
import { judgedAnswer } from './answer-shape';
import type { SpeechProof } from '../scoring/receipt-check';

interface SmartRow { id: string; title: string; mode: number; categories: string[]; group_task_id: string | null; assign_at_sec: number; finished: boolean }

export async function listSmartHomework(db: Queryable, studentId: string, query: { pageSize: number; marker?: string | undefined }) {
  const [afterSec, afterId] = query.marker ? decodeMarker(query.marker) : [null, null];
  const rows = await db.query<SmartRow>(
    `SELECT * FROM smart_homeworks WHERE student_id = $1 AND ($2::int8 IS NULL OR (assign_at_sec, id) < ($2::int8, $3::text))
      ORDER BY assign_at_sec DESC, id DESC LIMIT $4`,
    [studentId, afterSec, afterId, query.pageSize],
  );
  const items = await db.query<{ smart_homework_id: string; uuid: string; activity_id: string; episode_id: string; content: ServedActivity }>(
    `SELECT i.smart_homework_id, i.uuid, i.activity_id, i.episode_id, a.content FROM smart_homework_items i JOIN activities a ON a.id = i.activity_id
      WHERE i.smart_homework_id = ANY($1::text[]) ORDER BY i.position`,
    [rows.map((r) => r.id)],
  );
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    assignAtSec: row.assign_at_sec,
    finished: row.finished,
    assignmentDetail: { categories: row.categories, mode: row.mode },
    ...(row.group_task_id ? { groupTaskId: row.group_task_id } : {}),
    activities: items.filter((i) => i.smart_homework_id === row.id).map((i) => ({ activityId: i.activity_id, episodeId: i.episode_id, uuid: i.uuid, activity: i.content })),
  }));
  const last = rows.at(-1);
  return { list, marker: rows.length === query.pageSize && last ? encodeMarker(last.assign_at_sec, last.id) : null };
}

export async function answerSmartHomework(db: Database, studentId: string, id: string, request: z.infer<typeof smartAnswerRequestSchema>, proof: SpeechProof) {
  return db.transaction(async (tx) => {
    // Locked for the transaction: parallel answers to one assignment count their slots one after another.
    const [own] = await tx.query('SELECT 1 FROM smart_homeworks WHERE id = $1 AND student_id = $2 FOR UPDATE', [id, studentId]);
    if (!own) throw notFound('adaptive assignment');
    for (const [index, { answer, identifier }] of request.answers.entries()) {
      const [slot] = await tx.query<{ content: ServedActivity; answer: Record<string, unknown> | null }>(
        'SELECT a.content, i.answer FROM smart_homework_items i JOIN activities a ON a.id = i.activity_id WHERE i.smart_homework_id = $1 AND i.uuid = $2 AND i.activity_id = $3',
        [id, identifier.uuid, identifier.activityId],
      );
      if (!slot) throw badRequest(`body.answers[${index}].identifier: no such activity slot in this assignment`);
      const judged = judgedAnswer(answer, slot.content, `body.answers[${index}].answer`, proof, slot.answer ?? undefined);
      const updated = await tx.query(
        `UPDATE smart_homework_items SET answer = $4, correct = $5 WHERE smart_homework_id = $1 AND uuid = $2 AND activity_id = $3 RETURNING uuid`,
        [id, identifier.uuid, identifier.activityId, JSON.stringify(judged.answer), judged.correct],
      );
      if (updated.length === 0) throw badRequest(`body.answers[${index}].identifier: no such activity slot in this assignment`);
    }
    const [counts] = await tx.query<{ total: number; answered: number; correct: number }>(
      `SELECT count(*)::int8 AS total, count(answer)::int8 AS answered, count(*) FILTER (WHERE correct)::int8 AS correct
         FROM smart_homework_items WHERE smart_homework_id = $1`,
      [id],
    );
    const total = counts?.total ?? 0;
    const finished = total > 0 && counts?.answered === total;
    await tx.query('UPDATE smart_homeworks SET finished = $2 WHERE id = $1', [id, finished]);
    return { id, finished, answeredCount: counts?.answered ?? 0, activityCount: total, accuracy: total ? Math.round((100 * (counts?.correct ?? 0)) / total) : 0 };
  });
}
