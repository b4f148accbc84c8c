/**
 * Error codes of the reference API's JSON error body `{ errorCode, message }`. Collaborative learning's
 * group codes (spec 02 §8) are its own: GroupErrorCode in plugins/tasks/collaborative/groups-contract.ts.
 */
import { WORD_NOT_FOUND_ERROR_CODE } from '../domain';

export const ErrorCode = {
  WORD_NOT_FOUND: WORD_NOT_FOUND_ERROR_CODE,
  VALIDATION_FAILED: 40001,
  BAD_APP_ID: 40002,
  BAD_SIGNATURE: 40003,
  UNAUTHENTICATED: 40101,
  BAD_CREDENTIALS: 40102,
  FORBIDDEN: 40301,
  NOT_FOUND: 40401,
  CONFLICT: 40901,
  PAYLOAD_TOO_LARGE: 41301,
  UNSUPPORTED_MEDIA_TYPE: 41501,
  RATE_LIMITED: 42901,
  INTERNAL: 50001,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
