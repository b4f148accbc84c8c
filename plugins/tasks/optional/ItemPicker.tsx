/**
 * Where the optional task's editor picks its items (issue 36): the teacher's startable library tasks
 * of the kinds that can be items, not chosen yet, in a list to choose one from and add. The count
 * problem (fewer than 2, more than 6) is said here, where the teacher changes the count.
 */
import { useEffect, useState } from 'react';
import type { LibraryTask } from '@core/contract';
import { useTaskService } from '@core/registry/task-services';
import { editorLibraryRef } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { itemOfLibraryTask, type ChosenItem, type ItemKind } from './chosen-items';
import { useKindLabel } from './kind-label';
import { OptionalEditorText } from './strings';

type Library = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; tasks: LibraryTask[] };

interface ItemPickerProps {
  id: string;
  kinds: readonly ItemKind[];
  chosenIds: readonly string[];
  full: boolean;
  problem: string | undefined;
  onAdd(item: ChosenItem): void;
}

/** Loads the library into `show`; the function it returns stops a late answer from being shown. */
function loadLibrary(library: { tasks(): Promise<LibraryTask[]> }, show: (library: Library) => void): () => void {
  let current = true;
  library.tasks().then(
    (tasks) => current && show({ status: 'loaded', tasks }),
    () => current && show({ status: 'failed' }),
  );
  return () => {
    current = false;
  };
}

const sourceOf = (task: LibraryTask) => (task.mine ? OptionalEditorText.mine : (task.pack?.title ?? task.owner?.name));

export function ItemPicker({ id, kinds, chosenIds, full, problem, onAdd }: ItemPickerProps) {
  const library = useTaskService(editorLibraryRef);
  const labelOf = useKindLabel();
  const [loaded, setLoaded] = useState<Library>({ status: 'loading' });
  const [selected, setSelected] = useState('');
  useEffect(() => loadLibrary(library, setLoaded), [library]);

  const pickable = loaded.status === 'loaded' ? loaded.tasks.flatMap((task) => {
    const item = chosenIds.includes(task.id) ? undefined : itemOfLibraryTask(task, kinds);
    return item ? [{ task, item }] : [];
  }) : [];
  const chosen = pickable.find(({ task }) => task.id === selected);
  const problemId = `${id}-count-problem`;
  const fullId = `${id}-full`;

  return (
    <div className="optional-editor__picker">
      {loaded.status === 'loading' && <p role="status">{OptionalEditorText.loading}</p>}
      {loaded.status === 'failed' && (
        <p role="alert">
          {OptionalEditorText.loadFailed}
          <button type="button" className="button" onClick={() => { setLoaded({ status: 'loading' }); loadLibrary(library, setLoaded); }}>{OptionalEditorText.retry}</button>
        </p>
      )}
      {loaded.status === 'loaded' && pickable.length === 0 && <p>{OptionalEditorText.nothingToPick}</p>}
      {pickable.length > 0 && (
        <label className="optional-editor__field">
          <span className="optional-editor__label">{OptionalEditorText.picker}</span>
          <select value={chosen ? selected : ''} aria-invalid={!!problem} aria-describedby={problem ? problemId : undefined} onChange={(event) => setSelected(event.target.value)}>
            <option value="">{OptionalEditorText.pickerPlaceholder}</option>
            {pickable.map(({ task }) => (
              <option key={task.id} value={task.id}>{OptionalEditorText.option(labelOf(task.kind), task.title, sourceOf(task))}</option>
            ))}
          </select>
        </label>
      )}
      {pickable.length > 0 && (
        <button type="button" className="button button--primary" disabled={!chosen || full} aria-describedby={full ? fullId : undefined} onClick={() => { if (chosen) { onAdd(chosen.item); setSelected(''); } }}>
          {OptionalEditorText.add}
        </button>
      )}
      {full && <p id={fullId} className="optional-editor__hint">{OptionalEditorText.full}</p>}
      <FieldProblem id={problemId} message={problem} />
    </div>
  );
}
