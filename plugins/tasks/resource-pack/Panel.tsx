/**
 * The resource pack's panel in the teacher console (issue 14): how many opened it and finished it, and
 * who, by name; on the projector the counts only.
 */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { isFinished, resourcePackSummary, type ResourcePack, type ResourcePackResult } from './definition';
import { ResourcePackPanelText } from './strings';
import { NameList } from '../NameList';
import './resource-pack.css';

export default function ResourcePackPanel({ task, results, projector = false }: TaskPanelProps<ResourcePack, ResourcePackResult>) {
  const { opened, finished } = resourcePackSummary(task, results.map((r) => r.result));
  const names = (done: boolean) => results.filter((r) => isFinished(r.result) === done).map((r) => r.name);
  return (
    <section className={`resource-panel${projector ? ' resource-panel--projector' : ''}`} aria-label={ResourcePackPanelText.region}>
      <h2 className="resource-panel__title">{task.title}</h2>
      <p className="resource-panel__counts">{ResourcePackPanelText.counts(opened, finished)}</p>
      {!projector &&
        ([
          [ResourcePackPanelText.finishedList, names(true)],
          [ResourcePackPanelText.openedList, names(false)],
        ] as const).map(([heading, list]) => (
          <section key={heading} aria-label={heading}>
            <h3 className="resource-panel__heading">{heading}（{list.length}）</h3>
            <NameList names={list} empty={ResourcePackPanelText.nobody} />
          </section>
        ))}
    </section>
  );
}
