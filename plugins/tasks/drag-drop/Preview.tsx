/** The drag-drop task's read-only preview (spec 02 §2, an optional task's item): its title and frame image. */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import type { DragDrop } from './definition';
import './drag-drop.css';

export default function DragDropPreview({ task }: TaskPreviewProps<DragDrop>) {
  return (
    <section className="drag-drop-preview" aria-label={task.title}>
      <h2 className="drag-drop-preview__title" lang="en">{task.title}</h2>
      <img className="drag-drop-preview__picture" src={task.frame.passthroughCapture} alt={task.title} />
    </section>
  );
}
