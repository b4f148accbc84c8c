/**
 * What is not sent to error reporting (spec 01 §8): 403 request failures, microphone access errors
 * and resize-observer loop notices.
 */
import { ApiError } from '@core/services/api/api-service';

const MICROPHONE_ERROR_NAMES = new Set(['NotAllowedError', 'NotFoundError', 'NotReadableError', 'PermissionDeniedError', 'MicrophoneError']);
const MICROPHONE_MESSAGES = ['当前浏览器不支持录音', 'Permission denied', 'Requested device not found', 'Could not start audio source'];
const RESIZE_OBSERVER_LOOP = /ResizeObserver loop/i;

export function shouldReport(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 403) return false;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (MICROPHONE_ERROR_NAMES.has(name)) return false;
  if (MICROPHONE_MESSAGES.some((text) => message.includes(text))) return false;
  return !RESIZE_OBSERVER_LOOP.test(message);
}
