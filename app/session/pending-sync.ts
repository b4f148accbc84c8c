/**
 * Sends answers that could not be submitted earlier (offline, time-out, 5xx): at sign-in and whenever
 * the connection comes back. Loaded lazily after the session is ready, so it is not in the first load.
 */
import type { ApiService } from '@core/services/api/api-service';
import type { EventBus } from '@core/services/events';
import type { StorageService } from '@core/services/storage';
import { createPendingSubmissions, startPendingSubmissionSync, submissionSender } from '@core/session/pending-submissions';

export const PendingSyncText = { sent: (n: number) => `已自动提交${n}份之前保存的答案` } as const;

export function startPendingSync(api: ApiService, storage: StorageService, events: EventBus, userId: string): () => void {
  const queue = createPendingSubmissions(storage);
  return startPendingSubmissionSync(window, queue, submissionSender(api), {
    userId,
    onFlushed: (report) => {
      if (report.sent.length > 0) events.emit('toast', { message: PendingSyncText.sent(report.sent.length) });
    },
    onError: (error) => console.warn('pending submissions: flush failed', error),
  });
}
