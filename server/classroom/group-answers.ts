/**
 * A collaborative answer bound to the student's group (issue 31, item 6): the result route checks the
 * answer's shape with the kind's definition; this checks it against the database: the student is in a
 * group of the task, the group was given this assignment, the role is the student's own, and a recording
 * is a file the student uploaded to the voice bucket (not a groupmate's, not another bucket's, not an
 * address elsewhere). Whether its score is genuine is not checked here.
 */
import { ErrorCode, PUBLIC_UPLOADS_BASE, VOICE_BUCKET } from '@core/contract';
import type { CollaborativeResult } from '@plugins/tasks/collaborative/definition';
import type { Queryable } from '../db/database';
import { HttpError, badRequest } from '../http/http-error';
import { notInGroup, taskEnded } from './groups';

const conflict = (message: string) => new HttpError(409, ErrorCode.CONFLICT, message);

/** Refuses an answer the student may not give in this task (409), or a recording not theirs (400). */
export async function checkGroupAnswer(tx: Queryable, groupTaskId: string, studentId: string, result: CollaborativeResult): Promise<void> {
  const answer = result.interactiveTaskResult.collaborativeResult;
  // The task row share-locked: an end arriving now waits for this answer, and one already made refuses it.
  const [running] = await tx.query('SELECT 1 FROM group_tasks WHERE id = $1 AND ended_at_sec IS NULL FOR SHARE', [groupTaskId]);
  if (!running) throw taskEnded();
  // Share-locked: the leader's unlock (which clears the roles) waits for this answer to be stored.
  const [member] = await tx.query<{ role_identifiers: string[]; assignment_identifier: string | null }>(
    `SELECT m.role_identifiers, g.assignment_identifier FROM task_group_members m JOIN task_groups g ON g.id = m.group_id
      WHERE m.group_task_id = $1 AND m.student_id = $2 FOR SHARE`,
    [groupTaskId, studentId],
  );
  if (!member) throw notInGroup();
  if (member.assignment_identifier === null) throw conflict('你们小组还没有选择任务');
  if (answer.assignmentIdentifier !== member.assignment_identifier) throw conflict('这不是你们小组的任务');
  if (!member.role_identifiers.includes(answer.roleIdentifier)) throw conflict('这不是你的角色');
  const url = answer.recording?.url;
  if (url !== undefined && !(await isOwnVoiceUpload(tx, studentId, url))) throw badRequest('录音不是你上传的');
}

/**
 * Whether the address names a voice file the student uploaded: `/files/uploads/<key>` on this server,
 * or under an upload base on another host (the app's configuration; the player's media policy decides
 * which hosts it plays from).
 */
async function isOwnVoiceUpload(db: Queryable, studentId: string, url: string): Promise<boolean> {
  let address: URL;
  try {
    address = new URL(url, 'http://this.server');
  } catch {
    return false;
  }
  if ((address.protocol !== 'http:' && address.protocol !== 'https:') || address.search !== '' || address.hash !== '') return false;
  const at = address.pathname.indexOf(PUBLIC_UPLOADS_BASE);
  if (at < 0) return false;
  let key: string;
  try {
    key = decodeURIComponent(address.pathname.slice(at + PUBLIC_UPLOADS_BASE.length));
  } catch {
    return false;
  }
  const [file] = await db.query('SELECT 1 FROM stored_files WHERE key = $1 AND user_id = $2 AND bucket = $3', [key, studentId, VOICE_BUCKET]);
  return file !== undefined;
}
