/**
 * A homework's after-class items made from library tasks (issue 37), as the seed makes its own:
 * `{ id, kind, title, <the kind's part> }` (groupHomework.tasks, spec 01 §4). Only a task the teacher may
 * see (their own, the school's shared ones, the server's and the packs'), of a kind that works after class
 * (its definition's afterClass facet: the reading task, the resource pack), becomes one.
 */
import { randomUUID } from 'node:crypto';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { kindOfTask } from '@core/registry/task-registry';
import { servedOf } from '@plugins/tasks/task-body';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/http-error';
import { VISIBLE_TO_TEACHER, kindOf, type LibraryRow } from '../classroom/task-library';

export interface AfterClassItemOfTask { id: string; kind: string; title: string; [part: string]: unknown }

/** The items, in the order named, with the unit of the first task (400 at the first task that cannot be one). */
export async function afterClassItemsOf(db: Queryable, teacherId: string, libraryTaskIds: readonly string[]): Promise<{ items: AfterClassItemOfTask[]; firstUnitId: string | null | undefined }> {
  if (libraryTaskIds.length === 0) return { items: [], firstUnitId: undefined };
  const rows = await db.query<LibraryRow>(`SELECT * FROM task_library t WHERE t.id = ANY($2::text[]) AND ${VISIBLE_TO_TEACHER}`, [teacherId, libraryTaskIds]);
  const items = libraryTaskIds.map((libraryId, index) => {
    const path = `body.libraryTaskIds[${index}]`;
    // Another teacher's unshared task reads as none: its existence is not this teacher's business.
    const row = rows.find((r) => r.id === libraryId);
    if (!row) throw badRequest(`${path}: no library task "${libraryId}"`);
    if (libraryTaskIds.indexOf(libraryId) !== index) throw badRequest(`${path}: "${libraryId}" is named twice`);
    const definition = kindOfTask(taskDefinitions, servedOf(row.task_type, row.interactive_task));
    const part = definition?.part;
    if (!definition?.afterClass || !part) throw badRequest(`${path}: a ${kindOf(row.task_type, row.interactive_task)} task is not done after class`);
    return { id: `task-${randomUUID()}`, kind: definition.afterClass.homeworkKind, title: row.title, [part.key]: row.interactive_task?.[part.key] };
  });
  return { items, firstUnitId: rows.find((r) => r.id === libraryTaskIds[0])?.unit_id };
}
