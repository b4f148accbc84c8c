/**
 * Classroom-task plugins (spec 02): reading, vote, resource pack, drag-drop, optional, collaborative.
 * Same pattern as activities: each plugin augments TaskPluginMap with its kind, its parsed task model
 * and what it submits.
 *
 *   declare module '@core/registry' {
 *     interface TaskPluginMap { vote: { model: VoteTaskModel; result: VoteResult } }
 *   }
 */
import type { ComponentType } from 'react';
import { PluginRegistry } from './plugin-registry';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TaskPluginMap {}

export interface TaskTypes<M = unknown, S = unknown> { model: M; result: S }

export type RegisteredTaskKind = keyof TaskPluginMap & string;
type TaskEntryOf<K extends RegisteredTaskKind> = TaskPluginMap[K] extends TaskTypes ? TaskPluginMap[K] : never;
export type TaskModel<K extends RegisteredTaskKind> = TaskEntryOf<K>['model'];
export type TaskResultOf<K extends RegisteredTaskKind> = TaskEntryOf<K>['result'];

export interface TaskViewProps<M, S> {
  task: M;
  onSubmit(result: S): Promise<void>;
  readOnly: boolean;
}

export interface TaskPlugin<K extends string = string, M = unknown, S = unknown> {
  kind: K;
  /** The screen title, e.g. '分层题包'. */
  title: string;
  /** The route the task opens on, e.g. '/vote-task'. */
  route: string;
  /** The classroom-task poll's answer to this kind's model, or a ParseError. */
  parse(served: unknown): M;
  /** Builds the body of the submission call from what the student did. */
  toSubmission(task: M, result: S): unknown;
  View?: ComponentType<TaskViewProps<M, S>>;
}

export type TaskPluginOf<K extends RegisteredTaskKind> = TaskPlugin<K, TaskModel<K>, TaskResultOf<K>>;

export function defineTask<K extends RegisteredTaskKind>(plugin: TaskPluginOf<K>): TaskPluginOf<K> {
  return plugin;
}

export class TaskRegistry {
  private readonly plugins = new PluginRegistry<string, TaskPlugin>('task registry', (p) => p.kind);

  register<K extends RegisteredTaskKind>(plugin: TaskPluginOf<K>): this {
    this.plugins.register(plugin as unknown as TaskPlugin);
    return this;
  }

  get<K extends RegisteredTaskKind>(kind: K): TaskPluginOf<K> {
    const plugin = this.plugins.find(kind);
    if (!plugin) throw new Error(`no classroom-task plugin for kind "${kind}"`);
    return plugin as unknown as TaskPluginOf<K>;
  }

  has(kind: string): boolean {
    return this.plugins.has(kind);
  }

  kinds(): string[] {
    return this.plugins.keys();
  }
}
