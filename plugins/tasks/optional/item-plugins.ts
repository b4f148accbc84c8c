/**
 * The kinds an optional task's items are of, as the optional task's views show them: each item through
 * its kind's label, icon, preview and, in the teacher console, its kind's panel. The kinds come from the
 * registry the host provides (taskKindsRef), so this folder names none of them; each part is loaded
 * only when shown.
 */
import { lazy, type ComponentType } from 'react';
import type { TaskPanelProps, TaskPlugin, TaskPreviewProps } from '@core/registry/task-plugin';
import { taskKindsRef } from '@core/registry/task-service-refs';
import { useTaskService } from '@core/registry/task-services';
import type { OptionalTaskItem } from './definition';

export { itemModel } from './definition';

const Nothing = () => null;

type Part = 'loadPreview' | 'loadPanel';
/** Each kind's part, made once per plugin (a component made during render would remount). */
const made = new Map<string, unknown>();

function lazyPart<P>(plugin: TaskPlugin, part: Part): ComponentType<P> {
  const key = `${plugin.kind}/${part}`;
  if (!made.has(key)) {
    const load = plugin[part] as (() => Promise<ComponentType<P>>) | undefined;
    made.set(key, lazy(async () => ({ default: load ? await load() : (Nothing as ComponentType<P>) })));
  }
  return made.get(key) as ComponentType<P>;
}

/** What the views show of an item's kind: its label, icon, preview and panel, and the screen 作答 opens. */
export interface ItemKind {
  label: string;
  icon: string | undefined;
  Preview: ComponentType<TaskPreviewProps<unknown>>;
  Panel: ComponentType<TaskPanelProps<unknown, unknown>>;
  screenPath(ids: { groupTaskId: string; optionalTaskId: string; optionalId: string; groupId?: string }): string;
}

/** The kinds of the items, as the host's registry knows them. */
export function useItemKinds(): (item: OptionalTaskItem) => ItemKind {
  const registry = useTaskService(taskKindsRef);
  return (item) => {
    const plugin = registry.anyPlugin(item.kind);
    return {
      label: plugin.label ?? plugin.title,
      icon: plugin.icon,
      Preview: lazyPart(plugin, 'loadPreview'),
      Panel: lazyPart(plugin, 'loadPanel'),
      screenPath: (ids) => registry.itemScreenPath(item.kind, ids),
    };
  };
}
