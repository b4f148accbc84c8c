/**
 * The practice player's calls (spec 01 §7): episodes, the exercise's current task, the submissions
 * (homework, classroom quiz, smart homework, error notebook), the report session and the answer-audio
 * clip address. Plain functions over the ApiService; every answer is checked with its contract schema.
 *
 * Submissions come in two steps: a pure builder makes the request body from the session's answers,
 * and a thin sender posts it. The body is what the pending-submission queue keeps when a send fails,
 * so a retry sends exactly what the first attempt sent.
 */
import { z } from '@core/content/zod';
import {
  answerClipUrl,
  classroomTaskResponseSchema,
  episodeSchema,
  errorNotebookResponseSchema,
  ownTaskResultResponseSchema,
  reportSessionResponseSchema,
  smartAnswerResponseSchema,
  submitHomeworkResponseSchema,
  submitQuizResponseSchema,
  type ClipVoice,
  type errorNotebookRequestSchema,
  type reportSessionRequestSchema,
  type smartAnswerRequestSchema,
  type SubmitHomeworkRequest,
  type submitQuizRequestSchema,
} from '@core/contract';
import type { AnswerRecord, AnswerVariantKey } from '@core/domain';
import { ApiError, type ApiService } from '@core/services/api/api-service';
import { episodesRequest } from './first-requests';

const STUDENT = '/api/v1/chronus/student';

// ---- Answers as submitted ---------------------------------------------------------------------------

/**
 * An answer record of one registered variant, AnswerRecord<K> for each key of AnswerVariants (what the
 * graders return); the domain's AnswerRecord fits too.
 */
export type AnyAnswerRecord = { [K in AnswerVariantKey]: AnswerRecord<K> }[AnswerVariantKey];

/** An answer as the submission calls send it: the record's data plus episode_id and episode_type. */
export type WireAnswer = AnyAnswerRecord['data'] & { episode_id: string; episode_type: number };

/** An answer of the run and the episode it belongs to (the session's recorded answers have this shape). */
export interface EpisodeAnswer {
  record: AnyAnswerRecord;
  episodeId: string;
  episodeType: number;
}

/** A smart-homework answer: also the item's uuid. */
export interface SmartEpisodeAnswer extends EpisodeAnswer {
  uuid: string;
}

/** The answer record's data plus episode_id and episode_type (spec 01 §3, §7). */
export function toSubmittedAnswer(answer: EpisodeAnswer): WireAnswer {
  return { ...answer.record.data, episode_id: answer.episodeId, episode_type: answer.episodeType };
}

