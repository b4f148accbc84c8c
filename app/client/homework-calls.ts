/** Homework, analysis and event calls (spec 01 §7); the lists' calls are in homework-list-calls.ts. */
import {
  analysisResponseSchema,
  homeworkDetailResponseSchema,
  homeworkDraftResponseSchema,
  type HomeworkDetail,
  type HomeworkDraft,
  shareProblemResponseSchema,
} from '@core/contract';
import type { z } from 'zod/mini';
import type { ApiService, RequestOptions } from '@core/services/api/api-service';
import { homeworkDraftRequest, homeworkRequest } from './first-requests';

export type { HomeworkDetail };
export type ExerciseAnalysis = z.infer<typeof analysisResponseSchema>;
export type SharedProblem = z.infer<typeof shareProblemResponseSchema>;


export async function fetchHomework(api: ApiService, id: string): Promise<HomeworkDetail> {
  const response = await api.main.get<unknown>(homeworkRequest(id).url);
  return homeworkDetailResponseSchema.parse(response).homework;
}

/** The homework's draft on the server (issue 19, item 8), or its revision's (issue 32); null when it has none. */
export async function fetchHomeworkDraft(api: ApiService, id: string, kind: 'homework' | 'revision' = 'homework'): Promise<HomeworkDraft | null> {
  return homeworkDraftResponseSchema.parse(await api.main.get<unknown>(homeworkDraftRequest(id, kind).url)).draft;
}

/** Saves the draft; the server keeps it only when it is newer than the one it has (a repeat is harmless). */
export async function saveHomeworkDraft(api: ApiService, id: string, draft: HomeworkDraft, kind: 'homework' | 'revision' = 'homework', options?: Pick<RequestOptions, 'quiet'>): Promise<void> {
  await api.main.put<unknown>(homeworkDraftRequest(id, kind).url, draft, options);
}

export async function fetchExerciseAnalysis(api: ApiService, studentHomeworkId: string): Promise<ExerciseAnalysis> {
  const response = await api.main.get<unknown>(`/api/v1/chronus/analysis/exercise/${encodeURIComponent(studentHomeworkId)}`);
  return analysisResponseSchema.parse(response);
}

/** POST /api/v1/chronus/event/notifications: tells the server an external lesson must be answered again. */
export async function notifyAlixReanswer(api: ApiService, alixReanswer: { groupHomeworkId: string; studentId: string }, type = 1): Promise<void> {
  await api.main.post('/api/v1/chronus/event/notifications', { type, alixReanswer });
}

export async function fetchSharedProblem(api: ApiService, identifier: string): Promise<SharedProblem> {
  return shareProblemResponseSchema.parse(await api.main.get<unknown>('/api/v1/chronus/share-problem', { params: { identifier } }));
}

