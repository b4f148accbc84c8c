/**
 * Sends answers that could not be submitted earlier (offline, time-out, 5xx; issue 41): at sign-in,
 * whenever something is queued, when the connection comes back or the page is shown again, and on its
 * own with back-off while anything waits (school Wi-Fi fails without going offline). Loaded lazily, so
 * it is not in the first load. What it delivers clears the saved progress of that homework or task
 * (spec 01 §4: once submitted, saved progress is cleared) and is told on the event bus, where a page
 * waiting on its own submission (the player) picks up the server's answer.
 */
import type { ApiService } from '@core/services/api/api-service';
import type { EventBus } from '@core/services/events';
import type { StorageService } from '@core/services/storage';
import { startDeliveryLoop, type DeliveryLoop } from '@app/session/delivery-loop';
import { sharedPendingSubmissions, type PendingSubmission } from '@app/session/pending-submissions';
import { studentSender } from './student-sender';

export const PendingSyncText = { sent: (n: number) => `已自动提交${n}份之前保存的答案` } as const;

/** Saved progress (spec 01 §3 slots) of the homework or task a delivered submission finished. */
export function clearDeliveredProgress(storage: StorageService, delivered: readonly PendingSubmission[]): void {
  for (const submission of delivered) {
    if (submission.kind === 'homework' && storage.get('homework')?.homeworkId === submission.payload.homeworkId) storage.remove('homework');
    if (submission.kind === 'smartHomework' && storage.get('smartHomework')?.smartHomeworkId === submission.payload.id) storage.remove('smartHomework');
    if (submission.kind === 'reportSession' && submission.payload.body.type === 'exercise' && storage.get('exercise')?.groupTaskId === submission.payload.body.groupTaskId) {
      storage.remove('exercise');
    }
  }
}

/** The one delivery loop of the signed-in student (of this app's services), if it runs. */
let running: { userId: string; api: ApiService; storage: StorageService; loop: DeliveryLoop } | undefined;

/**
 * Starts the delivery loop of this student, or makes the running one try now. Pages that queue a
 * submission (the player, the task screens) import this module with their own code, so it is on the
 * phone before the connection drops: a module still to download could not start the loop offline.
 */
export function ensurePendingSync(api: ApiService, storage: StorageService, events: EventBus, userId: string): DeliveryLoop {
  // Another student, or another app instance (a test renders several), gets a loop of its own.
  if (running?.userId === userId && running.api === api && running.storage === storage) {
    running.loop.kick();
    return running.loop;
  }
  running?.loop.stop();
  const started = startPendingSync(api, storage, events, userId);
  const loop: DeliveryLoop = {
    kick: started.kick,
    stop() {
      started.stop();
      if (running?.loop === loop) running = undefined;
    },
  };
  running = { userId, api, storage, loop };
  return loop;
}

function startPendingSync(api: ApiService, storage: StorageService, events: EventBus, userId: string): DeliveryLoop {
  return startDeliveryLoop(window, sharedPendingSubmissions(storage), studentSender(api, storage), {
    userId,
    onFlushed: (report) => {
      clearDeliveredProgress(storage, report.sent);
      if (report.sent.length > 0 || report.dropped.length > 0) {
        events.emit('submissions:delivered', { results: report.results, dropped: report.dropped.map((d) => String((d.submission as { id?: unknown }).id)) });
      }
      if (report.sent.length > 0) events.emit('toast', { message: PendingSyncText.sent(report.sent.length) });
    },
    onState: (state) => events.emit('submissions:state', state.status === 'waiting' ? { status: 'waiting', retryInMs: state.retryInMs } : { status: state.status }),
    onError: (error) => console.warn('pending submissions: flush failed', error),
  });
}
