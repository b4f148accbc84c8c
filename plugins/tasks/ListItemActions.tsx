/**
 * 上移 / 下移 / 删除 for one item of a list in an editor (issue 36): buttons rather than dragging, so a
 * keyboard and a screen reader reorder as easily as a finger. The focus follows the item a button moved
 * (pressing 上移 again moves the same item further) and, after a removal, goes to the item now in its
 * place, or to the list's add button when none is left: it is never dropped on the page's body.
 *
 *   const focusSoon = useFocusSoon(); // editor-hooks.ts
 *   const ids = listIds(`${id}-options`);
 *   <li id={ids.row(index)}> ... <ListItemActions ids={ids} index={index} count={n} itemName="选项 A" ... /> </li>
 *   <button id={ids.add} ...>添加选项</button>
 */
import './editor-form.css';

export const ListItemText = { up: '上移', down: '下移', remove: '删除' } as const;

type Action = 'up' | 'down' | 'remove';

/** The ids of a list's rows, their buttons and its add button, from the list's own id (useId). */
export interface ListIds {
  row(index: number): string;
  action(index: number, action: Action): string;
  add: string;
}
export const listIds = (listId: string): ListIds => ({
  row: (index) => `${listId}-${index}`,
  action: (index, action) => `${listId}-${index}-${action}`,
  add: `${listId}-add`,
});

interface ListItemActionsProps {
  ids: ListIds;
  index: number;
  count: number;
  /** The item as a screen reader hears the buttons name it: '上移选项 A'. */
  itemName: string;
  onMove(to: number): void;
  onRemove(): void;
  /** The list is at its fewest (a vote's two options): nothing to remove. */
  removeDisabled?: boolean;
  focusSoon(...ids: string[]): void;
}

export function ListItemActions({ ids, index, count, itemName, onMove, onRemove, removeDisabled = false, focusSoon }: ListItemActionsProps) {
  const move = (to: number, direction: 'up' | 'down') => {
    onMove(to);
    focusSoon(ids.action(to, direction), ids.action(to, direction === 'up' ? 'down' : 'up'));
  };
  const remove = () => {
    onRemove();
    const left = count - 1;
    focusSoon(...(left > 0 ? [ids.row(Math.min(index, left - 1))] : []), ids.add);
  };
  return (
    <div className="list-item-actions">
      <button type="button" id={ids.action(index, 'up')} aria-label={`${ListItemText.up}${itemName}`} disabled={index === 0} onClick={() => move(index - 1, 'up')}>
        {ListItemText.up}
      </button>
      <button type="button" id={ids.action(index, 'down')} aria-label={`${ListItemText.down}${itemName}`} disabled={index === count - 1} onClick={() => move(index + 1, 'down')}>
        {ListItemText.down}
      </button>
      <button type="button" id={ids.action(index, 'remove')} aria-label={`${ListItemText.remove}${itemName}`} disabled={removeDisabled} onClick={remove}>
        {ListItemText.remove}
      </button>
    </div>
  );
}
