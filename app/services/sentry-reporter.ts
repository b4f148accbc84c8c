/**
 * The reporter service on @sentry/react (spec 01 §8). Without a DSN it does nothing and Sentry is never
 * downloaded. With one, the whole SDK — tracing and replay included — is loaded lazily after start-up,
 * so it is never part of the student's first load; errors caught before it arrives wait for it.
 */
import {
  REPORTER_REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPORTER_REPLAYS_SESSION_SAMPLE_RATE,
  REPORTER_TRACES_SAMPLE_RATE,
  type Reporter,
} from '@core/services/reporter';
import { shouldReport } from './report-filter';

type SentryModule = typeof import('@sentry/react');

export interface SentryOptions { dsn?: string; environment?: string; release?: string }

export class SentryReporter implements Reporter {
  private sentry: Promise<SentryModule | undefined> | undefined;

  constructor(private readonly options: SentryOptions) {}

  get enabled(): boolean {
    return Boolean(this.options.dsn);
  }

  /** Loads and initialises Sentry when a DSN is configured. */
  start(load: () => Promise<SentryModule> = () => import('@sentry/react')): void {
    if (!this.enabled || this.sentry) return;
    this.sentry = load()
      .then((Sentry) => {
        Sentry.init({
          dsn: this.options.dsn,
          environment: this.options.environment,
          release: this.options.release,
          integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
          tracesSampleRate: REPORTER_TRACES_SAMPLE_RATE,
          replaysSessionSampleRate: REPORTER_REPLAYS_SESSION_SAMPLE_RATE,
          replaysOnErrorSampleRate: REPORTER_REPLAYS_ON_ERROR_SAMPLE_RATE,
          ignoreErrors: [/ResizeObserver loop/i],
          beforeSend: (event, hint) => (shouldReport(hint.originalException) ? event : null),
        });
        return Sentry;
      })
      .catch((error: unknown) => {
        console.warn('error reporting could not start', error);
        return undefined;
      });
  }

  captureError(error: unknown, context?: Record<string, unknown>): void {
    if (!shouldReport(error)) return;
    void this.sentry?.then((Sentry) => Sentry?.captureException(error, { extra: context }));
  }

  captureMessage(message: string, context?: Record<string, unknown>): void {
    void this.sentry?.then((Sentry) => Sentry?.captureMessage(message, { extra: context }));
  }
}
