/**
 * The resource pack editor's changes (issue 36), pure: the pack read from the draft the host holds
 * (interactiveTask.resourcePack, perhaps half written), and each change as a new pack.
 */
import { produce } from 'immer';
import { TaskType } from '@core/domain';
import type { EditedTask } from '@core/registry/task-plugin';
import { moveItem } from '../editor-form';
import { isRecord } from '../served';
import type { TeacherMediaKind } from '../teacher-media';
import { ResourceType, type Resource, type ResourcePack } from './definition';

/** Where the pack's problems are: interactiveTask.resourcePack.title ... */
export const PACK_PATH = 'interactiveTask.resourcePack';

/** The kind of file a resource of each type is; a text is typed in, not uploaded. */
export const MEDIA_OF_TYPE: Partial<Record<number, TeacherMediaKind>> = {
  [ResourceType.IMAGE]: 'picture',
  [ResourceType.AUDIO]: 'audio',
  [ResourceType.VIDEO]: 'video',
  [ResourceType.DOCUMENT]: 'document',
};

export const blankResourcePack = (): EditedTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: { resourcePack: { title: '', resources: [] } } });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The pack in a draft, read leniently so the form can show it: what is missing reads as empty (a type as a text). */
export function packOf(task: EditedTask): ResourcePack {
  const part = task.interactiveTask?.['resourcePack'];
  const pack = isRecord(part) ? part : {};
  const resources = Array.isArray(pack['resources']) ? pack['resources'].filter(isRecord) : [];
  return {
    title: text(pack['title']),
    resources: resources.map((resource) => ({
      type: Number.isInteger(resource['type']) ? (resource['type'] as number) : ResourceType.TEXT,
      content: text(resource['content']),
      ...(typeof resource['name'] === 'string' ? { name: resource['name'] } : {}),
    })),
  };
}

/** The draft with `pack` as its resource pack (and nothing else in interactiveTask: the host finds the kind by it). */
export const withPack = (task: EditedTask, pack: ResourcePack): EditedTask => ({ ...task, taskType: TaskType.INTERACTIVE, interactiveTask: { resourcePack: pack } });

const changeResource = (pack: ResourcePack, index: number, change: (resource: Resource) => void) =>
  produce(pack, (draft) => {
    const resource = draft.resources[index];
    if (resource) change(resource);
  });

export const withTitle = (pack: ResourcePack, title: string) => produce(pack, (draft) => void (draft.title = title));
export const withResourceAdded = (pack: ResourcePack, type: number) => produce(pack, (draft) => void draft.resources.push({ type, content: '' }));
export const withResourceRemoved = (pack: ResourcePack, index: number) => produce(pack, (draft) => void draft.resources.splice(index, 1));
export const withResourceMoved = (pack: ResourcePack, from: number, to: number) => produce(pack, (draft) => moveItem(draft.resources, from, to));
export const withResourceContent = (pack: ResourcePack, index: number, content: string) => changeResource(pack, index, (resource) => void (resource.content = content));

/** An uploaded or chosen file as the resource's content; its name too, unless the teacher named the resource already. */
export const withResourceFile = (pack: ResourcePack, index: number, file: { url: string; name: string }) =>
  changeResource(pack, index, (resource) => {
    resource.content = file.url;
    if (!resource.name) resource.name = file.name;
  });

/** The resource's name; none when cleared, so the student sees the file's name (ResourceList's resourceName). */
export const withResourceName = (pack: ResourcePack, index: number, name: string) =>
  changeResource(pack, index, (resource) => {
    if (name) resource.name = name;
    else delete resource.name;
  });
