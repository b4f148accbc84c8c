/**
 * The reading task's editor in the teacher console (issue 36): the passage's title and its records in
 * the order a student reads them: texts pasted in, and pictures of a page uploaded or chosen from the
 * school's media; each record moved up or down, or removed. Beside each text, the words a student will
 * be able to tap and look up, found by the student's screen's own detector.
 */
import { useId } from 'react';
import { TaskType } from '@core/domain';
import type { EditedTask, TaskEditorProps } from '@core/registry/task-plugin';
import { FieldProblem } from '../FieldProblem';
import { problemAt } from '../editor-services';
import { PICTURE, READING_PATH, TEXT, moved, readingDraftOf, withReadingDraft, type ReadingDraft } from './reading-draft';
import { RecordBlock } from './RecordBlock';
import { useStableKeys } from './stable-keys';
import { ReadingEditorText } from './strings';
import './reading-editor.css';

/** A new reading task: one empty text to paste into (the definition refuses it until it has words). */
export const blank = (): EditedTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: { readingTask: { records: [{ contentType: TEXT, content: '' }] } } });

/** The problem about the records as a whole (none yet), not about one of them. */
const listProblem = (problems: TaskEditorProps['problems']) => problems.find((problem) => [`${READING_PATH}.records`, READING_PATH, 'interactiveTask', ''].includes(problem.path))?.message;

export function Editor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const draft = readingDraftOf(task);
  const { keyAt, change: changeKeys } = useStableKeys(draft.records.length);
  const update = (next: Partial<ReadingDraft>) => onChange(withReadingDraft(task, { ...draft, ...next }));
  const titleProblem = problemAt(problems, `${READING_PATH}.title`);
  const recordsProblem = listProblem(problems);

  const add = (contentType: typeof TEXT | typeof PICTURE) => {
    changeKeys((keys, fresh) => [...keys, fresh()]);
    update({ records: [...draft.records, { contentType, content: '' }] });
  };
  const move = (from: number, to: number) => {
    changeKeys((keys) => moved(keys, from, to));
    update({ records: moved(draft.records, from, to) });
  };
  const remove = (index: number) => {
    changeKeys((keys) => keys.filter((_, at) => at !== index));
    update({ records: draft.records.filter((_, at) => at !== index) });
  };

  return (
    <div className="reading-editor">
      <label className="reading-editor__field">
        <span className="reading-editor__label">{ReadingEditorText.title}</span>
        <input
          type="text"
          lang="en"
          value={draft.title}
          aria-invalid={!!titleProblem}
          aria-describedby={titleProblem ? `${id}-title-problem` : undefined}
          onChange={(event) => update({ title: event.target.value })}
        />
      </label>
      <FieldProblem id={`${id}-title-problem`} message={titleProblem} />
      <section className="reading-editor__records" aria-labelledby={`${id}-records`} aria-describedby={`${id}-records-hint`}>
        <h3 id={`${id}-records`} className="reading-editor__label">{ReadingEditorText.records}</h3>
        <p id={`${id}-records-hint`} className="reading-editor__hint">{ReadingEditorText.recordsHint}</p>
        <ol className="reading-editor__list">
          {draft.records.map((record, index) => (
            <RecordBlock
              key={keyAt(index)}
              record={record}
              index={index}
              count={draft.records.length}
              problem={problemAt(problems, `${READING_PATH}.records[${index}]`)}
              onChange={(next) => update({ records: draft.records.map((old, at) => (at === index ? next : old)) })}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        <FieldProblem id={`${id}-records-problem`} message={recordsProblem} />
        <div className="reading-editor__add">
          {/* With no record yet, what is missing is said at the buttons that add one. */}
          <button type="button" className="button button--ghost" aria-describedby={recordsProblem ? `${id}-records-problem` : undefined} onClick={() => add(TEXT)}>{ReadingEditorText.addText}</button>
          <button type="button" className="button button--ghost" aria-describedby={recordsProblem ? `${id}-records-problem` : undefined} onClick={() => add(PICTURE)}>{ReadingEditorText.addPicture}</button>
        </div>
      </section>
    </div>
  );
}
