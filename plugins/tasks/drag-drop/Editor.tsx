/**
 * The drag-drop task's editor in the teacher console (issue 36): the question, the frame picture, the
 * zones drawn on it (ZoneBoard) with what each accepts (ZoneFields), and the cards (CardFields). It
 * edits `interactiveTask.dragDrop` as stored; the host checks every change with the kind's definition
 * and hands back its problems, shown here at the field they name.
 */
import { useId, useState } from 'react';
import type { TaskEditorModule, TaskEditorProps } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { MediaField } from '../MediaField';
import { CardFields } from './CardFields';
import type { DragDrop } from './definition';
import { blankTask, dragDropOf, PART_KEY, withDragDrop } from './editing';
import { DragDropEditorText as Text } from './strings';
import { ZoneBoard } from './ZoneBoard';
import { ZoneFields } from './ZoneFields';
import './editor.css';

const PATH = `interactiveTask.${PART_KEY}`;

export function Editor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const dragDrop = dragDropOf(task);
  const change = (next: DragDrop) => onChange(withDragDrop(task, next));
  const titleProblem = problemAt(problems, `${PATH}.title`);
  // The list's own problems (too many, an id twice); a zone's or a card's are shown at it.
  const zonesProblem = problems.find((problem) => problem.path === `${PATH}.zones`)?.message;
  const cardsProblem = problems.find((problem) => problem.path === `${PATH}.cards`)?.message;

  return (
    <div className="drag-drop-editor">
      <label className="drag-drop-editor__field">
        {Text.title}
        <input
          lang="en"
          value={dragDrop.title}
          maxLength={200}
          aria-invalid={!!titleProblem}
          aria-describedby={`${id}-title-hint${titleProblem ? ` ${id}-title` : ''}`}
          onChange={(event) => change({ ...dragDrop, title: event.target.value })}
        />
      </label>
      <p id={`${id}-title-hint`} className="drag-drop-editor__note">{Text.titleHint}</p>
      <FieldProblem id={`${id}-title`} message={titleProblem} />

      <MediaField
        kind="picture"
        label={Text.frame}
        value={dragDrop.frame.passthroughCapture || undefined}
        // A new picture has its own shape: the board reads it once the picture has loaded.
        onChange={(media) => change({ ...dragDrop, frame: { passthroughCapture: media?.url ?? '' } })}
        problem={problemAt(problems, `${PATH}.frame`)}
      />

      <section className="drag-drop-editor__section" aria-labelledby={`${id}-zones`}>
        <h3 id={`${id}-zones`}>{Text.zones}</h3>
        {dragDrop.frame.passthroughCapture ? <ZoneBoard task={dragDrop} onChange={change} announce={setAnnouncement} /> : <p className="drag-drop-editor__note">{Text.noFrame}</p>}
        <FieldProblem id={`${id}-zones-problem`} message={zonesProblem} />
        <ZoneFields task={dragDrop} onChange={change} problems={problems} path={`${PATH}.zones`} />
      </section>

      <section className="drag-drop-editor__section" aria-labelledby={`${id}-cards`}>
        <h3 id={`${id}-cards`}>{Text.cards}</h3>
        <FieldProblem id={`${id}-cards-problem`} message={cardsProblem} />
        <CardFields task={dragDrop} onChange={change} problems={problems} path={`${PATH}.cards`} />
      </section>

      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </div>
  );
}

/** A new drag-drop task: every field empty, which the definition's check refuses until filled. */
export const blank: TaskEditorModule['blank'] = blankTask;
