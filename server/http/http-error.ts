/** An error with an HTTP status and the API's JSON body `{ errorCode, message }`. */
import { ErrorCode } from '@core/contract';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: number = ErrorCode.VALIDATION_FAILED) => new HttpError(400, code, message);
export const unauthenticated = (message = 'sign-in required or expired') => new HttpError(401, ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'not allowed') => new HttpError(403, ErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => new HttpError(404, ErrorCode.NOT_FOUND, `${what} not found`);
