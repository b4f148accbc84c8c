/**
 * The plugins an optional task's items are of, by their original task type (spec 02 §3: 1 reading, 2
 * vote, 3 resource pack, 4 drag-drop): the optional task shows an item through its kind's preview and,
 * in the teacher console, its kind's panel. Each is loaded only when shown.
 */
import { lazy, type ComponentType } from 'react';
import { OptionalTaskKind } from '@core/domain';
import type { TaskPanelProps, TaskPlugin, TaskPreviewProps } from '@core/registry/task-plugin';
import { ORIGINAL_KINDS, type OptionalTaskItem } from './definition';
import { dragDropTaskPlugin } from '../drag-drop';
import { readingTaskPlugin } from '../reading';
import { resourcePackTaskPlugin } from '../resource-pack';
import { voteTaskPlugin } from '../vote';

export const ITEM_PLUGINS: Record<OptionalTaskKind, TaskPlugin> = {
  [OptionalTaskKind.READING]: readingTaskPlugin as unknown as TaskPlugin,
  [OptionalTaskKind.VOTE]: voteTaskPlugin as unknown as TaskPlugin,
  [OptionalTaskKind.RESOURCE_PACK]: resourcePackTaskPlugin as unknown as TaskPlugin,
  [OptionalTaskKind.DRAG_DROP]: dragDropTaskPlugin as unknown as TaskPlugin,
};

/** The label of each item kind, read out beside its icon. */
export const ITEM_KIND_LABELS: Record<OptionalTaskKind, string> = {
  [OptionalTaskKind.READING]: '阅读',
  [OptionalTaskKind.VOTE]: '投票',
  [OptionalTaskKind.RESOURCE_PACK]: '资源包',
  [OptionalTaskKind.DRAG_DROP]: '拖拽题',
};


/** The item's own task, as its kind's screens take it: the part of originalTask named for its kind. */
export const itemModel = (item: OptionalTaskItem): unknown => item.originalTask[ORIGINAL_KINDS[item.originalTask.taskType].part];

const Nothing = () => null;

/** Each kind's part, loaded when first shown (made once here: a component made during render would remount). */
function lazyParts<P>(part: 'loadPreview' | 'loadPanel'): Record<OptionalTaskKind, ComponentType<P>> {
  const entries = Object.entries(ITEM_PLUGINS).map(([type, plugin]) => {
    const load = plugin[part] as (() => Promise<ComponentType<P>>) | undefined;
    return [type, lazy(async () => ({ default: load ? await load() : (Nothing as ComponentType<P>) }))];
  });
  return Object.fromEntries(entries) as Record<OptionalTaskKind, ComponentType<P>>;
}

/** Each item kind's read-only preview. */
export const ITEM_PREVIEWS = lazyParts<TaskPreviewProps<unknown>>('loadPreview');
/** Each item kind's teacher panel. */
export const ITEM_PANELS = lazyParts<TaskPanelProps<unknown, unknown>>('loadPanel');
