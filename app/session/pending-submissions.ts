/**
 * Answers are never lost (issue 6): a submission that fails for a reason that may pass (offline, a
 * time-out, 408, 429, 5xx, an expired sign-in) is kept in local storage and sent again, in order, when
 * the browser comes back online and at the next start. A refusal that will not pass (another 4xx) is
 * dropped and reported instead of being retried forever.
 *
 * The queue keeps the request body as first built, so a retry sends exactly what the first attempt
 * did. It sends in order and stops at the first failure that may pass: the server replaces an answer
 * by activityId, so an older submission must never land after a newer one.
 */
import {
  postSmartHomeworkList,
  submitErrorNotebook,
  submitClassroomTaskResult,
  submitReportSession,
  submitStudentHomework,
  submitStudentQuizAndRead,
  type ErrorNotebookResult,
  type ErrorNotebookSubmission,
  type HomeworkSubmission,
  type HomeworkSubmissionResult,
  type QuizSubmission,
  type QuizSubmissionResult,
  type ReportSession,
  type ReportSessionResult,
  type SmartHomeworkSubmission,
  type SmartHomeworkSubmissionResult,
  type TaskResultSubmission,
  type TaskResultSubmissionResult,
} from '../client/player-calls';
import { ApiError, type ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';

/** A submission kept until it is delivered: the request body as first built, and how often it failed. */
export interface StoredSubmission {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Epoch ms. */
  createdAt: number;
  attempts: number;
  /** The student who made it: it is sent only while that student is signed in. */
  userId?: string;
}

declare module '@core/services/storage' {
  interface StorageSlots {
    /** Submissions that failed and wait to be sent again. */
    pendingSubmissions: StoredSubmission[];
  }
}

/** What each kind of submission keeps: the request body, and the id its address names. */
export interface SubmissionPayloads {
  homework: { homeworkId: string; body: HomeworkSubmission };
  quiz: { body: QuizSubmission };
  smartHomework: { id: string; body: SmartHomeworkSubmission };
  errorNotebook: { body: ErrorNotebookSubmission };
  reportSession: { body: ReportSession };
  /** A classroom task result of any kind: one general kind, so a new task kind needs no edit here. */
  taskResult: TaskResultSubmission;
}
export type SubmissionKind = keyof SubmissionPayloads;
export const SUBMISSION_KINDS = ['homework', 'quiz', 'smartHomework', 'errorNotebook', 'reportSession', 'taskResult'] as const satisfies readonly SubmissionKind[];

/** What the server answers to each kind. */
export interface SubmissionResults {
  homework: HomeworkSubmissionResult;
  quiz: QuizSubmissionResult;
  smartHomework: SmartHomeworkSubmissionResult;
  errorNotebook: ErrorNotebookResult;
  reportSession: ReportSessionResult;
  taskResult: TaskResultSubmissionResult;
}

export type PendingSubmission<K extends SubmissionKind = SubmissionKind> = {
  [P in K]: {
    id: string;
    kind: P;
    payload: SubmissionPayloads[P];
    /** Epoch ms: when it was made (a classroom exercise's answers tell the server, madeAtMs). */
    createdAt: number;
    /** Failed attempts so far. */
    attempts: number;
    /** The student who made it; sent only while that student is signed in. */
    userId?: string;
  };
}[K];

/** Sends one submission; rejects with the call's error (an ApiError for HTTP failures). */
export type SubmissionSender = <K extends SubmissionKind>(submission: PendingSubmission<K>) => Promise<SubmissionResults[K]>;

/** The real sender: each kind to its call of app/client/player-calls.ts. */
export function submissionSender(api: ApiService): SubmissionSender {
  const send = (submission: PendingSubmission): Promise<SubmissionResults[SubmissionKind]> => {
    // The entry's id is the submission's Idempotency-Key: a retry of an answer already taken adds nothing.
    const once = { idempotencyKey: submission.id, quiet: submission.attempts > 0 };
    switch (submission.kind) {
      case 'homework':
        return submitStudentHomework(api, submission.payload.homeworkId, submission.payload.body, once);
      case 'quiz':
        // When the answers were made (the entry's time): answers queued during the lesson still count
        // if they get through soon after the exercise ends (issue 31); ones made later do not.
        return submitStudentQuizAndRead(api, { ...submission.payload.body, madeAtMs: submission.payload.body.madeAtMs ?? submission.createdAt }, once);
      case 'smartHomework':
        return postSmartHomeworkList(api, submission.payload.id, submission.payload.body, once);
      case 'errorNotebook':
        return submitErrorNotebook(api, submission.payload.body, once);
      case 'reportSession':
        return submitReportSession(api, submission.payload.body, once);
      case 'taskResult':
        return submitClassroomTaskResult(api, submission.payload, once);
      default:
        return Promise.reject(new UnknownSubmissionKindError((submission as { kind: string }).kind));
    }
  };
  return send as SubmissionSender;
}

export class UnknownSubmissionKindError extends Error {
  override readonly name = 'UnknownSubmissionKindError';
  constructor(readonly kind: string) {
    super(`unknown submission kind "${kind}"`);
  }
}

/**
 * May a later attempt succeed? No response (offline, time-out, connection dropped), 408, 429 and 5xx:
 * yes. 401 too: the sign-in expired, the student signs in again and the answers go then. Any other
 * 4xx is a refusal that will not change, and anything else (an answer of the wrong shape) means the
 * server took the request: no.
 */
export function isRetryableSubmissionError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === undefined || status === 401 || status === 408 || status === 429 || status >= 500;
}

