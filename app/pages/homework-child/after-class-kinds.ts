/**
 * The classroom task kinds a homework's items can be after class, as /homework-child needs them: when
 * an item is done, where it opens, and its label. All from the task registry (each kind's afterClass
 * facet and plugin), so a new kind's items work here without an edit.
 */
import type { AfterClassRule } from '@plugins/tasks/after-class';
import type { AfterClassItem } from '@core/registry/task-plugin';
import type { TaskRegistry } from '@core/registry/task-registry';
import { taskRegistry } from '@plugins/tasks';

export interface AfterClassKinds {
  rules: readonly AfterClassRule[];
  /** Where an item of `homeworkKind` opens, or undefined for a kind no plugin has. */
  path(homeworkKind: string, item: AfterClassItem): string | undefined;
  /** The item kind's label, or undefined for a kind no plugin has. */
  label(homeworkKind: string): string | undefined;
}

export async function loadAfterClassKinds(registry: TaskRegistry = taskRegistry): Promise<AfterClassKinds> {
  const kinds = await registry.afterClassKinds();
  const kindOf = (homeworkKind: string) => kinds.find((candidate) => candidate.homeworkKind === homeworkKind)?.kind;
  return {
    rules: kinds,
    path: (homeworkKind, item) => {
      const kind = kindOf(homeworkKind);
      return kind === undefined ? undefined : registry.afterClassPath(kind, item);
    },
    label: (homeworkKind) => {
      const kind = kindOf(homeworkKind);
      if (kind === undefined) return undefined;
      const plugin = registry.anyPlugin(kind);
      return plugin.label ?? plugin.title;
    },
  };
}
