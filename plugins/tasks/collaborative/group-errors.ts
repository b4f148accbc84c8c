/**
 * What a student reads when a group call fails (issue 32): the spec's toast for a group error code; else
 * the server's message when it is Chinese (the server words the refusals a student can meet so: 每个任务
 * 最多评论20条, 没有这个选项…); else a Chinese sentence of ours. An English message, meant for a
 * developer, is never shown.
 */
import { ApiError } from '@core/services/api/api-service';
import { GroupErrorText, GroupText } from './strings';

/** A call answered 404: the task is no longer there (the server says so of an ended task's submission). */
export const isTaskGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Chinese and no English word in it. */
const readsChinese = (message: string) => /\p{Script=Han}/u.test(message) && !/[A-Za-z]{2}/.test(message);

export function groupErrorText(error: unknown, fallback: string = GroupText.failed): string {
  if (!(error instanceof ApiError)) return fallback;
  const specified = error.errorCode !== undefined ? GroupErrorText[error.errorCode] : undefined;
  return specified ?? (readsChinese(error.message) ? error.message : fallback);
}
