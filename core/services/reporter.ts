/** Error reporting (spec 01 §8): @sentry/react behind this interface, a no-op without a DSN. */

export const REPORTER_TRACES_SAMPLE_RATE = 0.1;
export const REPORTER_REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPORTER_REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

export interface Reporter {
  captureError(error: unknown, context?: Record<string, unknown>): void;
  captureMessage(message: string, context?: Record<string, unknown>): void;
}
