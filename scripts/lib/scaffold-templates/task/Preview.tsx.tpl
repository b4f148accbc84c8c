/** 5. The read-only preview of a task of this kind (an item of the optional task shows it). */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import type { __Pascal__Task } from './definition';

export default function __Pascal__Preview({ task }: TaskPreviewProps<__Pascal__Task>) {
  return (
    <section aria-label={task.title}>
      <h2>{task.title}</h2>
      <p>{task.prompt}</p>
    </section>
  );
}
