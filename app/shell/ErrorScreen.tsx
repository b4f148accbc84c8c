/**
 * The generic error screen (spec 01 §2): brand image, the error's message or '网络加载失败，请重试',
 * a retry that reloads the page. A click on the image reveals the stack, which support staff ask for.
 * The error goes to the reporter once, when the screen appears.
 */
import { useEffect, useState } from 'react';
import { PageLocationToken, ReporterToken } from '@core/services/tokens';
import brandImage from '../assets/brand.svg';
import { useService } from '../services/ServicesContext';
import { ShellText } from './strings';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return ShellText.genericLoadFailure;
}

function errorStack(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

export function ErrorScreen({ error }: { error: unknown }) {
  const reporter = useService(ReporterToken);
  const page = useService(PageLocationToken);
  const [showStack, setShowStack] = useState(false);
  useEffect(() => {
    reporter.captureError(error, { screen: 'generic-error', stack: errorStack(error) });
  }, [reporter, error]);

  return (
    <main className="error-screen">
      <button type="button" className="error-screen__image" aria-expanded={showStack} aria-label={ShellText.errorDetails} onClick={() => setShowStack((shown) => !shown)}>
        <img src={brandImage} alt="" width={120} height={120} />
      </button>
      <p className="error-screen__message" role="alert">
        {errorMessage(error)}
      </p>
      {showStack && <pre className="error-screen__stack">{errorStack(error)}</pre>}
      <button type="button" className="button button--primary" onClick={() => page.reload()}>
        {ShellText.retry}
      </button>
    </main>
  );
}
