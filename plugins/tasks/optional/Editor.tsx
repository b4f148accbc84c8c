/**
 * The optional task's editor in the teacher console (issue 36): 2–6 of the teacher's library tasks of
 * other kinds as its items, in the order a student sees them; each moved up or down, or removed. An
 * item is the library task's kind's part as stored (chosen-items.ts), so the item is the task as it was
 * when picked. The definition takes 1–20 items; 2–6 is the editor's rule and it says so at the picker.
 */
import { useId } from 'react';
import type { EditedTask, EditorProblem, TaskEditorProps } from '@core/registry/task-plugin';
import { TaskType } from '@core/domain';
import { taskDefinitions } from '../definitions';
import { problemAt } from '../editor-services';
import { ChosenItemRow } from './ChosenItemRow';
import { ITEMS_PATH, MAX_ITEMS, SELF_SELECTED_PATH, chosenItemsOf, countProblem, itemKindsOf, kindOfItem, moved, withChosenItems, type ChosenItem } from './chosen-items';
import { ItemPicker } from './ItemPicker';
import { useKindLabel } from './kind-label';
import { OptionalEditorText } from './strings';
import './optional-editor.css';

/** A new optional task: no items yet (the definition refuses it until it has one, the editor until two). */
export const blank = (): EditedTask => ({ taskType: TaskType.SELF_SELECTED, interactiveTask: { selfSelected: { tasks: [] } } });

/** The editor's own rule, which the host adds to the definition's (that takes 1–20 items): 2–6, at the item list. */
export function check(task: EditedTask): EditorProblem[] {
  const problem = countProblem(chosenItemsOf(task).length);
  return problem ? [{ path: ITEMS_PATH, message: problem }] : [];
}

const itemKinds = itemKindsOf(taskDefinitions);

/** The host's problem about the items as a whole (none yet, too many), not about one of them. */
const listProblem = (problems: TaskEditorProps['problems']) => problems.find((problem) => [ITEMS_PATH, SELF_SELECTED_PATH, 'interactiveTask', ''].includes(problem.path))?.message;

export function Editor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const labelOf = useKindLabel();
  const items = chosenItemsOf(task);
  const change = (next: ChosenItem[]) => onChange(withChosenItems(task, next));

  return (
    <div className="optional-editor">
      <section className="optional-editor__items" aria-labelledby={`${id}-items`} aria-describedby={`${id}-hint`}>
        <h3 id={`${id}-items`} className="optional-editor__label">{OptionalEditorText.items(items.length)}</h3>
        <p id={`${id}-hint`} className="optional-editor__hint">{OptionalEditorText.itemsHint}</p>
        {items.length === 0 ? (
          <p>{OptionalEditorText.none}</p>
        ) : (
          <ol className="optional-editor__list">
            {items.map((item, index) => (
              <ChosenItemRow
                key={item.taskId}
                item={item}
                label={labelOf(kindOfItem(item, itemKinds))}
                index={index}
                count={items.length}
                problem={problemAt(problems, `${ITEMS_PATH}[${index}]`)}
                onMove={(to) => change(moved(items, index, to))}
                onRemove={() => change(items.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
        )}
      </section>
      <ItemPicker
        id={id}
        kinds={itemKinds}
        chosenIds={items.map((item) => item.taskId)}
        full={items.length >= MAX_ITEMS}
        problem={countProblem(items.length) ?? listProblem(problems)}
        onAdd={(item) => change([...items, item])}
      />
    </div>
  );
}
