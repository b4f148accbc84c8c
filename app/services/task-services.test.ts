import { describe, expect, it } from 'vitest';
import { taskRegistry } from '@plugins/tasks';
import { appTaskServices } from './task-services';

describe("the app's task services", () => {
  it.each(taskRegistry.kinds())('provide every service kind %s needs', (kind) => {
    for (const ref of taskRegistry.anyPlugin(kind).needs ?? []) expect([kind, ref.id, appTaskServices.has(ref)]).toEqual([kind, ref.id, true]);
  });
});
