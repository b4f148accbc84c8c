/**
 * The cards a student places (issue 36): each a word, a picture (uploaded or chosen from the school's
 * media), or both; added with the next free id (card-1, card-2 ...) and removed from every zone's
 * answer key with the card.
 */
import { useEffect, useId, useRef } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { MediaField } from '../MediaField';
import type { Card, DragDrop } from './definition';
import { addCard, changeCard, MAX_CARDS, removeCard } from './editing';
import { DragDropEditorText as Text } from './strings';

interface CardFieldsProps { task: DragDrop; onChange(task: DragDrop): void; problems: readonly EditorProblem[]; path: string }

export function CardFields({ task, onChange, problems, path }: CardFieldsProps) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding, the new card's word; after removing, 添加卡片 (the removed card's fields are gone).
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    (target === '' ? addButton.current : list.current?.querySelector<HTMLElement>(`[data-card="${target}"] input`))?.focus();
  });

  const add = () => {
    const added = addCard(task);
    onChange(added.task);
    focusNext.current = added.cardId;
  };
  const remove = (cardId: string) => {
    onChange(removeCard(task, cardId));
    focusNext.current = '';
  };
  return (
    <>
      <ol ref={list} className="drag-drop-editor__list">
        {task.cards.map((card, index) => (
          <li key={card.id} data-card={card.id}>
            <CardField card={card} index={index} problems={problems} path={`${path}[${index}]`} onChange={(change) => onChange(changeCard(task, card.id, change))} onRemove={() => remove(card.id)} />
          </li>
        ))}
      </ol>
      <button ref={addButton} type="button" className="button button--ghost" disabled={task.cards.length >= MAX_CARDS} onClick={add}>{Text.addCard}</button>
    </>
  );
}

interface CardFieldProps { card: Card; index: number; problems: readonly EditorProblem[]; path: string; onChange(change: Partial<Omit<Card, 'id'>>): void; onRemove(): void }

function CardField({ card, index, problems, path, onChange, onRemove }: CardFieldProps) {
  const id = useId();
  const textProblem = problemAt(problems, `${path}.text`);
  // A card with neither a word nor a picture: the problem is the card's, not one field's.
  const cardProblem = problems.find((problem) => problem.path === path)?.message;
  return (
    <fieldset className="drag-drop-editor__item" aria-describedby={cardProblem ? `${id}-card` : undefined}>
      <legend>{Text.card(index + 1)}</legend>
      <label className="drag-drop-editor__field">
        {Text.cardText}
        <input lang="en" value={card.text ?? ''} maxLength={60} aria-invalid={!!textProblem} aria-describedby={textProblem ? `${id}-text` : undefined} onChange={(event) => onChange({ text: event.target.value })} />
      </label>
      <FieldProblem id={`${id}-text`} message={textProblem} />
      <MediaField kind="picture" label={Text.cardPicture} value={card.image} onChange={(media) => onChange({ image: media?.url })} problem={problemAt(problems, `${path}.image`)} />
      <FieldProblem id={`${id}-card`} message={cardProblem} />
      <button type="button" className="button button--ghost" onClick={onRemove}>{Text.deleteCard(index + 1)}</button>
    </fieldset>
  );
}
