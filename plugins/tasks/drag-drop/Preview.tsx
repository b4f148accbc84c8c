/**
 * The drag-drop task's read-only preview (spec 02 §2: an optional task's item; issue 36: beside the
 * console's editor): the question, the frame with each zone where the student will drop a card, and
 * the cards, as a student sees them before answering. No answer key: a student may see an item's preview.
 */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import type { DragDrop } from './definition';
import { FrameWithZones } from './FrameWithZones';
import { DragDropText } from './strings';
import './drag-drop.css';

export default function DragDropPreview({ task }: TaskPreviewProps<DragDrop>) {
  return (
    <section className="drag-drop-preview" aria-label={task.title}>
      <h2 className="drag-drop-preview__title" lang="en">{task.title}</h2>
      <FrameWithZones task={task} />
      {task.cards.length > 0 && (
        <ul className="drag-drop__cards drag-drop-preview__cards" aria-label={DragDropText.tray}>
          {task.cards.map((card) => (
            <li key={card.id} className="drag-drop__card">
              {card.image && <img className="drag-drop__card-picture" src={card.image} alt={card.text ? '' : DragDropText.pictureCard} />}
              {card.text && <span lang="en">{card.text}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
