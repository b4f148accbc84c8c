/** Homework, episodes, smart homework, exercises and the player's session state (spec 01 §3). */
import type { AnswerRecord } from './answer';

export const EXERCISE_KINDS = ['homework', 'exercise', 'smartHomework'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export const ExerciseType = { UNKNOWN: 0, PREVIEW: 1, QUIZ: 2, HOMEWORK: 3, SMART_HOMEWORK: 4 } as const;
export type ExerciseType = (typeof ExerciseType)[keyof typeof ExerciseType];

export const TaskType = { EXERCISE: 1, INTERACTIVE: 2, COLLABORATIVE_LEARNING: 5, SELF_SELECTED: 6 } as const;
export type TaskType = (typeof TaskType)[keyof typeof TaskType];

export const AlixEventType = { UNSPECIFIED: 0, LEAVE_QUIZ: 1 } as const;
export type AlixEventType = (typeof AlixEventType)[keyof typeof AlixEventType];

export const HomeworkStatus = { UNKNOWN: 0, NOT_FINISHED: 1, FINISHED: 2 } as const;
export type HomeworkStatus = (typeof HomeworkStatus)[keyof typeof HomeworkStatus];

/** Smart (adaptive) homework modes, with the labels the homework list shows. */
export const SmartHomeworkMode = { WEAK_POINT: 1, MEMORY: 2, CUSTOM: 3 } as const;
export type SmartHomeworkMode = (typeof SmartHomeworkMode)[keyof typeof SmartHomeworkMode];

/**
 * The status a student sees: a homework whose spoken comments are missing counts as not finished,
 * whatever the stored status says (spec 01 §3).
 */
export function effectiveHomeworkStatus(homework: { status: HomeworkStatus; spokenComments?: readonly unknown[] }): HomeworkStatus {
  if (homework.status === HomeworkStatus.FINISHED && !homework.spokenComments?.length) return HomeworkStatus.NOT_FINISHED;
  return homework.status;
}

/** Saved-progress slots in local storage (spec 01 §3). */
export interface ExerciseProgress { groupTaskId: string; answers: AnswerRecord[] }
/** `savedAtMs` (beyond the spec): when the answers were saved, to pick the newer of this and the server's draft. */
export interface HomeworkProgress { homeworkId: string; answers: AnswerRecord[]; savedAtMs?: number }
export interface SmartHomeworkProgress { smartHomeworkId: string; answers: AnswerRecord[] }
export interface PreviousAnswers { homeworkId: string; answers: AnswerRecord[]; needInjectFollowUpDataId?: string }
export interface FollowUpProgress { followAnswers: AnswerRecord[]; activateEpisodeId: string }
