/**
 * The report at the end of a practice session (the report session call): a homework's accuracy from
 * its stored answers (activityId names the student homework), an exercise's from the task's answers.
 * A homework's report is the one its submission stored: the server reads that row only, not the whole
 * homework, and neither needs nor keeps answers an older client still sends (oldAnswers, followAnswers:
 * the server holds them since the submission; issue 33).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { reportSessionRequestSchema } from '@core/contract';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import { studentClasses } from '../homework/access';
import { ownHomework } from '../homework/homework-repository';
import { loadEpisodes } from '../homework/episodes';
import { quizAccuracy, taskById } from '../classroom/classroom-repository';

export async function createReportSession(db: Queryable, studentId: string, request: z.infer<typeof reportSessionRequestSchema>) {
  let subjectId: string;
  let accuracy: number;
  if (request.type === 'homework') {
    const homework = await ownHomework(db, studentId, request.activityId);
    subjectId = homework.id;
    accuracy = homework.accuracy ?? 0;
  } else {
    const task = await taskById(db, await studentClasses(db, studentId, request.groupId), request.groupTaskId);
    const activityCount = (await loadEpisodes(db, task.episode_ids)).reduce((n, e) => n + e.activities.length, 0);
    subjectId = task.id;
    accuracy = (await quizAccuracy(db, task.id, studentId, activityCount)).accuracy;
  }
  const id = randomUUID();
  await db.query('INSERT INTO reports (id, student_id, kind, subject_id, accuracy, body, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    studentId,
    request.type,
    subjectId,
    accuracy,
    JSON.stringify(withoutAnswers(request)),
    nowSec(),
  ]);
  return { id, report: { accuracy } };
}

/** The request as kept with the report: without the answers an older client sends back (the homework holds them). */
function withoutAnswers(request: z.infer<typeof reportSessionRequestSchema>) {
  if (request.type !== 'homework') return request;
  const { oldAnswers: _oldAnswers, followAnswers: _followAnswers, ...kept } = request;
  return kept;
}
