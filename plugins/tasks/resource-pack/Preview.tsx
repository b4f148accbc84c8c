/** The resource pack's read-only preview (spec 02 §2, an optional task's item): the title and the resources. */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import type { ResourcePack } from './definition';
import { ResourceList } from './ResourceList';

export default function ResourcePackPreview({ task }: TaskPreviewProps<ResourcePack>) {
  return (
    <section className="resource-pack" aria-label={task.title}>
      <h2 className="resource-pack__title">{task.title}</h2>
      <ResourceList resources={task.resources} />
    </section>
  );
}
