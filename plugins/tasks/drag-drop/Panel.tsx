/**
 * The drag-drop panel in the teacher console (issue 14): per-zone accuracy as bars, the average score,
 * and each student's score (graded as the server grades). On the projector: the bars only, no names.
 */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { dragDropSummary, gradeDragDrop, type DragDrop, type DragDropResult } from './definition';
import { DragDropPanelText } from './strings';
import { PersonName } from '../NameList';
import './drag-drop.css';

export default function DragDropPanel({ task, results, projector = false }: TaskPanelProps<DragDrop, DragDropResult>) {
  const summary = dragDropSummary(task, results.map((r) => r.result));
  const of = Math.max(1, summary.submitted);
  return (
    <section className={`drag-drop-panel${projector ? ' drag-drop-panel--projector' : ''}`} aria-label={DragDropPanelText.region}>
      <h2 className="drag-drop-panel__title" lang="en">{task.title}</h2>
      <p>
        {DragDropPanelText.submitted(summary.submitted)}
        {DragDropPanelText.score(summary.averageScore)}
      </p>
      <h3>{DragDropPanelText.zoneAccuracy}</h3>
      <ul className="drag-drop-panel__zones">
        {summary.zones.map((zone) => (
          <li key={zone.zoneId} className="drag-drop-panel__row">
            <span>{zone.label}</span>
            <span className="drag-drop-panel__track" role="img" aria-label={DragDropPanelText.zoneBar(zone.label, zone.right, summary.submitted)}>
              <span className="drag-drop-panel__bar" style={{ width: `${(100 * zone.right) / of}%` }} />
            </span>
            <span>{Math.round((100 * zone.right) / of)}%</span>
          </li>
        ))}
      </ul>
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
