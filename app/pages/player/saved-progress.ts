/**
 * Saved progress (spec 01 §3 "Local storage slots", §4): the answers written after each question and
 * restored when the homework, group task or smart homework id matches. A homework's answers are also
 * saved to the server as a draft (issue 19, item 8, use-draft-sync.ts); opening it resumes from the
 * newer of the device's copy and the server's.
 */
import type { HomeworkDraft } from '@core/contract';
import type { AnswerRecord, HomeworkProgress } from '@core/domain';
import type { StorageService } from '@core/services/storage';
import { restoreAnswers, type RecordedAnswer } from '@core/session';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';

/**
 * The newer of the device's saved answers and the server's draft. A device copy without a time (saved
 * before drafts existed) is older than any draft; on a tie the device's copy wins.
 */
export function newerDraft(local: HomeworkProgress | undefined, server: HomeworkDraft | null | undefined): { answers: AnswerRecord[] } | undefined {
  if (server && server.savedAtMs > (local?.savedAtMs ?? -1)) return { answers: server.answers as unknown as AnswerRecord[] };
  return local;
}

/** Does this phone hold answers of the homework newer than the server's draft (given offline, say)? */
export function phoneIsAhead(storage: StorageService, loaded: Pick<LoadedSession, 'key' | 'serverDraft'>): boolean {
  const slot = storage.get('homework');
  if (slot?.homeworkId !== loaded.key || slot.answers.length === 0) return false;
  return (slot.savedAtMs ?? 0) > (loaded.serverDraft?.savedAtMs ?? -1);
}

export function readSavedRecords(storage: StorageService, query: PlayerQuery, loaded: Pick<LoadedSession, 'key' | 'serverDraft'>): AnswerRecord[] {
  if (query.kind === 'homework') {
    const slot = storage.get('homework');
    return newerDraft(slot?.homeworkId === loaded.key ? slot : undefined, loaded.serverDraft)?.answers ?? [];
  }
  const key = loaded.key;
  if (query.kind === 'exercise') {
    const slot = storage.get('exercise');
    return slot?.groupTaskId === key ? slot.answers : [];
  }
  const slot = storage.get('smartHomework');
  return slot?.smartHomeworkId === key ? slot.answers : [];
}

export function writeSavedRecords(storage: StorageService, query: PlayerQuery, key: string, answers: AnswerRecord[], savedAtMs = Date.now()): void {
  if (query.kind === 'homework') storage.set('homework', { homeworkId: key, answers, savedAtMs });
  else if (query.kind === 'exercise') storage.set('exercise', { groupTaskId: key, answers });
  else storage.set('smartHomework', { smartHomeworkId: key, answers });
}

export function clearSavedRecords(storage: StorageService, query: PlayerQuery): void {
  storage.remove(query.kind === 'homework' ? 'homework' : query.kind === 'exercise' ? 'exercise' : 'smartHomework');
}

/**
 * The answers a session starts with: in review, the server's; in revision, the wrong answers fixed so
 * far (the revision's draft on the server, issue 32: the rest are answered again); otherwise the
 * server's answers overlaid with the ones saved on this device.
 */
export function initialAnswers(query: PlayerQuery, loaded: LoadedSession, saved: AnswerRecord[]): RecordedAnswer[] {
  if (query.readOnly) return loaded.serverAnswers;
  const activities = loaded.episodes.flatMap((episode) => episode.activities);
  if (query.revisal || query.errorBookRevisal) return restoreAnswers((loaded.serverDraft?.answers ?? []) as unknown as AnswerRecord[], activities);
  const local = restoreAnswers(saved, activities);
  const localIds = new Set(local.map((answer) => answer.activityId));
  return [...loaded.serverAnswers.filter((answer) => !localIds.has(answer.activityId)), ...local];
}
