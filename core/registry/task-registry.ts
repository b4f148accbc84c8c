/** The typed classroom-task registry: find a kind's plugin, its definition, its routes. */
import type { ServedClassroomTask } from '../domain';
import { UnknownTaskKindError } from './errors';
import { PluginRegistry } from './plugin-registry';
import type { RegisteredTaskKind, TaskDefinition, TaskPlugin, TaskPluginOf, TaskRoute } from './task-plugin';

/** Each registered kind's plugin, in its own types. */
type TaskPluginsByKind = { [K in RegisteredTaskKind]: TaskPluginOf<K> };

export class TaskRegistry {
  private readonly plugins = new PluginRegistry<string, TaskPlugin, TaskPluginsByKind>('task registry', (p) => p.kind, (kind) => new UnknownTaskKindError(kind));

  register<K extends RegisteredTaskKind>(plugin: TaskPluginOf<K>): this {
    this.plugins.register(plugin);
    return this;
  }

  /** The plugin of a registered kind, with its own types; an unknown kind raises UnknownTaskKindError. */
  get<K extends RegisteredTaskKind>(kind: K): TaskPluginOf<K> {
    return this.plugins.get(kind);
  }

  has(kind: string): boolean {
    return this.plugins.has(kind);
  }

  kinds(): string[] {
    return this.plugins.keys();
  }

  /** Every route of every kind, in registration order. */
  routes(): (TaskRoute<unknown, unknown> & { kind: string })[] {
    return this.plugins.all().flatMap((plugin) => plugin.routes.map((route) => ({ ...route, kind: plugin.kind })));
  }

  /** The definition of the kind a served task is of, if any kind recognises it (loads the definitions). */
  async definitionOf(task: ServedClassroomTask): Promise<TaskDefinition | undefined> {
    return kindOfTask(await Promise.all(this.plugins.all().map((p) => p.loadDefinition())), task);
  }
}

/** The first of `definitions` that recognises `task` (the server holds the definitions without the plugins). */
export function kindOfTask(definitions: readonly TaskDefinition[], task: ServedClassroomTask): TaskDefinition | undefined {
  return definitions.find((definition) => definition.recognises(task));
}
