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

  it("derives where a kind's screens open from its routes, its own paths winning", async () => {
    const afterClass = { homeworkKind: 'count', resultKey: 'countResult', resultSchema: z.object({ id: z.string() }) };
    const plugin = defineTask({
      ...countPlugin,
      loadDefinition: async () => ({ ...countDefinition, afterClass }),
      // A page of its own comes first here, to show it is never where a task opens.
      routes: [{ path: '/test-count-report', loadPage: async () => () => null }, { path: '/test-count' }, { path: '/test-count-after', host: 'after-class' }],
    });
    const registry = new TaskRegistry().register(plugin);
    expect(await registry.screenPathOf({ groupTaskId: 'gt-1', groupId: 'c-1', taskType: 99 })).toBe('/test-count?groupTaskId=gt-1&groupId=c-1');
    expect(registry.itemScreenPath('test-count', { groupTaskId: 'gt-6', optionalTaskId: 'i-1', optionalId: 'o-1' })).toBe('/test-count?groupTaskId=gt-6&optionalTaskId=i-1&optionalId=o-1');
    expect(registry.afterClassPath('test-count', { homeworkId: 'h-1', taskId: 't-1', done: false })).toBe('/test-count-after?homework=h-1&taskId=t-1');
    expect((await registry.afterClassKinds()).map(({ kind, homeworkKind }) => [kind, homeworkKind])).toEqual([['test-count', 'count']]);
    // Without an after-class route, the in-class one hosted after class; a kind's own rule over both.
    const inClassOnly = new TaskRegistry().register(countPlugin);
    expect(inClassOnly.afterClassPath('test-count', { homeworkId: 'h-1', taskId: 't-1', done: true })).toBe('/test-count?isAfterClass=true&homework=h-1&taskId=t-1');
    const ownRule = new TaskRegistry().register(defineTask({ ...countPlugin, afterClassPath: ({ done }) => (done ? '/report' : '/again'), screenPath: () => '/own' }));
    expect([ownRule.afterClassPath('test-count', { homeworkId: 'h', taskId: 't', done: true }), await ownRule.screenPathOf({ taskType: 99 })]).toEqual(['/report', '/own']);
  });

  it('opens a task no kind recognises with the catch-all kind, and says so when there is none', async () => {
    await expect(new TaskRegistry().register(countPlugin).screenPathOf({ groupTaskId: 'gt-1', taskType: 2 })).rejects.toThrow('no task kind recognises a task of type 2');
    const withCatchAll = new TaskRegistry().register(defineTask({ ...countPlugin, catchAll: true }));
    expect(await withCatchAll.screenPathOf({ groupTaskId: 'gt-1', taskType: 2 })).toBe('/test-count?groupTaskId=gt-1');
  });
});