export interface FlushReport {
  sent: PendingSubmission[];
  /** What the server answered to each submission sent, by the submission's id. */
  results: Map<string, unknown>;
  /** Refused for good, removed from the queue. */
  dropped: { submission: PendingSubmission | StoredSubmission; error: unknown }[];
  /** The failure that stopped the flush (kept, attempts counted), if any. */
  failed?: { submission: PendingSubmission; error: unknown };
  /** Submissions of this student still waiting. */
  remaining: number;
}

export type SendOutcome<K extends SubmissionKind> =
  | { status: 'sent'; result: SubmissionResults[K] }
  | { status: 'queued'; submission: PendingSubmission<K>; error?: unknown };

export interface PendingSubmissionsOptions {
  now?: () => number;
  newId?: () => string;
  /** Told of each submission dropped for good (for the error reporter). */
  onDropped?: (submission: PendingSubmission | StoredSubmission, error: unknown) => void;
}

export interface PendingSubmissions {
  /** Every waiting submission, oldest first (of one student when userId is given). */
  list(userId?: string): PendingSubmission[];
  enqueue<K extends SubmissionKind>(kind: K, payload: SubmissionPayloads[K], options?: { userId?: string; attempts?: number; id?: string; createdAt?: number }): PendingSubmission<K>;
  remove(id: string): void;
  /**
   * Replaces a waiting submission's body (its id, and so its Idempotency-Key, stay): a homework whose
   * offline recordings were scored keeps the scored answers for every retry. No-op when not waiting.
   */
  replacePayload<K extends SubmissionKind>(id: string, payload: SubmissionPayloads[K]): void;
  /** Sends the waiting submissions of this student in order; one flush at a time. */
  flush(send: SubmissionSender, options?: { userId?: string }): Promise<FlushReport>;
  /**
   * A new submission: sent now when nothing of this student waits, else queued behind the waiting
   * ones (after trying them). A failure that may pass queues it; any other failure is thrown. One
   * at a time: a second call waits until the first has been sent or queued, so none overtakes another.
   */
  sendOrQueue<K extends SubmissionKind>(kind: K, payload: SubmissionPayloads[K], send: SubmissionSender, options?: { userId?: string }): Promise<SendOutcome<K>>;
}

