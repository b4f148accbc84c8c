/**
 * Saved progress (spec 01 §3 "Local storage slots", §4): the answers written after each question and
 * restored when the homework, group task or smart homework id matches.
 */
import type { AnswerRecord } from '@core/domain';
import type { StorageService } from '@core/services/storage';
import { restoreAnswers, type RecordedAnswer } from '@core/session';
import type { LoadedSession, PlayerQuery } from './load-session';

export function readSavedRecords(storage: StorageService, query: PlayerQuery, key: string): AnswerRecord[] {
  if (query.kind === 'homework') {
    const slot = storage.get('homework');
    return slot?.homeworkId === key ? slot.answers : [];
  }
  if (query.kind === 'exercise') {
    const slot = storage.get('exercise');
    return slot?.groupTaskId === key ? slot.answers : [];
  }
  const slot = storage.get('smartHomework');
  return slot?.smartHomeworkId === key ? slot.answers : [];
}

export function writeSavedRecords(storage: StorageService, query: PlayerQuery, key: string, answers: AnswerRecord[]): void {
  if (query.kind === 'homework') storage.set('homework', { homeworkId: key, answers });
  else if (query.kind === 'exercise') storage.set('exercise', { groupTaskId: key, answers });
  else storage.set('smartHomework', { smartHomeworkId: key, answers });
}

export function clearSavedRecords(storage: StorageService, query: PlayerQuery): void {
  storage.remove(query.kind === 'homework' ? 'homework' : query.kind === 'exercise' ? 'exercise' : 'smartHomework');
}

/**
 * The answers a session starts with: in review, the server's; in revision, none (every question is
 * answered again); otherwise the server's answers overlaid with the ones saved on this device.
 */
export function initialAnswers(query: PlayerQuery, loaded: LoadedSession, saved: AnswerRecord[]): RecordedAnswer[] {
  if (query.readOnly) return loaded.serverAnswers;
  if (query.revisal || query.errorBookRevisal) return [];
  const activities = loaded.episodes.flatMap((episode) => episode.activities);
  const local = restoreAnswers(saved, activities);
  const localIds = new Set(local.map((answer) => answer.activityId));
  return [...loaded.serverAnswers.filter((answer) => !localIds.has(answer.activityId)), ...local];
}
