/** The app: services, the session and the router. Tests render <App> with a memory router. */
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import type { DependencyContainer } from 'tsyringe';
import { BridgeToken } from '@core/services/tokens';
import { appRoutes } from './routes';
import { resolveService } from '@core/services/tokens';
import { ServicesProvider } from './services/ServicesContext';
import { SessionProvider } from './session/SessionContext';

type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export function App({ container, router }: { container: DependencyContainer; router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createBrowserRouter(appRoutes));
  useEffect(() => {
    // The native shell learns the web app is up (bridge call "start").
    resolveService(container, BridgeToken).start();
  }, [container]);
  return (
    <ServicesProvider container={container}>
      <SessionProvider>
        <RouterProvider router={appRouter} />
      </SessionProvider>
    </ServicesProvider>
  );
}