const isKnownKind = (kind: string): kind is SubmissionKind => (SUBMISSION_KINDS as readonly string[]).includes(kind);
const belongsTo = (entry: { userId?: string }, userId: string | undefined) => userId === undefined || entry.userId === undefined || entry.userId === userId;

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createPendingSubmissions(storage: StorageService, options: PendingSubmissionsOptions = {}): PendingSubmissions {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;
  let flushing: Promise<FlushReport> | undefined;
  // The last sendOrQueue still under way: the next one waits for it, so two submissions made a moment
  // apart (a resource pack's "opened" note and its 我学完了) reach the server in the order they were made.
  let sending: Promise<unknown> = Promise.resolve();

  const read = (): StoredSubmission[] => storage.get('pendingSubmissions') ?? [];
  const write = (entries: StoredSubmission[]) => {
    if (entries.length) storage.set('pendingSubmissions', entries);
    else storage.remove('pendingSubmissions');
  };
  const update = (id: string, change: (entry: StoredSubmission) => StoredSubmission | undefined) =>
    write(read().flatMap((entry) => (entry.id === id ? [change(entry)].filter((e): e is StoredSubmission => e !== undefined) : [entry])));
  const remove = (id: string) => update(id, () => undefined);
  const list = (userId?: string) => read().filter((e) => isKnownKind(e.kind) && belongsTo(e, userId)) as unknown as PendingSubmission[];

  const enqueue: PendingSubmissions['enqueue'] = (kind, payload, enqueueOptions = {}) => {
    const entry = {
      id: enqueueOptions.id ?? newId(),
      kind,
      payload,
      createdAt: enqueueOptions.createdAt ?? now(),
      attempts: enqueueOptions.attempts ?? 0,
      ...(enqueueOptions.userId !== undefined ? { userId: enqueueOptions.userId } : {}),
    } as PendingSubmission<typeof kind>;
    write([...read(), entry as unknown as StoredSubmission]);
    return entry;
  };

  async function flushOnce(send: SubmissionSender, userId: string | undefined): Promise<FlushReport> {
    const report: FlushReport = { sent: [], results: new Map(), dropped: [], remaining: 0 };
    const tried = new Set<string>();
    for (;;) {
      const next = read().find((entry) => !tried.has(entry.id) && belongsTo(entry, userId));
      if (!next) break;
      tried.add(next.id);
      if (!isKnownKind(next.kind)) {
        const error = new UnknownSubmissionKindError(next.kind);
        remove(next.id);
        report.dropped.push({ submission: next, error });
        options.onDropped?.(next, error);
        continue;
      }
      const submission = next as unknown as PendingSubmission;
      try {
        report.results.set(submission.id, await send(submission));
        remove(submission.id);
        report.sent.push(submission);
      } catch (error) {
        if (isRetryableSubmissionError(error)) {
          update(submission.id, (entry) => ({ ...entry, attempts: entry.attempts + 1 }));
          report.failed = { submission: { ...submission, attempts: submission.attempts + 1 }, error };
          break;
        }
        remove(submission.id);
        report.dropped.push({ submission, error });
        options.onDropped?.(submission, error);
      }
    }
    report.remaining = list(userId).length;
    return report;
  }

  const flush: PendingSubmissions['flush'] = (send, flushOptions = {}) => {
    flushing ??= flushOnce(send, flushOptions.userId).finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  const sendOrQueueNow: PendingSubmissions['sendOrQueue'] = async (kind, payload, send, sendOptions = {}) => {
    const { userId } = sendOptions;
    if (list(userId).length > 0) {
      await flush(send, { userId });
      if (list(userId).length > 0) return { status: 'queued', submission: enqueue(kind, payload, { userId }) };
    }
    const draft = { id: newId(), kind, payload, createdAt: now(), attempts: 0, ...(userId !== undefined ? { userId } : {}) } as PendingSubmission<typeof kind>;
    try {
      return { status: 'sent', result: await send(draft) };
    } catch (error) {
      if (!isRetryableSubmissionError(error)) throw error;
      // Kept under the same id and time: the retry carries the Idempotency-Key the first attempt sent,
      // and says when the answers were made.
      return { status: 'queued', submission: enqueue(kind, payload, { userId, attempts: 1, id: draft.id, createdAt: draft.createdAt }), error };
    }
  };

  const sendOrQueue: PendingSubmissions['sendOrQueue'] = (kind, payload, send, sendOptions) => {
    const turn = sending.then(() => sendOrQueueNow(kind, payload, send, sendOptions));
    sending = turn.catch(() => undefined);
    return turn;
  };

  const replacePayload: PendingSubmissions['replacePayload'] = (id, payload) => update(id, (entry) => ({ ...entry, payload }) as StoredSubmission);

  return { list, enqueue, remove, replacePayload, flush, sendOrQueue };
}

const sharedQueues = new WeakMap<StorageService, PendingSubmissions>();

/**
 * The app's one queue over a storage: the player that queues a submission and the delivery loop that
 * sends it share it, so its one-flush-at-a-time rule holds between them.
 */
export function sharedPendingSubmissions(storage: StorageService): PendingSubmissions {
  let queue = sharedQueues.get(storage);
  if (!queue) {
    queue = createPendingSubmissions(storage);
    sharedQueues.set(storage, queue);
  }
  return queue;
}
