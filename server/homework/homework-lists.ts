/**
 * Each student's homework list kept in memory (issue 18): the home screen and the homework list ask
 * for it on every visit, forty phones at once at the start of a lesson. A student's homeworks are
 * loaded once (loadStudentHomeworks) and each page's answer is made once (its JSON text); the
 * database says when they change (migration 011 NOTIFYs homework_changes with the student's id, '*'
 * for a class's homework), from any process and any writer, and this process also drops a student's
 * list after their own writes (http/app.ts).
 *
 * Homework teachers assign (issue 37) adds two more reasons: a list is dropped when the student's classes
 * change (the auth_changes NOTIFY of a membership: the new class's homework is theirs now), and it is
 * not served past the next assign time of their classes' homework, which no NOTIFY announces.
 */
import type { Database } from '../db/database';
import { NotifiedCache } from '../cache/notified-cache';
import { AUTH_CHANGES_CHANNEL } from '../auth/auth-service';
import { nowSec } from '../auth/tokens';
import { homeworkPage, loadStudentHomeworks, type StudentHomeworkEntry } from './homework-repository';
import { nextAssignAtSec } from './class-homework-rows';

export const HOMEWORK_CHANGES_CHANNEL = 'homework_changes';

export interface HomeworkListQuery { groupId?: string | undefined; pageSize: number; marker?: string | undefined }

/** `staleAtSec`: when a homework of their classes is assigned next, and this list stops being right. */
interface StudentHomeworks { entries: StudentHomeworkEntry[]; pages: Map<string, string>; staleAtSec: number }

async function loadList(db: Database, studentId: string): Promise<StudentHomeworks> {
  const now = nowSec();
  return { entries: await loadStudentHomeworks(db, studentId, now), pages: new Map(), staleAtSec: await nextAssignAtSec(db, studentId, now) };
}

const pageKey = (query: HomeworkListQuery) => `${query.groupId ?? ''}|${query.pageSize}|${query.marker ?? ''}`;

/**
 * Students whose lists are kept: the active students of a large school or several small ones. A list
 * (its homeworks and up to 64 pages made) is some tens of KB, so this bounds the cache near 100-200 MB; a
 * student beyond it is loaded from the database again on their next visit.
 */
export const HOMEWORK_LISTS_MAX_STUDENTS = 5_000;

export class HomeworkLists extends NotifiedCache<StudentHomeworks> {
  readonly #database: Database;
  #stopMemberships: (() => Promise<void>) | undefined;

  constructor(db: Database, options: { maxStudents?: number } = {}) {
    super(db, HOMEWORK_CHANGES_CHANNEL, (studentId) => loadList(db, studentId), { maxKeys: options.maxStudents ?? HOMEWORK_LISTS_MAX_STUDENTS });
    this.#database = db;
  }

  override async listen(): Promise<void> {
    await super.listen();
    this.#stopMemberships = await this.#database.listen(
      AUTH_CHANGES_CHANNEL,
      (change) => {
        if (change === '*') this.invalidateAll();
        else if (change.startsWith('member:')) this.invalidate(change.slice('member:'.length));
      },
      () => this.invalidateAll(),
    );
  }

  override async close(): Promise<void> {
    await Promise.all([super.close(), this.#stopMemberships?.()]);
  }

  /** A page of the student's list as the call answers it (JSON text), made once per page. */
  async page(studentId: string, query: HomeworkListQuery): Promise<string> {
    let list = await this.get(studentId);
    if (list.staleAtSec <= nowSec()) {
      this.invalidate(studentId);
      list = await this.get(studentId);
    }
    return pageOf(list, query);
  }

  /** The page already made, or undefined when the student's list is not loaded (or out of date) or the page not made yet. */
  knownPage(studentId: string, query: HomeworkListQuery): string | undefined {
    const list = this.peek(studentId);
    return list && list.staleAtSec > nowSec() ? list.pages.get(pageKey(query)) : undefined;
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
