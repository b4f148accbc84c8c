/**
 * Each zone's fields under the board (issue 36): the name shown on it, and which cards are right in it
 * (the answer key, checkboxes of the task's cards), with the host's problems at the field they concern.
 */
import { useId } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import type { Card, DragDrop, DropZone } from './definition';
import { changeZone, toggleAccepts, zoneName } from './editing';
import { DragDropEditorText as Text } from './strings';

interface ZoneFieldsProps { task: DragDrop; onChange(task: DragDrop): void; problems: readonly EditorProblem[]; path: string }

export function ZoneFields({ task, onChange, problems, path }: ZoneFieldsProps) {
  return (
    <ol className="drag-drop-editor__list">
      {task.zones.map((zone, index) => (
        <li key={zone.id}>
          <ZoneField task={task} zone={zone} index={index} onChange={onChange} problems={problems} path={`${path}[${index}]`} />
        </li>
      ))}
    </ol>
  );
}

interface ZoneFieldProps { task: DragDrop; zone: DropZone; index: number; onChange(task: DragDrop): void; problems: readonly EditorProblem[]; path: string }

function ZoneField({ task, zone, index, onChange, problems, path }: ZoneFieldProps) {
  const id = useId();
  const labelProblem = problemAt(problems, `${path}.label`);
  const acceptsProblem = problemAt(problems, `${path}.accepts`);
  // The zone's own problems (its place in the frame) are the ones not at one of its fields.
  const placePaths = [path, ...['x', 'y', 'width', 'height'].map((field) => `${path}.${field}`)];
  const placeProblem = problems.find((problem) => placePaths.includes(problem.path))?.message;
  return (
    <fieldset className="drag-drop-editor__item" aria-describedby={placeProblem ? `${id}-place` : undefined}>
      <legend>{Text.zone(zoneName(zone, index))}</legend>
      <label className="drag-drop-editor__field">
        {Text.zoneLabel}
        <input
          value={zone.label ?? ''}
          placeholder={String(index + 1)}
          maxLength={40}
          aria-invalid={!!labelProblem}
          aria-describedby={labelProblem ? `${id}-label` : undefined}
          onChange={(event) => onChange(changeZone(task, zone.id, { label: event.target.value }))}
        />
      </label>
      <FieldProblem id={`${id}-label`} message={labelProblem} />
      <fieldset className="drag-drop-editor__accepts" aria-describedby={acceptsProblem ? `${id}-accepts` : undefined}>
        <legend>{Text.accepts}</legend>
        {task.cards.length === 0 && <p className="drag-drop-editor__note">{Text.acceptsNone}</p>}
        {task.cards.map((card, cardIndex) => (
          <label key={card.id} className="drag-drop-editor__check">
            <input
              type="checkbox"
              checked={zone.accepts?.includes(card.id) ?? false}
              aria-invalid={!!acceptsProblem}
              aria-describedby={acceptsProblem ? `${id}-accepts` : undefined}
              onChange={(event) => onChange(toggleAccepts(task, zone.id, card.id, event.target.checked))}
            />
            <CardName card={card} index={cardIndex} />
          </label>
        ))}
      </fieldset>
      <FieldProblem id={`${id}-accepts`} message={acceptsProblem} />
      <FieldProblem id={`${id}-place`} message={placeProblem} />
    </fieldset>
  );
}

/** A card as the teacher knows it: its word, or its picture's place in the list when it has no word. */
function CardName({ card, index }: { card: Card; index: number }) {
  return (
    <>
      {card.image && <img className="drag-drop-editor__card-thumb" src={card.image} alt="" />}
      {card.text ? <span lang="en">{card.text}</span> : <span>{Text.unnamedCard(index + 1)}</span>}
    </>
  );
}