/** Compares two wire timestamps (decimal strings, no sign); a missing one is the oldest. */
function compareTimestamps(a: string | undefined, b: string | undefined): number {
  const x = a && /^\d+$/.test(a) ? a.replace(/^0+(?=\d)/, '') : '';
  const y = b && /^\d+$/.test(b) ? b.replace(/^0+(?=\d)/, '') : '';
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Stored answers merged with fresh ones, one per activityId: the newest (by timestampUsec) wins, and
 * of two equally new ones the later in `[...stored, ...fresh]`. Each activity keeps the place of its
 * first appearance.
 */
export function mergeAnswersByActivity<A extends { activityId: string; timestampUsec?: string }>(stored: readonly A[], fresh: readonly A[]): A[] {
  const byActivity = new Map<string, A>();
  for (const answer of [...stored, ...fresh]) {
    const current = byActivity.get(answer.activityId);
    if (!current || compareTimestamps(answer.timestampUsec, current.timestampUsec) >= 0) byActivity.set(answer.activityId, answer);
  }
  return [...byActivity.values()];
}

// ---- Homework -----------------------------------------------------------------------------------------

/** The wire body, its answers typed by the domain (the contract's schema checks them on the server). */
export type HomeworkSubmission = Omit<SubmitHomeworkRequest, 'answers'> & { answers: WireAnswer[] };
export type HomeworkSubmissionResult = z.infer<typeof submitHomeworkResponseSchema>['homework'];

export interface HomeworkSubmissionInput {
  answers: readonly EpisodeAnswer[];
  /** Answers stored earlier (the homework's own answers, saved progress): merged in by activityId. */
  storedAnswers?: readonly WireAnswer[];
  unitId?: string;
  /** The textbook code (SH_OXFORD). */
  textbook?: string;
  category?: string;
  taskResult?: SubmitHomeworkRequest['task_result'];
}

/** The body of submitStudentHomework: every answer's data plus its episode, stored answers merged in. */
export function homeworkSubmission(input: HomeworkSubmissionInput): HomeworkSubmission {
  const answers = mergeAnswersByActivity<WireAnswer>(input.storedAnswers ?? [], input.answers.map(toSubmittedAnswer));
  return {
    answers,
    ...(input.unitId !== undefined ? { unitId: input.unitId } : {}),
    ...(input.textbook !== undefined ? { textbook: input.textbook } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.taskResult !== undefined ? { task_result: input.taskResult } : {}),
  };
}

/**
 * One logical submission: its Idempotency-Key, the same on every retry, so the server takes it once
 * however often the network makes the app send it (the pending queue uses its entry id).
 */
export interface SubmissionOnce {
  idempotencyKey: string;
  /** A retry in the background: a server error is not announced to the student again (see RequestOptions.quiet). */
  quiet?: boolean;
}
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const onceHeaders = (once: SubmissionOnce | undefined) => (once ? { headers: { [IDEMPOTENCY_HEADER]: once.idempotencyKey }, ...(once.quiet ? { quiet: true } : {}) } : undefined);

/** POST /api/v1/chronus/student/homework/{id} (submitStudentHomework). */
export async function submitStudentHomework(api: ApiService, homeworkId: string, body: HomeworkSubmission, once?: SubmissionOnce): Promise<HomeworkSubmissionResult> {
  const response = await api.main.post<unknown>(`${STUDENT}/homework/${encodeURIComponent(homeworkId)}`, body, onceHeaders(once));
  return submitHomeworkResponseSchema.parse(response).homework;
}

// ---- Classroom exercise -------------------------------------------------------------------------------

type QuizRequest = z.infer<typeof submitQuizRequestSchema>;
export type QuizSubmission = Omit<QuizRequest, 'episodeAnswer'> & { episodeAnswer: { episodeId: string; answers: WireAnswer[] } };
export type QuizSubmissionResult = z.infer<typeof submitQuizResponseSchema>;

export interface QuizSubmissionInput {
  episodeId: string;
  answers: readonly EpisodeAnswer[];
  groupId: string;
  groupTaskId: string;
  unitId?: string;
  periodId?: string;
}

/** The body of submitStudentQuizAndRead: episodeAnswer {episodeId, answers}, the task's ids, taskType 1. */
export function quizSubmission(input: QuizSubmissionInput): QuizSubmission {
  return {
    episodeAnswer: { episodeId: input.episodeId, answers: mergeAnswersByActivity<WireAnswer>([], input.answers.map(toSubmittedAnswer)) },
    ...(input.unitId !== undefined ? { unitId: input.unitId } : {}),
    groupId: input.groupId,
    groupTaskId: input.groupTaskId,
    ...(input.periodId !== undefined ? { periodId: input.periodId } : {}),
    taskType: 1,
  };
}

/** POST /api/v1/chronus/student/quiz (submitStudentQuizAndRead). */
export async function submitStudentQuizAndRead(api: ApiService, body: QuizSubmission, once?: SubmissionOnce): Promise<QuizSubmissionResult> {
  return submitQuizResponseSchema.parse(await api.main.post<unknown>(`${STUDENT}/quiz`, body, onceHeaders(once)));
}

export type CurrentTask = z.infer<typeof classroomTaskResponseSchema>;

export interface QuizQuery {
  groupTaskId?: string;
  groupId?: string;
  periodId?: string;
  unitId?: string;
  taskType?: number;
}

/** 404 (no such task, or none running) is an answer here: null. */
async function taskOrNull(load: () => Promise<unknown>): Promise<CurrentTask | null> {
  try {
    return classroomTaskResponseSchema.parse(await load());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/v1/chronus/student/quiz: the task by groupTaskId (running or ended), else the running one; null on 404. */
export async function fetchQuiz(api: ApiService, query: QuizQuery): Promise<CurrentTask | null> {
  return taskOrNull(() => api.main.get<unknown>(`${STUDENT}/quiz`, { params: { ...query } }));
}

// The running task (GET .../classroom/task) is fetchCurrentClassroomTask in classroom-calls.ts: home reads it too.

// ---- Smart homework -----------------------------------------------------------------------------------

type SmartRequest = z.infer<typeof smartAnswerRequestSchema>;
export type SmartHomeworkSubmission = Omit<SmartRequest, 'answers'> & {
  answers: { answer: WireAnswer; identifier: SmartRequest['answers'][number]['identifier'] }[];
};
export type SmartHomeworkSubmissionResult = z.infer<typeof smartAnswerResponseSchema>;

/** The body of postSmartHomeworkList: id, and each answer with its identifier {activityId, episodeId, uuid}. */
export function smartHomeworkSubmission(id: string, answers: readonly SmartEpisodeAnswer[]): SmartHomeworkSubmission {
  return {
    id,
    answers: answers.map((answer) => ({
      answer: toSubmittedAnswer(answer),
      identifier: { activityId: answer.record.data.activityId, episodeId: answer.episodeId, uuid: answer.uuid },
    })),
  };
}

/** POST /api/v1/chronus/student/adaptive-assignments/{id}/answer (postSmartHomeworkList). */
export async function postSmartHomeworkList(api: ApiService, id: string, body: SmartHomeworkSubmission, once?: SubmissionOnce): Promise<SmartHomeworkSubmissionResult> {
  const response = await api.main.post<unknown>(`${STUDENT}/adaptive-assignments/${encodeURIComponent(id)}/answer`, body, onceHeaders(once));
  return smartAnswerResponseSchema.parse(response);
}

// ---- Classroom task results ----------------------------------------------------------------------------

/**
 * A student's result for a classroom task of any kind (spec 02 §7): the address names the group task,
 * or an optional task's item; the body is the kind's result (its definition's resultSchema).
 */
export interface TaskResultSubmission { taskKind: string; taskId: string; body: unknown }
export interface TaskResultSubmissionResult { ok: true }

/** POST /api/v1/chronus/student/classroom/task/{optionalTaskId or groupTaskId}. */
export async function submitClassroomTaskResult(api: ApiService, submission: TaskResultSubmission, once?: SubmissionOnce): Promise<TaskResultSubmissionResult> {
  await api.main.post<unknown>(`${STUDENT}/classroom/task/${encodeURIComponent(submission.taskId)}`, submission.body, onceHeaders(once));
  return { ok: true };
}

// ---- Report session and error notebook ----------------------------------------------------------------

export type ReportSession = z.infer<typeof reportSessionRequestSchema>;
export type HomeworkReportSession = Extract<ReportSession, { type: 'homework' }>;
export type ExerciseReportSession = Extract<ReportSession, { type: 'exercise' }>;
export type ReportSessionResult = z.infer<typeof reportSessionResponseSchema>;

/**
 * POST /api/v1/chronus/student/report_session. Homework: {type 'homework', activityId (the student
 * homework id), episodeActivities, textBook, unitId, category, followAnswers, oldAnswers}; exercise:
 * {type 'exercise', unitId, groupId, periodId, episodeId, groupTaskId}. Answers {id, report.accuracy}.
 * The app sends no answers in it: the server reports from the answers it stores (issue 33); the
 * contract still takes followAnswers and oldAnswers from older clients, and the server ignores them.
 */
export async function submitReportSession(api: ApiService, body: ReportSession, once?: SubmissionOnce): Promise<ReportSessionResult> {
  return reportSessionResponseSchema.parse(await api.main.post<unknown>(`${STUDENT}/report_session`, body, onceHeaders(once)));
}

type ErrorNotebookRequest = z.infer<typeof errorNotebookRequestSchema>['revisal_contents'][number];
export interface ErrorNotebookSubmission { revisal_contents: (Omit<ErrorNotebookRequest, 'answer'> & { answer: WireAnswer })[] }
export type ErrorNotebookResult = z.infer<typeof errorNotebookResponseSchema>;

/** The body of the error notebook: revisal_contents of {studentHomeworkId, episode_id, episode_type, answer}. */
export function errorNotebookSubmission(studentHomeworkId: string, answers: readonly EpisodeAnswer[]): ErrorNotebookSubmission {
  return {
    revisal_contents: answers.map((answer) => ({
      studentHomeworkId,
      episode_id: answer.episodeId,
      episode_type: answer.episodeType,
      answer: toSubmittedAnswer(answer),
    })),
  };
}

/** POST /api/v1/chronus/student/error_notebook: notRevisedCount is the '%N questions not yet revised' count. */
export async function submitErrorNotebook(api: ApiService, body: ErrorNotebookSubmission, once?: SubmissionOnce): Promise<ErrorNotebookResult> {
  return errorNotebookResponseSchema.parse(await api.main.post<unknown>(`${STUDENT}/error_notebook`, body, onceHeaders(once)));
}

// ---- Episodes -----------------------------------------------------------------------------------------

const episodesResponseSchema = z.array(episodeSchema);
export type EpisodeData = z.infer<typeof episodeSchema>;

/** GET /api/v1/chronus/episode?episodeIds=a,b: the episodes in the order asked (follow-ups, injected episodes). */
export async function fetchEpisodes(api: ApiService, episodeIds: readonly string[]): Promise<EpisodeData[]> {
  if (episodeIds.length === 0) return [];
  const { url, params } = episodesRequest(episodeIds);
  const response = await api.main.get<{ episodes?: unknown }>(url, { params });
  return episodesResponseSchema.parse(response?.episodes);
}

// ---- Answer audio -------------------------------------------------------------------------------------

/**
 * The answer-audio clip of a text a spoken activity has the student say (its type's speech facet
 * gives it: `activityRegistry.speechOf(model)?.clipText`), built by the rule the server serves clips by
 * (core/contract/clips.ts: a hash of the fixed prefix, the text and the voice, lowercased; mp3).
 * Undefined without a text.
 */
export async function answerAudioUrl(clipText: string | undefined, options: { voice?: ClipVoice; cdnBase?: string } = {}): Promise<string | undefined> {
  const text = clipText;
  if (!text?.trim()) return undefined;
  return answerClipUrl(text, options.voice ?? 'us', options.cdnBase ?? '');
}

/**
 * GET /api/v1/chronus/student/classroom/task/{optionalTaskId or groupTaskId}/result: this student's own
 * latest result (null for none), so a screen shows it again after a reload.
 */
export async function fetchOwnTaskResult(api: ApiService, taskId: string, groupTaskId?: string): Promise<OwnTaskResult> {
  const query = groupTaskId && groupTaskId !== taskId ? `?groupTaskId=${encodeURIComponent(groupTaskId)}` : '';
  return ownTaskResultResponseSchema.parse(await api.main.get<unknown>(`${STUDENT}/classroom/task/${encodeURIComponent(taskId)}/result${query}`));
}
export type OwnTaskResult = z.infer<typeof ownTaskResultResponseSchema>;
