/**
 * The editor of one task once its kind is loaded: the title, the kind's own editor, 与全校老师共享, the
 * state (可以保存 / 还有问题) and 保存, with the preview beside. Every change is checked as the server
 * will check the save; the problems go to the fields they concern, the server's refusal too.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { LibraryTask } from '@core/contract';
import type { EditorProblem } from '@core/registry/task-plugin';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { isContentPath, TITLE_PATH, titleProblem } from './editor-problems';
import { isNewTaskStart, type TaskEditorStart } from './editor-start';
import type { EditorValues } from './editor-values';
import type { KindModules } from './kind-modules';
import { PhonePreview } from './PhonePreview';
import { EditorText } from './strings';
import { useEditorValues } from './use-editor-values';
import { useSaveTask } from './use-save-task';

interface EditorFormProps {
  start: TaskEditorStart;
  modules: KindModules;
  onSaved(task: LibraryTask): void;
  /** Tells the panel whether there are unsaved changes (closing asks first then). */
  onDirtyChange(dirty: boolean): void;
}

export function EditorForm({ start, modules, onSaved, onDirtyChange }: EditorFormProps) {
  const editing = useEditorValues(start, modules.kind, modules.blank);
  const saving = useSaveTask(start);
  const { values } = editing;
  const id = useId();
  // A new task's empty title is not a mistake yet: its problem shows once the teacher has been there.
  const [titleVisited, setTitleVisited] = useState(!isNewTaskStart(start) || editing.restored);
  const titleIssue = titleProblem(values.title);
  const contentIssue = useMemo(() => modules.check(values.task), [modules, values.task]);
  const shown = useLastParsed(useMemo(() => modules.modelOf(values.task), [modules, values.task]));

  useEffect(() => onDirtyChange(editing.dirty), [editing.dirty, onDirtyChange]);

  const { refusal } = saving;
  const titleRefusal = refusal?.path === TITLE_PATH ? refusal.message : undefined;
  const contentRefusal = refusal && isContentPath(refusal.path) ? refusal : undefined;
  const wholeRefusal = refusal && !titleRefusal && !contentRefusal ? refusal : undefined;
  const contentProblems = [contentIssue, contentRefusal].filter((problem): problem is EditorProblem => problem !== undefined);
  const titleShown = titleRefusal ?? (titleVisited ? titleIssue : undefined);
  const problems = [titleIssue && `${EditorText.title}${titleIssue}`, titleRefusal && `${EditorText.title}${titleRefusal}`, ...contentProblems.map((problem) => problem.message)].filter(Boolean);

  const change = (next: EditorValues) => {
    saving.forgetRefusal();
    editing.change(next);
  };
  const save = async () => {
    const sent = values;
    const saved = await saving.save(sent);
    if (saved) {
      editing.saved(sent);
      onSaved(saved);
    }
  };
  const { Editor } = modules;

  return (
    <div className="task-editor__body">
      {editing.restored && (
        <div className="task-editor__notice" role="status">
          <span>{EditorText.restored}</span>
          <button type="button" className="button button--ghost" onClick={editing.discard}>{EditorText.discard}</button>
        </div>
      )}
      {wholeRefusal && (
        <p className="task-editor__refusal" role="alert">
          {EditorText.refused}：{wholeRefusal.message}
        </p>
      )}
      <div className="task-editor__columns">
        <div className="task-editor__form">
          <div className="task-editor__field">
            <label htmlFor={`${id}-title`}>{EditorText.title}</label>
            <input
              id={`${id}-title`}
              type="text"
              value={values.title}
              placeholder={EditorText.titlePlaceholder}
              required
              aria-invalid={!!titleShown}
              aria-describedby={titleShown ? `${id}-title-problem` : undefined}
              onChange={(event) => {
                setTitleVisited(true);
                change({ ...values, title: event.target.value });
              }}
              onBlur={() => setTitleVisited(true)}
            />
            <FieldProblem id={`${id}-title-problem`} message={titleShown} />
          </div>
          <Editor task={values.task} problems={contentProblems} onChange={(task) => change({ ...values, task })} />
          <div className="task-editor__field">
            <label className="task-editor__check">
              <input type="checkbox" checked={values.shared} aria-describedby={`${id}-shared-hint`} onChange={(event) => change({ ...values, shared: event.target.checked })} />
              {EditorText.shared}
            </label>
            <p id={`${id}-shared-hint`} className="muted">{EditorText.sharedHint}</p>
          </div>
          <div className="task-editor__footer">
            <p className={problems.length > 0 ? 'task-editor__state task-editor__state--problem' : 'task-editor__state'} role="status">
              {saving.saving ? EditorText.saving : problems.length > 0 ? `${EditorText.hasProblems}：${problems.join('；')}` : EditorText.canSave}
            </p>
            <button
              type="button"
              className="button button--primary"
              disabled={saving.saving || problems.length > 0}
              onClick={() => void save()}
            >
              {saving.saving ? EditorText.saving : EditorText.save}
            </button>
          </div>
        </div>
        <PhonePreview Preview={modules.Preview} shown={shown} />
      </div>
    </div>
  );
}

/** The latest model that parsed: the preview keeps it while the task is half written. */
function useLastParsed(parsed: { model: unknown } | undefined): { model: unknown } | undefined {
  const [last, setLast] = useState(parsed);
  // Kept from an earlier render, React's way: set while rendering, only when it changed.
  if (parsed && parsed !== last) setLast(parsed);
  return parsed ?? last;
}
