/**
 * What a student reads when a group call fails (issue 32): the spec's toast for a group error code, else
 * a Chinese sentence of ours; the server's own message (English for a developer) is never shown.
 */
import { ApiError } from '@core/services/api/api-service';
import { GroupErrorText, GroupText } from './strings';

/** A call answered 404: the task is no longer there (the server says so of an ended task's submission). */
export const isTaskGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function groupErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  return (code !== undefined ? GroupErrorText[code] : undefined) ?? GroupText.failed;
}
