/**
 * The task editor in its component tests: the app's real services and session (a signed-in teacher) on a
 * container of its own, the network answered by msw. Render again on the same container to open the
 * editor again on the same device (its drafts are in that container's storage).
 */
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { DependencyContainer } from 'tsyringe';
import type { LibraryTask } from '@core/contract';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '@app/services/container';
import { ServicesProvider, useService } from '@app/services/ServicesContext';
import { TaskServicesProvider } from '@app/services/task-services';
import { SessionProvider, useSessionContext } from '@app/session/SessionContext';
import type { Bridge } from '@core/services/bridge';
import { BridgeToken, StorageToken, resolveService } from '@core/services/tokens';
import { API } from '../../../../tests/helpers/app-harness';
import type { TaskEditorPanelProps } from './editor-start';
import TaskEditorPanel from './TaskEditorPanel';

export function teacherDevice(): DependencyContainer {
  const container = createAppContainer({ config: { apiBase: API, neoApiBase: API, loginBase: API, uploadBase: API, downloadBase: API, deviceKind: 'other' }, store: memoryStore() });
  // The native shell's bridge: the session tells it who signed in; nothing to see in these tests.
  const bridge: Bridge = { deviceKind: () => 'other', setAuth: () => {}, start: () => {}, setUserInfo: () => {}, userQuit: () => {}, closeWebView: () => {} };
  container.register(BridgeToken, { useValue: bridge });
  resolveService(container, StorageToken).set('token', 'test-access-token');
  return container;
}

/** Opens the editor; `saved` and `closed` record what it hands its host. */
export function renderEditor(start: TaskEditorPanelProps['start'], { device = teacherDevice(), classId }: { device?: DependencyContainer; classId?: string } = {}) {
  const saved: LibraryTask[] = [];
  let closed = 0;
  const view = render(
    <ServicesProvider container={device}>
      <SessionProvider>
        <TaskServicesProvider>
          <SignedIn>
            <TaskEditorPanel start={start} classId={classId} onSaved={(task) => void saved.push(task)} onClose={() => void (closed += 1)} />
          </SignedIn>
        </TaskServicesProvider>
      </SessionProvider>
    </ServicesProvider>,
  );
  return { ...view, device, saved, closed: () => closed };
}

/** What RequireAuth does for the console: the session loaded, then the page. */
function SignedIn({ children }: { children: ReactNode }) {
  const token = useService(StorageToken).get('token');
  const { state, ensureLoaded } = useSessionContext();
  useEffect(() => {
    if (token) ensureLoaded(token);
  }, [token, ensureLoaded]);
  return state.status === 'ready' ? children : null;
}
