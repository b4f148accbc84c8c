/**
 * The app: services, the session and the routes (declarative: BrowserRouter and useRoutes). Tests render
 * <App> at an address of their own in memory (`initialEntry`), with a probe inside the router (`children`).
 */
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes, type InitialEntry } from 'react-router-dom';
import type { DependencyContainer } from 'tsyringe';
import { BridgeToken } from '@core/services/tokens';
import { appRoutes } from './routes';
import { resolveService } from '@core/services/tokens';
import { ServicesProvider } from './services/ServicesContext';
import { TaskServicesProvider } from './services/task-services';
import { SessionProvider } from './session/SessionContext';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App({ container, initialEntry, children }: { container: DependencyContainer; initialEntry?: InitialEntry; children?: ReactNode }) {
  useEffect(() => {
    // The native shell learns the web app is up (bridge call "start").
    resolveService(container, BridgeToken).start();
  }, [container]);
  return (
    <ServicesProvider container={container}>
      <SessionProvider>
        <TaskServicesProvider>
          {initialEntry === undefined ? (
            // Without transitions: the address and the page change together (a spinner while a page's
            // module downloads), never the old page under the new address.
            <BrowserRouter useTransitions={false}>
              <AppRoutes />
              {children}
            </BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[initialEntry]} useTransitions={false}>
              <AppRoutes />
              {children}
            </MemoryRouter>
          )}
        </TaskServicesProvider>
      </SessionProvider>
    </ServicesProvider>
  );
}
