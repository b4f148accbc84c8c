/**
 * One chosen item in the optional task's editor (issue 36): its place, kind and title, what the
 * definition finds wrong with it, and buttons to move it up, down, or remove it. The move buttons at
 * the ends are aria-disabled, not disabled, so a moved item keeps the keyboard's focus.
 */
import { useId } from 'react';
import { FieldProblem } from '../FieldProblem';
import type { ChosenItem } from './chosen-items';
import { OptionalEditorText } from './strings';

interface ChosenItemRowProps {
  item: ChosenItem;
  label: string;
  index: number;
  count: number;
  problem: string | undefined;
  onMove(to: number): void;
  onRemove(): void;
}

export function ChosenItemRow({ item, label, index, count, problem, onMove, onRemove }: ChosenItemRowProps) {
  const id = useId();
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className="optional-editor__item" aria-describedby={problem ? `${id}-problem` : undefined}>
      <span className="optional-editor__item-title">
        <span className="optional-editor__kind">{label}</span>
        {item.title}
      </span>
      <span className="optional-editor__controls">
        <button type="button" className="button" aria-label={OptionalEditorText.moveUpLabel(item.title)} aria-disabled={first} onClick={() => !first && onMove(index - 1)}>
          {OptionalEditorText.moveUp}
        </button>
        <button type="button" className="button" aria-label={OptionalEditorText.moveDownLabel(item.title)} aria-disabled={last} onClick={() => !last && onMove(index + 1)}>
          {OptionalEditorText.moveDown}
        </button>
        <button type="button" className="button" aria-label={OptionalEditorText.removeLabel(item.title)} aria-describedby={problem ? `${id}-problem` : undefined} onClick={onRemove}>
          {OptionalEditorText.remove}
        </button>
      </span>
      <FieldProblem id={`${id}-problem`} message={problem} />
    </li>
  );
}
