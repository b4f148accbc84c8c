/**
 * The optional layered task, 分层题包 (spec 02 §2, /optional-task): the list 共 N 题，选择 1 题作答 with
 * each item's icon by kind and its title; opening an item previews it through its kind's preview, with
 * previous and next that wrap (第 X 题 / 共 N 题); the bottom shows 共作答 0/1 (1/1 once answered) and
 * 作答, which opens the item's kind's screen with groupTaskId, optionalTaskId and optionalId. Once an
 * item is answered, 作答 opens only that item again (to change the answer): choose 1.
 */
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TaskViewProps } from '@core/registry/task-plugin';
import type { OptionalResult, OptionalTask, OptionalTaskItem } from './definition';
import { itemModel, useItemKinds } from './item-plugins';
import { ItemKindIcon } from './ItemKindIcon';
import { OptionalText } from './strings';
import './optional.css';

/** The items this student answered, from their last result. */
const answeredIds = (result: OptionalResult | undefined) => new Set(result?.interactiveTaskResult.selfSelectedResult.answers.map((a) => a.taskId) ?? []);

export default function OptionalView({ task, taskId, submitted }: TaskViewProps<OptionalTask, OptionalResult>) {
  const [search] = useSearchParams();
  const [open, setOpen] = useState<number | undefined>(undefined);
  const answered = answeredIds(submitted);
  const count = task.tasks.length;
  const item = open === undefined ? undefined : task.tasks[open];
  // The task takes 1 answer (共作答 1/1): once one item is answered, another one's answer would
  // silently replace it (issue 32); the student may still change the answered item's.
  const otherAnswered = (chosen: OptionalTaskItem) => answered.size > 0 && !answered.has(chosen.taskId);
  const kindOf = useItemKinds();
  const itemPath = (chosen: OptionalTaskItem) =>
    kindOf(chosen).screenPath({ groupTaskId: taskId, optionalTaskId: chosen.taskId, optionalId: search.get('optionalId') ?? task.id ?? taskId, groupId: search.get('groupId') ?? undefined });

  return (
    <section className="optional">
      {item === undefined || open === undefined ? (
        <>
          <h2 className="optional__heading">{OptionalText.heading(count)}</h2>
          <ul className="optional__list">
            {task.tasks.map((entry, index) => (
              <li key={entry.taskId}>
                <button type="button" className="optional__item" onClick={() => setOpen(index)}>
                  <ItemKindIcon path={kindOf(entry).icon} />
                  <span className="visually-hidden">{kindOf(entry).label}：</span>
                  <span className="optional__title">{entry.title}</span>
                  {answered.has(entry.taskId) && <span className="tag">{OptionalText.answeredItem}</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <nav className="optional__pager" aria-label={OptionalText.position(open + 1, count)}>
            <button type="button" className="button button--ghost" onClick={() => setOpen((open - 1 + count) % count)}>{OptionalText.previous}</button>
            <span className="optional__position" aria-live="polite">{OptionalText.position(open + 1, count)}</span>
            <button type="button" className="button button--ghost" onClick={() => setOpen((open + 1) % count)}>{OptionalText.next}</button>
          </nav>
          <h2 className="optional__item-title">
            <ItemKindIcon path={kindOf(item).icon} />
            {item.title}
          </h2>
          <ItemPreview item={item} />
          <button type="button" className="button button--ghost" onClick={() => setOpen(undefined)}>{OptionalText.backToList}</button>
        </>
      )}
      <footer className="optional__bottom">
        <span className="optional__count">{OptionalText.answeredCount(answered.size > 0 ? 1 : 0)}</span>
        {item && !otherAnswered(item) && <Link className="button button--primary" to={itemPath(item)}>{OptionalText.answer}</Link>}
        {item && otherAnswered(item) && (
          <>
            <p className="optional__only-one" id="optional-only-one" role="note">{OptionalText.onlyOne}</p>
            <button type="button" className="button button--primary" disabled aria-describedby="optional-only-one">{OptionalText.answer}</button>
          </>
        )}
        {!item && <button type="button" className="button button--primary" disabled title={OptionalText.chooseFirst}>{OptionalText.answer}</button>}
      </footer>
    </section>
  );
}

/** An item shown through its kind's preview, loaded when first needed. */
function ItemPreview({ item }: { item: OptionalTaskItem }) {
  const { Preview } = useItemKinds()(item);
  return (
    <Suspense fallback={<p className="optional__loading">…</p>}>
      <Preview task={itemModel(item)} />
    </Suspense>
  );
}
