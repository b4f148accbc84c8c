/** The reading task's read-only preview (spec 02 §2, an optional task's item): its records, pictures and texts. */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import type { ReadingTask } from './definition';
import './reading-preview.css';

export default function ReadingPreview({ task }: TaskPreviewProps<ReadingTask>) {
  return (
    <section className="reading-preview" aria-label={task.title ?? undefined}>
      {task.title && <h2 className="reading-preview__title" lang="en">{task.title}</h2>}
      {task.records.map((record, index) =>
        record.contentType === 1 ? <img key={index} className="reading-preview__picture" src={record.content} alt="" /> : <p key={index} className="reading-preview__text" lang="en">{record.content}</p>,
      )}
    </section>
  );
}
