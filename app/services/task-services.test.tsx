// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { storedFileRef, taskRecorderRef } from '@core/registry/task-service-refs';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from './container';
import { taskRegistry } from '@plugins/tasks';
import { ServicesProvider } from './ServicesContext';
import { useAppTaskServices } from './task-services';

/**
 * What a host adds for as long as its screen shows: TaskPageScope, around a kind's own page and its
 * panel in the teacher console, the stored files, the page host and the recorder.
 */
const HOST_SCOPED = [storedFileRef.id, taskPageHostRef.id, taskRecorderRef.id];

describe("the app's task services", () => {
  const container = createAppContainer({ config: { apiBase: 'http://api.test', neoApiBase: 'http://api.test', loginBase: 'http://api.test', uploadBase: 'http://api.test', downloadBase: 'http://api.test', deviceKind: 'other' }, store: memoryStore() });
  const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider container={container}>{children}</ServicesProvider>;

  it.each(taskRegistry.kinds())('provide every service kind %s needs (or its host does)', (kind) => {
    const services = renderHook(() => useAppTaskServices(), { wrapper }).result.current;
    const missing = (taskRegistry.anyPlugin(kind).needs ?? []).filter((ref) => !services.has(ref) && !HOST_SCOPED.includes(ref.id)).map((ref) => ref.id);
    expect(missing).toEqual([]);
  });
});
