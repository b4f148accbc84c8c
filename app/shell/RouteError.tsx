/**
 * The routes' error boundary: a render error (or a page module that failed to download) anywhere below
 * shows the error screen instead of a blank page. Keyed by the address (RouteErrorBoundary), so going
 * elsewhere starts afresh.
 */
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The routes below, inside an error boundary that starts afresh on every new address. */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children ?? <Outlet />}</ErrorBoundary>;
}
