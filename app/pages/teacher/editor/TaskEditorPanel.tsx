/**
 * The console's task editor (issue 36), loaded when the teacher opens it: a new task of a kind, or a
 * library task to edit or copy. It finds the kind's editor in the task registry (the console's own for an
 * exercise), gives it the editor services (the teacher's media, the library) and saves into the library.
 * Focus goes to its heading as it opens; Escape closes it, asking first while there are unsaved changes
 * (they stay on the device as a draft).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TaskServicesContext } from '@core/registry/task-services';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../../hooks/use-async';
import { Dialog } from '../../../shell/Dialog';
import { NetworkTrouble } from '../../../shell/EmptyState';
import { Spinner } from '../../../shell/Spinner';
import { EditorForm } from './EditorForm';
import { EXERCISE_KIND, isNewTaskStart, type TaskEditorPanelProps, type TaskEditorStart } from './editor-start';
import { loadKind } from './kind-modules';
import { EditorText } from './strings';
import { useEditorServices } from './use-editor-services';
import './task-editor.css';

export type { TaskEditorPanelProps } from './editor-start';

export default function TaskEditorPanel({ start: given, onSaved, onClose, classId }: TaskEditorPanelProps) {
  // The task the editor opened with: a parent's re-render with a new object must not start it over.
  const [start] = useState(given);
  const loaded = useAsync(useCallback(() => loadKind(start), [start]));
  const services = useEditorServices(classId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const onDirtyChange = useCallback((now: boolean) => void (dirty.current = now), []);

  useEffect(() => heading.current?.focus(), []);

  const requestClose = () => (dirty.current ? setConfirming(true) : onClose());
  const onKeyDown = (event: KeyboardEvent) => {
    // The confirm dialog takes its own Escape; an editor's inner widget may claim one (preventDefault).
    if (event.key !== 'Escape' || event.defaultPrevented || confirming) return;
    event.preventDefault();
    requestClose();
  };

  return (
    <section className="card task-editor" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <header className="task-editor__header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {headingOf(start)}
        </h2>
        {loaded.status === 'ready' && loaded.data.editable && <span className="tag">{loaded.data.modules.title}</span>}
        <button type="button" className="button button--ghost" onClick={requestClose}>{EditorText.close}</button>
      </header>
      {loaded.status === 'loading' && <Spinner />}
      {loaded.status === 'failed' && <NetworkTrouble onRefresh={loaded.reload} />}
      {loaded.status === 'ready' &&
        (loaded.data.editable ? (
          <TaskServicesContext value={services}>
            <EditorForm start={start} modules={loaded.data.modules} onSaved={onSaved} onDirtyChange={onDirtyChange} />
          </TaskServicesContext>
        ) : (
          <p className="task-editor__unsupported">{EditorText.unsupported}</p>
        ))}
      {confirming && (
        <Dialog title={EditorText.closeTitle} confirmText={EditorText.closeConfirm} cancelText={EditorText.keepEditing} onCancel={() => setConfirming(false)} onConfirm={onClose}>
          {EditorText.closeBody}
        </Dialog>
      )}
    </section>
  );
}

/** 新建投票, 编辑任务... known before the kind's modules load, so focus has a heading to go to at once. */
function headingOf(start: TaskEditorStart): string {
  if (!isNewTaskStart(start)) return start.id === undefined ? EditorText.newTask('任务') : EditorText.editTask('任务');
  if (start.kind === EXERCISE_KIND) return EditorText.newTask(EditorText.exercise);
  return EditorText.newTask(taskRegistry.has(start.kind) ? taskRegistry.anyPlugin(start.kind).title : '任务');
}
