/**
 * What a failed admin call tells the admin (issue 34). 401, 403 and 5xx the ApiService has already
 * announced with its toast: nothing more is said. Another refusal says why in the server's words when
 * they are Chinese (its domain refusals are: 没有这个班级 …); a validation message in English is not
 * for an admin, so the generic text stands in for it.
 */
import { ApiError } from '@core/services/api/api-service';
import { AdminText } from './strings';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** The text to show, or undefined when the app-wide handling has shown one already. */
export function failureText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return AdminText.failed;
  if (error.status === 401 || error.status === 403 || (error.status !== undefined && error.status >= 500)) return undefined;
  // No answer at all: the message is the network failure's own text (网络加载失败，请重试).
  if (error.isNetworkError) return error.message;
  return HAS_CHINESE.test(error.message) ? error.message : AdminText.failed;
}
