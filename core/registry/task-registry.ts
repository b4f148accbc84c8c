/** The typed classroom-task registry: find a kind's plugin, its definition, its routes. */
import type { ServedClassroomTask } from '../domain';
import { UnknownTaskKindError } from './errors';
import { PluginRegistry } from './plugin-registry';
import type { AfterClassFacet, AfterClassItem, OptionalItemIds, RegisteredTaskKind, TaskDefinition, TaskPlugin, TaskPluginOf, TaskRoute, TaskScreenIds } from './task-plugin';

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

  /** The plugin of a kind known only at run time (a task's, an item's), without its own types. */
  anyPlugin(kind: string): TaskPlugin {
    return this.plugins.get(kind as RegisteredTaskKind) as unknown as TaskPlugin;
  }

  /** Every kind's definition, in registration order (loads them). */
  definitions(): Promise<TaskDefinition[]> {
    return Promise.all(this.plugins.all().map((p) => p.loadDefinition() as Promise<TaskDefinition>));
  }

  /** The kinds that work after class, each with its facet (loads the definitions). */
  async afterClassKinds(): Promise<(AfterClassFacet & { kind: string })[]> {
    return (await this.definitions()).flatMap((definition) => (definition.afterClass ? [{ ...definition.afterClass, kind: definition.kind }] : []));
  }

  /** The definition of the kind a served task is of, if any kind recognises it (loads the definitions). */
  async definitionOf(task: ServedClassroomTask): Promise<TaskDefinition | undefined> {
    return kindOfTask(await this.definitions(), task);
  }

  /**
   * Where 立刻开始 on /exercise leads for a running classroom task (spec 02 §2): the screen of the kind
   * that recognises it (its own screenPath, or its first route with groupTaskId and groupId); a task no
   * kind recognises opens the catch-all kind's screen (the reading task).
   */
  async screenPathOf(task: ServedClassroomTask & TaskScreenIds): Promise<string> {
    const ids = { groupTaskId: task.groupTaskId, groupId: task.groupId };
    const definition = await this.definitionOf(task);
    const plugin = definition ? this.anyPlugin(definition.kind) : (this.plugins.all() as unknown as TaskPlugin[]).find((p) => p.catchAll);
    if (!plugin) throw new Error(`no task kind recognises a task of type ${task.taskType}, and none is the catch-all`);
    return plugin.screenPath?.(task, ids) ?? `${firstRoute(plugin)}?${screenQuery(ids)}`;
  }

  /** Where 作答 on an optional task's item of `kind` leads (spec 02 §2): the kind's screen with the item's ids. */
  itemScreenPath(kind: string, ids: OptionalItemIds): string {
    return `${firstRoute(this.anyPlugin(kind))}?${screenQuery({ ...ids })}`;
  }

  /**
   * Where a homework item of `kind` opens after class (spec 01 §2): the kind's own afterClassPath, its
   * after-class route, or its first route hosted after class (isAfterClass=true&homework=).
   */
  afterClassPath(kind: string, item: AfterClassItem): string {
    const plugin = this.anyPlugin(kind);
    if (plugin.afterClassPath) return plugin.afterClassPath(item);
    const ids = screenQuery({ homework: item.homeworkId, taskId: item.taskId });
    const afterClassRoute = plugin.routes.find((route) => route.host === 'after-class');
    return afterClassRoute ? `${afterClassRoute.path}?${ids}` : `${firstRoute(plugin)}?isAfterClass=true&${ids}`;
  }
}

/** A kind's first (in-class) route: where its screens open. */
function firstRoute(plugin: TaskPlugin): string {
  const route = plugin.routes.find((candidate) => candidate.host !== 'after-class' && !candidate.loadPage);
  if (!route) throw new Error(`task kind ${plugin.kind} has no route to open`);
  return route.path;
}

/** The query of a screen's address, without the ids that are not there. */
export const screenQuery = (params: Record<string, string | undefined>): string =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

/** The first of `definitions` that recognises `task` (the server holds the definitions without the plugins). */
export function kindOfTask(definitions: readonly TaskDefinition[], task: ServedClassroomTask): TaskDefinition | undefined {
  return definitions.find((definition) => definition.recognises(task));
}
