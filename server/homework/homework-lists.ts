/**
 * Each student's homework list kept in memory (issue 18): the home screen and the homework list ask
 * for it on every visit, forty phones at once at the start of a lesson. A student's homeworks are
 * loaded once (loadStudentHomeworks) and each page's answer is made once (its JSON text); the
 * database says when they change (migration 011 NOTIFYs homework_changes with the student's id, '*'
 * for a class's homework), from any process and any writer, and this process also drops a student's
 * list after their own writes (http/app.ts).
 */
import type { Database } from '../db/database';
import { NotifiedCache } from '../classroom/notified-cache';
import { homeworkPage, loadStudentHomeworks, type StudentHomeworkEntry } from './homework-repository';

export const HOMEWORK_CHANGES_CHANNEL = 'homework_changes';

export interface HomeworkListQuery { groupId?: string | undefined; pageSize: number; marker?: string | undefined }

interface StudentHomeworks { entries: StudentHomeworkEntry[]; pages: Map<string, string> }

const pageKey = (query: HomeworkListQuery) => `${query.groupId ?? ''}|${query.pageSize}|${query.marker ?? ''}`;

/**
 * Students whose lists are kept: the active students of a large school or several small ones. A list
 * (its homeworks and up to 64 pages made) is some tens of KB, so this bounds the cache near 100-200 MB; a
 * student beyond it is loaded from the database again on their next visit.
 */
export const HOMEWORK_LISTS_MAX_STUDENTS = 5_000;

export class HomeworkLists extends NotifiedCache<StudentHomeworks> {
  constructor(db: Database, options: { maxStudents?: number } = {}) {
    super(db, HOMEWORK_CHANGES_CHANNEL, async (studentId) => ({ entries: await loadStudentHomeworks(db, studentId), pages: new Map() }), { maxKeys: options.maxStudents ?? HOMEWORK_LISTS_MAX_STUDENTS });
  }

  /** A page of the student's list as the call answers it (JSON text), made once per page. */
  async page(studentId: string, query: HomeworkListQuery): Promise<string> {
    return pageOf(await this.get(studentId), query);
  }

  /** The page already made, or undefined when the student's list is not loaded or the page not made yet. */
  knownPage(studentId: string, query: HomeworkListQuery): string | undefined {
    return this.peek(studentId)?.pages.get(pageKey(query));
  }
}

function pageOf(list: StudentHomeworks, query: HomeworkListQuery): string {
  const key = pageKey(query);
  let json = list.pages.get(key);
  if (json === undefined) {
    // A bad marker throws (400) before anything is kept.
    json = JSON.stringify(homeworkPage(list.entries, query));
    // Bounded: a student pages through a few pages; odd markers should not grow the map without end.
    if (list.pages.size < 64) list.pages.set(key, json);
  }
  return json;
}
