/**
 * How the app sends a student's submissions: each kind to its call (app/session/pending-submissions.ts),
 * and a homework whose spoken answers were recorded offline scored first (issue 41). The scoring code
 * (which grades with the activity plugins) loads only when a submission waits on a recording, so the
 * task screens that share this sender do not carry it.
 */
import { ApiError, type ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';
import { waitsOnRecordings } from '@app/session/pending-score';
import { sharedPendingSubmissions, submissionSender, type PendingSubmission, type SubmissionSender } from '@app/session/pending-submissions';
import { offlineRecordings, type OfflineRecordings } from './offline-recordings';

export function studentSender(api: ApiService, storage: StorageService, recordings: OfflineRecordings = offlineRecordings): SubmissionSender {
  const send = submissionSender(api);
  const studentSend = async (submission: PendingSubmission) => {
    if (submission.kind !== 'homework') return send(submission);
    const homework = submission as PendingSubmission<'homework'>;
    let result;
    if (waitsOnRecordings(homework.payload.body.answers)) {
      const { sendWithOfflineScores } = await loadOfflineScores();
      result = await sendWithOfflineScores(homework, send, { api, recordings, queue: sharedPendingSubmissions(storage) });
    } else {
      result = await send(homework);
    }
    await forgetRecordings(recordings, homework);
    return result;
  };
  return studentSend as SubmissionSender;
}

/**
 * The scoring code, loaded once. The player asks for it as it opens a homework (online), so it is there
 * when the network is not; if it still cannot be fetched, that is a failure that may pass like any
 * other without a network (an ApiError without a status), and the homework waits on the phone.
 */
export function loadOfflineScores(): Promise<typeof import('./offline-scores')> {
  offlineScores ??= import('./offline-scores').catch((error: unknown) => {
    offlineScores = undefined;
    throw new ApiError('网络加载失败，请重试', undefined, undefined, undefined, { cause: error });
  });
  return offlineScores;
}
let offlineScores: Promise<typeof import('./offline-scores')> | undefined;

/** The server holds the homework: its kept recordings are done with (also those of a retry whose scored body was already written back). */
async function forgetRecordings(recordings: OfflineRecordings, submission: PendingSubmission<'homework'>): Promise<void> {
  try {
    const kept = await recordings.list(submission.userId);
    await Promise.all(kept.filter((r) => r.homeworkId === submission.payload.homeworkId).map((r) => recordings.remove(r.id)));
  } catch (error) {
    // No IndexedDB (a private window) means nothing was kept: nothing to forget.
    console.warn('kept recordings not cleared', error);
  }
}
