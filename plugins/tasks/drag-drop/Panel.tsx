/**
 * The drag-drop panel in the teacher console (issue 14): per-zone accuracy as bars, the average score,
 * and each student's score (graded as the server grades). On the projector: the bars only, no names.
 * A zone's label alone ('1') tells a class nothing (issue 32): the frame is shown with each zone marked
 * by its name, and each row names its right card, on the projector only once the task has ended (the
 * class may still be answering before). The accuracy and average are the live view's summary, as
 * the server graded them (issue 33); each student's score is their own result graded the same way.
 */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { dragDropSummarySchema, gradeDragDrop, type DragDrop, type DragDropResult } from './definition';
import { DragDropPanelText, DragDropText } from './strings';
import { PersonName } from '../NameList';
import { FrameWithZones } from './FrameWithZones';
import './drag-drop.css';

/** The right cards of a zone, as the class reads them (a picture card by its name for one). */
const answerOf = (task: DragDrop, accepts: readonly string[]) =>
  accepts.map((id) => task.cards.find((card) => card.id === id)?.text ?? DragDropText.pictureCard).join(' / ');

export default function DragDropPanel({ task, results, summary: served, projector = false, ended = false }: TaskPanelProps<DragDrop, DragDropResult>) {
  const checked = dragDropSummarySchema.safeParse(served);
  if (!checked.success) console.warn('drag-drop summary not shown', served);
  const summary = checked.success ? checked.data : { submitted: 0, averageScore: 0, zones: [] };
  const of = Math.max(1, summary.submitted);
  const showAnswers = !projector || ended;
  return (
    <section className={`drag-drop-panel${projector ? ' drag-drop-panel--projector' : ''}`} aria-label={DragDropPanelText.region}>
      <h2 className="drag-drop-panel__title" lang="en">{task.title}</h2>
      <p>
        {checked.success ? DragDropPanelText.submitted(summary.submitted) + DragDropPanelText.score(summary.averageScore) : DragDropPanelText.noSummary}
      </p>
      <div className="drag-drop-panel__body">
        <FrameWithZones task={task} className="drag-drop-panel__frame" mark={DragDropPanelText.zoneName} />
        <div>
          <h3>{DragDropPanelText.zoneAccuracy}</h3>
          <ul className="drag-drop-panel__zones" aria-label={DragDropPanelText.zoneAccuracy}>
            {summary.zones.map((zone) => (
              <li key={zone.zoneId} className="drag-drop-panel__row">
                <span className="drag-drop-panel__zone-name">
                  {DragDropPanelText.zoneName(zone.label)}
                  {showAnswers && <span className="drag-drop-panel__answer">{DragDropPanelText.answer(answerOf(task, task.zones.find((z) => z.id === zone.zoneId)?.accepts ?? []))}</span>}
                </span>
                <span className="drag-drop-panel__track" role="img" aria-label={DragDropPanelText.zoneBar(zone.label, zone.right, summary.submitted)}>
                  <span className="drag-drop-panel__bar" style={{ width: `${(100 * zone.right) / of}%` }} />
                </span>
                <span>{Math.round((100 * zone.right) / of)}%</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {!projector && results.length > 0 && (
        <section aria-label={DragDropPanelText.scores}>
          <h3>{DragDropPanelText.scores}</h3>
          <ol className="drag-drop-panel__scores">
            {results
              .map(({ name, result }) => ({ name, score: gradeDragDrop(task, result).score }))
              .toSorted((a, b) => b.score - a.score)
              .map(({ name, score }) => (
                <li key={name}>
                  <PersonName>{name}</PersonName>：{DragDropPanelText.score(score)}
                </li>
              ))}
          </ol>
        </section>
      )}
    </section>
  );
}
