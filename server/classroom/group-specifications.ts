/**
 * Each collaborative task's groups as the group-specification call serves them (issue 15), kept in
 * memory: the self-grouping screen polls every second, so the answer and its ETag are made once per
 * change. A trigger on the group tables NOTIFYs classroom_groups with the task's id (any process, any
 * writer); this process also drops a task's entry at once after its own operations.
 */
import type { Database } from '../db/database';
import { CLASSROOM_GROUPS_CHANNEL, loadGroupSpecification } from './groups';
import { NotifiedCache } from './notified-cache';

export type GroupSpecification = Awaited<ReturnType<typeof loadGroupSpecification>>;

export class GroupSpecifications extends NotifiedCache<GroupSpecification> {
  constructor(db: Database) {
    super(db, CLASSROOM_GROUPS_CHANNEL, (groupTaskId) => loadGroupSpecification(db, groupTaskId));
  }
}
