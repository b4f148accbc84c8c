/**
 * The homework a teacher looks at (issue 37): its row as an AssignedHomework, the teacher's right to it,
 * and its items (every activity of its episodes, in order) with the label a teacher recognises.
 */
import { HomeworkStatus } from '@core/domain';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import type { Queryable } from '../db/database';
import { notFound } from '../http/http-error';
import { assertTeaches } from '../classroom/teacher-repository';
import type { AssignedHomework } from './teacher-homework-contract';

interface HomeworkRow {
  id: string; class_id: string; class_name: string; title: string; tasks: unknown[]; created_at_sec: number | string;
  assign_at_sec: number | string | null; due_at_sec: number | string | null; withdrawn_at_sec: number | string | null;
  assigned_by: string | null; assigned_by_name: string | null; episode_ids: string[];
  students: number | string; finished: number | string; started: number | string;
}

export interface ResultItem { activityId: string; episodeId: string; type: number; label: string; comprehension: Record<string, unknown> }

/** Finished as the student sees it: stored so, with its spoken comment (core's effectiveHomeworkStatus). */
const FINISHED = `sh.status = ${HomeworkStatus.FINISHED} AND jsonb_array_length(sh.spoken_comments) > 0`;

/** The homework for a teacher of its class: 404 for none, 403 for another class's teacher. A withdrawn one still answers (marked). */
export async function teachersHomework(db: Queryable, teacherId: string, homeworkId: string): Promise<AssignedHomework> {
  const homework = await assignedHomework(db, homeworkId);
  if (!homework) throw notFound('homework');
  await assertTeaches(db, teacherId, homework.classId);
  return homework;
}

/** The homework with its class and its students' counts (no access check: the caller's). */
export async function assignedHomework(db: Queryable, homeworkId: string): Promise<AssignedHomework | undefined> {
  const [row] = await db.query<HomeworkRow>(
    `SELECT gh.id, gh.class_id, c.grade_level_str || c.name AS class_name, gh.title, gh.tasks, gh.created_at_sec, gh.assign_at_sec,
            gh.due_at_sec, gh.withdrawn_at_sec, gh.assigned_by, u.nick_name AS assigned_by_name,
            coalesce((SELECT array_agg(ge.episode_id ORDER BY ge.position) FROM group_homework_episodes ge WHERE ge.group_homework_id = gh.id), '{}') AS episode_ids,
            s.students, s.finished, s.started
       FROM group_homeworks gh JOIN classes c ON c.id = gh.class_id LEFT JOIN users u ON u.id = gh.assigned_by
       LEFT JOIN LATERAL (
         SELECT count(*)::int8 AS students, count(sh.id) FILTER (WHERE ${FINISHED})::int8 AS finished,
                count(sh.id) FILTER (WHERE NOT (${FINISHED}) AND (jsonb_array_length(sh.task_results) > 0
                  OR EXISTS (SELECT 1 FROM homework_answers ha WHERE ha.student_homework_id = sh.id)))::int8 AS started
           FROM class_members m JOIN users st ON st.id = m.user_id AND st.user_type = 1
           LEFT JOIN student_homeworks sh ON sh.group_homework_id = gh.id AND sh.student_id = st.id
          WHERE m.class_id = gh.class_id) s ON true
      WHERE gh.id = $1`,
    [homeworkId],
  );
  return row && assignedHomeworkOf(row, await itemCountOf(db, row.id));
}

async function itemCountOf(db: Queryable, homeworkId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    'SELECT count(*)::int8 AS n FROM group_homework_episodes ge JOIN activities a ON a.episode_id = ge.episode_id WHERE ge.group_homework_id = $1',
    [homeworkId],
  );
  return Number(row?.n ?? 0);
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The contract's shape of the row (018's columns; the assigning helper keeps its own copy of this mapping). */
function assignedHomeworkOf(row: HomeworkRow, activityCount: number): AssignedHomework {
  return {
    id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    assignAtSec: Number(row.assign_at_sec ?? row.created_at_sec),
    dueAtSec: numberOrNull(row.due_at_sec),
    withdrawn: row.withdrawn_at_sec !== null,
    episodeIds: row.episode_ids,
    // The activities and the after-class items (reading, resource pack).
    itemCount: activityCount + row.tasks.length,
    students: Number(row.students),
    finished: Number(row.finished),
    started: Number(row.started),
    assignedBy: row.assigned_by ? { id: row.assigned_by, name: row.assigned_by_name ?? '' } : null,
  };
}

/** Every activity of the homework's episodes, in the homework's order. */
export async function homeworkItems(db: Queryable, homeworkId: string): Promise<ResultItem[]> {
  const rows = await db.query<ActivityRow>(
    `SELECT a.id, a.episode_id, a.type, a.content->'content'->'comprehension' AS comprehension
       FROM group_homework_episodes ge JOIN activities a ON a.episode_id = ge.episode_id
      WHERE ge.group_homework_id = $1 ORDER BY ge.position, a.position`,
    [homeworkId],
  );
  return rows.map(resultItem);
}

/** An activity row (its id, episode, type and comprehension) as an item of results, the `index`-th. */
export interface ActivityRow { id: string; episode_id: string; type: number; comprehension: Record<string, unknown> | null }
export const resultItem = (row: ActivityRow, index: number): ResultItem => ({
  activityId: row.id, episodeId: row.episode_id, type: row.type, comprehension: row.comprehension ?? {},
  label: itemLabel(row.type, row.comprehension ?? {}, index),
});

const LABEL_MAX = 60;
const shortened = (text: string) => {
  const flat = text.replace(/\*\*/g, '').replace(/\\n|\s+/g, ' ').trim();
  return flat.length > LABEL_MAX ? `${flat.slice(0, LABEL_MAX - 1)}…` : flat;
};

/**
 * The item's question as the student saw it: its text, the sentence read aloud or completed, the word
 * spelt (its blanks as ___); else the type's name and the item's number.
 */
export function itemLabel(type: number, comprehension: Record<string, unknown>, index: number): string {
  const definition = activityAnswerDefinitions.find((d) => d.type === type);
  const part = Object.entries(comprehension).find(([key, value]) => key !== 'trText' && typeof value === 'object' && value !== null)?.[1] as Record<string, unknown> | undefined;
  const stems = Array.isArray(part?.stems) ? (part.stems as { text?: string; checked?: boolean }[]).map((s) => (s.checked ? '___' : s.text ?? '')).join('') : undefined;
  const stemTexts = Array.isArray(part?.stemTexts) ? (part.stemTexts as string[]).join(' ') : undefined;
  const text = [part?.text, part?.spokenText, part?.refText, stemTexts, stems].find((t): t is string => typeof t === 'string' && t.trim() !== '');
  return text ? shortened(text) : `${definition?.label ?? '题目'} ${index + 1}`;
}

/** A given answer as a teacher reads it: a picture choice by its option's text (else its letter), blanks joined. */
export function givenAnswerText(item: ResultItem, given: readonly string[]): string {
  const pictures = (item.comprehension.multiChoicePicture as { choice?: Record<string, { pictureId: string; text?: string }> } | undefined)?.choice;
  const named = given.map((g) => {
    const option = pictures && Object.entries(pictures).find(([, o]) => o.pictureId === g);
    return option ? (option[1].text ?? option[0]) : g;
  });
  return named.join(' / ');
}

/** Whether answers to the type are spoken (the plugins' speech facet). */
export const isSpokenType = (type: number) => activityAnswerDefinitions.some((d) => d.type === type && d.speech);
