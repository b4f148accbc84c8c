/** Hands React components the DI container; `useService(ApiToken)` resolves a typed service. */
import { createContext, useContext, type ReactNode } from 'react';
import type { DependencyContainer } from 'tsyringe';
import { resolveService, type ServiceToken } from '@core/services/tokens';

const ServicesContext = createContext<DependencyContainer | null>(null);

export function ServicesProvider({ container, children }: { container: DependencyContainer; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above it');
  return resolveService(container, token);
}
