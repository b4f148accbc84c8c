/**
 * The resource pack's panel in the teacher console (issue 14): how many opened it and finished it (the
 * live view's summary, issue 33), and who, by name; on the projector the counts only.
 */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { isFinished, resourcePackSummarySchema, type ResourcePack, type ResourcePackResult } from './definition';
import { ResourcePackPanelText } from './strings';
import { NameList } from '../NameList';
import './resource-pack.css';

export default function ResourcePackPanel({ task, results, summary, projector = false }: TaskPanelProps<ResourcePack, ResourcePackResult>) {
  const counts = resourcePackSummarySchema.safeParse(summary);
  if (!counts.success) console.warn('resource pack summary not shown', summary);
  const names = (done: boolean) => results.filter((r) => isFinished(r.result) === done).map((r) => r.name);
  return (
    <section className={`resource-panel${projector ? ' resource-panel--projector' : ''}`} aria-label={ResourcePackPanelText.region}>
      <h2 className="resource-panel__title">{task.title}</h2>
      <p className="resource-panel__counts">{counts.success ? ResourcePackPanelText.counts(counts.data.opened, counts.data.finished) : ResourcePackPanelText.noSummary}</p>
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
