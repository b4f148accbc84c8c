import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from '@core/content/zod';
import { DuplicatePluginError, UnknownTaskKindError } from './errors';
import { defineTask, defineTaskDefinition, type TaskModel, type TaskPluginOf } from './task-plugin';
import { TaskRegistry, kindOfTask } from './task-registry';

interface CountModel { count: number }

declare module './task-plugin' {
  interface TaskPluginMap {
    'test-count': { model: CountModel; result: { picked: number } };
  }
}

const countDefinition = defineTaskDefinition({
  kind: 'test-count',
  recognises: (task) => task.taskType === 99,
  parse: (task) => ({ count: Number((task.interactiveTask as { count?: unknown } | undefined)?.count ?? 0) }),
  resultSchema: z.object({ picked: z.number() }),
  checkResult: (task, result) => (result.picked > task.count ? `picked ${result.picked} of ${task.count}` : undefined),
});

const countPlugin = defineTask({ kind: 'test-count', title: '计数', routes: [{ path: '/test-count' }], loadDefinition: async () => countDefinition });

describe('TaskRegistry', () => {
  it('registers, finds and types a classroom-task plugin by kind', async () => {
    const registry = new TaskRegistry().register(countPlugin);
    const plugin = registry.get('test-count');
    expectTypeOf(plugin).toEqualTypeOf<TaskPluginOf<'test-count'>>();
    const definition = await plugin.loadDefinition();
    expectTypeOf(definition.parse).returns.toEqualTypeOf<TaskModel<'test-count'>>();
    const task = definition.parse({ taskType: 99, interactiveTask: { count: 3 } });
    expect(definition.checkResult?.(task, { picked: 2 })).toBeUndefined();
    expect(definition.checkResult?.(task, { picked: 4 })).toBe('picked 4 of 3');
    expect(registry.kinds()).toEqual(['test-count']);
    expect(registry.routes().map((r) => [r.kind, r.path])).toEqual([['test-count', '/test-count']]);
  });

  it('finds the kind a served task is of', async () => {
    const registry = new TaskRegistry().register(countPlugin);
    expect((await registry.definitionOf({ taskType: 99 }))?.kind).toBe('test-count');
    expect(await registry.definitionOf({ taskType: 1 })).toBeUndefined();
    expect(kindOfTask([countDefinition], { taskType: 99 })).toBe(countDefinition);
  });

  it('refuses a kind registered twice and names unknown kinds', () => {
    const registry = new TaskRegistry().register(countPlugin);
    expect(() => registry.register(countPlugin)).toThrow(DuplicatePluginError);
    expect(() => new TaskRegistry().get('test-count')).toThrow(UnknownTaskKindError);
    expect(() => new TaskRegistry().get('test-count')).toThrow('no classroom-task plugin for kind "test-count"');
  });
});
