import { describe, expect, expectTypeOf, it } from 'vitest';
import { DuplicatePluginError } from './errors';
import { TaskRegistry, defineTask, type TaskPluginOf } from './task-plugin';

interface CountModel { count: number }

declare module './task-plugin' {
  interface TaskPluginMap {
    'test-count': { model: CountModel; result: { picked: number } };
  }
}

const countPlugin = defineTask({
  kind: 'test-count',
  title: '计数',
  route: '/test-count',
  parse: (served) => ({ count: Number((served as { count?: unknown }).count ?? 0) }),
  toSubmission: (task, result) => ({ count: task.count, picked: result.picked }),
});

describe('TaskRegistry', () => {
  it('registers, finds and types a classroom-task plugin by kind', () => {
    const registry = new TaskRegistry().register(countPlugin);
    const plugin = registry.get('test-count');
    expectTypeOf(plugin).toEqualTypeOf<TaskPluginOf<'test-count'>>();
    expectTypeOf(plugin.parse).returns.toEqualTypeOf<CountModel>();
    expect(plugin.toSubmission(plugin.parse({ count: 3 }), { picked: 2 })).toEqual({ count: 3, picked: 2 });
    expect(registry.kinds()).toEqual(['test-count']);
  });

  it('refuses a kind registered twice and names unknown kinds', () => {
    const registry = new TaskRegistry().register(countPlugin);
    expect(() => registry.register(countPlugin)).toThrow(DuplicatePluginError);
    expect(() => new TaskRegistry().get('test-count')).toThrow('no classroom-task plugin for kind "test-count"');
  });
});
