/**
 * One part of the teacher console (the library, 新建投票) rendered on its own, with the app's real services
 * (its API client against msw, its event bus): for the props the console does not pass yet, and to see
 * what a part hands its host (onStarted, onEdit) and the toasts it shows.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '@app/services/container';
import { ServicesProvider } from '@app/services/ServicesContext';
import type { AppEvents } from '@core/services';
import { EventsToken, StorageToken, resolveService } from '@core/services/tokens';
import { API } from './app-harness';

export function renderConsolePart(part: ReactElement) {
  const container = createAppContainer({ config: { apiBase: API, neoApiBase: API, loginBase: API, uploadBase: API, downloadBase: API, deviceKind: 'other' }, store: memoryStore() });
  resolveService(container, StorageToken).set('token', 'test-access-token');
  const toasts: string[] = [];
  resolveService(container, EventsToken).on('toast', ({ message }: AppEvents['toast']) => void toasts.push(message));
  const wrap = (element: ReactElement) => <ServicesProvider container={container}>{element}</ServicesProvider>;
  const view = render(wrap(part));
  return { ...view, toasts, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}
