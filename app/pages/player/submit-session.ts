/**
 * Sends a finished session with the submission calls of spec 01 §7 — through the pending-submission
 * queue, so a call that fails (offline, time-out, 5xx) stays on the device and is sent later:
 * - homework: submitStudentHomework (stored answers merged by activityId), then the report session;
 * - revision: the error notebook; how many are still wrong;
 * - exercise: submitStudentQuizAndRead per episode, then the report session for the accuracy;
 * - smart homework: postSmartHomeworkList.
 */
import {
  errorNotebookSubmission,
  homeworkSubmission,
  quizSubmission,
  smartHomeworkSubmission,
  submitReportSession,
  type EpisodeAnswer,
  type HomeworkSubmissionResult,
  type WireAnswer,
} from '@app/client/player-calls';
import { SH_OXFORD } from '@core/domain';
import type { ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';
import { sharedPendingSubmissions, type SendOutcome, type SubmissionKind, type SubmissionResults } from '@app/session/pending-submissions';
import { studentSender } from '../../session/student-sender';
import type { SessionState } from '@core/session';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';

/**
 * reportFailed: the answers were submitted but the report call failed ('获取报告失败'). submitted: a
 * homework's submission answer, which the report pages show instead of loading the homework again.
 */
export type FinishOutcome = { kind: 'report'; accuracy: number; reportFailed?: boolean; submitted?: HomeworkSubmissionResult } | { kind: 'revision'; notRevised: number };

export interface SubmitContext { api: ApiService; storage: StorageService; query: PlayerQuery; loaded: LoadedSession; state: SessionState; userId: string }

/**
 * Thrown when the answers could not be sent now: they are queued and the delivery loop sends them
 * (issue 41). `submissionId` is the queued submission whose answer finishes the session, and `finish`
 * turns that answer into the outcome, once it comes.
 */
export class SubmissionQueuedError extends Error {
  override readonly name = 'SubmissionQueuedError';
  constructor(
    readonly reason: unknown,
    readonly submissionId: string,
    readonly finish: (result: unknown) => Promise<FinishOutcome>,
  ) {
    super('submission queued');
  }
}

/** The outcome now if the submission went, else the queued error that carries how to finish later. */
async function settle<K extends SubmissionKind>(outcome: SendOutcome<K>, then: (result: SubmissionResults[K]) => FinishOutcome | Promise<FinishOutcome>): Promise<FinishOutcome> {
  if (outcome.status === 'sent') return then(outcome.result);
  throw new SubmissionQueuedError(outcome.error, outcome.submission.id, async (result) => then(result as SubmissionResults[K]));
}

const episodeAnswers = (state: SessionState): EpisodeAnswer[] => [...state.answers, ...(state.followUp?.answers ?? [])] as EpisodeAnswer[];

export async function submitSession({ api, storage, query, loaded, state, userId }: SubmitContext): Promise<FinishOutcome> {
  const queue = sharedPendingSubmissions(storage);
  const send = studentSender(api, storage);
  const options = { userId };
  const answers = episodeAnswers(state);

  if (query.kind === 'homework' && state.revisal) {
    const outcome = await queue.sendOrQueue('errorNotebook', { body: errorNotebookSubmission(loaded.key, answers) }, send, options);
    return settle(outcome, (result) => ({ kind: 'revision', notRevised: result.notRevisedCount }));
  }
  if (query.kind === 'homework') {
    const storedAnswers = (loaded.homework?.answers ?? []) as unknown as WireAnswer[];
    const textbook = storage.get('textbook') ?? SH_OXFORD;
    const body = homeworkSubmission({ answers, storedAnswers, unitId: loaded.unitId, textbook, category: loaded.category });
    const outcome = await queue.sendOrQueue('homework', { homeworkId: loaded.key, body }, send, options);
    // The answers are in. The report session gives the report; if it fails, the submission's own accuracy stands.
    // It names the homework only: the server holds every answer since the submission, so the answers
    // the spec's payload lists (followAnswers, oldAnswers) are not carried back to it (issue 33).
    return settle(outcome, async (result) => {
      try {
        const report = await submitReportSession(api, { type: 'homework', activityId: loaded.key, textBook: textbook, unitId: loaded.unitId, category: loaded.category });
        return { kind: 'report', accuracy: report.report.accuracy, submitted: result };
      } catch (error) {
        console.warn('report session failed', error);
        return { kind: 'report', accuracy: result.report.accuracy, reportFailed: true, submitted: result };
      }
    });
  }
  if (query.kind === 'smartHomework') {
    const smartAnswers = state.answers.map((answer) => ({ ...(answer as EpisodeAnswer), uuid: answer.uuid ?? '' }));
    const outcome = await queue.sendOrQueue('smartHomework', { id: loaded.key, body: smartHomeworkSubmission(loaded.key, smartAnswers) }, send, options);
    return settle(outcome, (result) => ({ kind: 'report', accuracy: result.accuracy }));
  }
  const groupId = loaded.groupId ?? query.groupId ?? '';
  // Each episode's answers, then the report session. One that cannot go now is queued, and everything
  // after it queues behind it (in order): the report session's answer, when it comes, finishes the session.
  for (const episode of state.episodes) {
    const own = answers.filter((answer) => answer.episodeId === episode.episodeId);
    if (own.length === 0) continue;
    const body = quizSubmission({ episodeId: episode.episodeId, answers: own, groupId, groupTaskId: loaded.key, unitId: loaded.unitId, periodId: loaded.periodId });
    await queue.sendOrQueue('quiz', { body }, send, options);
  }
  const outcome = await queue.sendOrQueue('reportSession', { body: { type: 'exercise', groupId, groupTaskId: loaded.key, unitId: loaded.unitId, periodId: loaded.periodId } }, send, options);
  return settle(outcome, (result) => ({ kind: 'report', accuracy: result.report.accuracy }));
}
