/**
 * The optional task's panel in the teacher console (issue 14): for each item, how many students chose
 * it and who, and their results through the item kind's own panel (a vote's tally, a pack's finished
 * list). On the projector: the counts and the kinds' projector panels, no names. The counts and each
 * item's own summary are the live view's (issue 33): the item panels get their summary from it.
 */
import { Suspense } from 'react';
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { optionalSummarySchema, type OptionalResult, type OptionalTask, type OptionalTaskItem } from './definition';
import { itemModel, useItemKinds } from './item-plugins';
import { ItemKindIcon } from './ItemKindIcon';
import { NameList } from '../NameList';
import { OptionalPanelText } from './strings';
import './optional.css';

/** Each student's answer to this item (their latest result that answered it). */
function answersTo(item: OptionalTaskItem, results: TaskPanelProps<OptionalTask, OptionalResult>['results']) {
  return results.flatMap(({ studentId, name, result }) => {
    const answer = result.interactiveTaskResult.selfSelectedResult.answers.find((a) => a.taskId === item.taskId);
    return answer ? [{ ...(studentId === undefined ? {} : { studentId }), name, result: answer.result as unknown }] : [];
  });
}

export default function OptionalPanel({ task, results, summary, projector = false, ended = false }: TaskPanelProps<OptionalTask, OptionalResult>) {
  const checked = optionalSummarySchema.safeParse(summary);
  if (!checked.success) console.warn('optional task summary not shown', summary);
  const summaryOf = (taskId: string) => (checked.success ? checked.data.items.find((entry) => entry.taskId === taskId) : undefined);
  const kindOf = useItemKinds();
  return (
    <section className={`optional-panel${projector ? ' optional-panel--projector' : ''}`} aria-label={OptionalPanelText.region}>
      {task.tasks.map((item) => {
        const answers = answersTo(item, results);
        const itemSummary = summaryOf(item.taskId);
        const { Panel: ItemPanel, icon } = kindOf(item);
        return (
          <section key={item.taskId} className="optional-panel__item" aria-label={item.title}>
            <h3 className="optional-panel__heading">
              <ItemKindIcon path={icon} />
              {item.title}
              {itemSummary && ` · ${OptionalPanelText.chosenBy(itemSummary.chosenBy)}`}
            </h3>
            {!projector && <NameList names={answers.map((a) => a.name)} empty={OptionalPanelText.nobody} />}
            {answers.length > 0 && (
              <Suspense fallback={null}>
                {/* The host's services reach the item's panel too (a reading item's reports are stored uploads). */}
                <ItemPanel task={itemModel(item)} results={answers} summary={itemSummary?.summary} projector={projector} ended={ended} />
              </Suspense>
            )}
          </section>
        );
      })}
    </section>
  );
}
