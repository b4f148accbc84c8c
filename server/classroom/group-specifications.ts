/**
 * Each collaborative task's groups as the group-specification call serves them (issue 15), kept in
 * memory: the self-grouping screen polls every second, so the answer and its ETag are made once per
 * change. A trigger on the group tables NOTIFYs classroom_groups with the task's id (any process, any
 * writer); this process also drops a task's entry at once after its own operations.
 *
 * The answer also says whether the task runs (`running`), which no group row records: the end of a task
 * (or the start of the next, which ends it) NOTIFYs classroom_tasks with the class's id, and the
 * class's entries are dropped then, so students see running:false within a poll (issue 32).
 */
import type { Database } from '../db/database';
import { CLASSROOM_TASKS_CHANNEL } from './running-tasks';
import { CLASSROOM_GROUPS_CHANNEL, loadGroupSpecification } from './groups';
import { NotifiedCache } from '../cache/notified-cache';

export type GroupSpecification = Awaited<ReturnType<typeof loadGroupSpecification>>;

export class GroupSpecifications extends NotifiedCache<GroupSpecification> {
  readonly #database: Database;
  readonly #onClassTasksChanged: (classId: string) => void;
  #stopListeningToTasks: (() => Promise<void>) | undefined;

  /** `onClassTasksChanged` hears the classroom_tasks NOTIFY too (a class id, or '*' for every class). */
  constructor(db: Database, onClassTasksChanged: (classId: string) => void = () => undefined) {
    super(db, CLASSROOM_GROUPS_CHANNEL, (groupTaskId) => loadGroupSpecification(db, groupTaskId));
    this.#database = db;
    this.#onClassTasksChanged = onClassTasksChanged;
  }

  override async listen(): Promise<void> {
    await super.listen();
    this.#stopListeningToTasks = await this.#database.listen(CLASSROOM_TASKS_CHANNEL, (classId) => this.invalidateClass(classId), () => this.invalidateClass('*'));
  }

  override async close(): Promise<void> {
    await Promise.all([super.close(), this.#stopListeningToTasks?.()]);
  }

  /** Drops the entries of the class's tasks ('*': all): one of them may have started or ended. */
  invalidateClass(classId: string): void {
    if (classId === '*') this.invalidateAll();
    else this.invalidateWhere((specification) => specification.classId === classId);
    this.#onClassTasksChanged(classId);
  }
}
