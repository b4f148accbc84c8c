/**
 * The editor's values, kept on the device while the teacher edits (a reload, or closing and opening the
 * task again, loses nothing): through the app's task drafts (app/hooks/use-task-draft.ts), by teacher,
 * kind and task. A kept draft comes back with a notice and can be discarded; a save clears it.
 */
import { useState } from 'react';
import type { EditedTask } from '@core/registry/task-plugin';
import { useTaskDraft } from '../../../hooks/use-task-draft';
import type { TaskEditorStart } from './editor-start';
import { draftTaskId, readDraft, sameValues, startValues, type EditorValues } from './editor-values';

export interface EditorValuesState {
  values: EditorValues;
  /** The values came back from a draft kept on the device. */
  restored: boolean;
  /** The values differ from those last saved (or opened with). */
  dirty: boolean;
  change(values: EditorValues): void;
  /** Back to what the editor opened with; the draft goes. */
  discard(): void;
  /** These values are saved: the draft goes, and they are the new baseline. */
  saved(values: EditorValues): void;
}

export function useEditorValues(start: TaskEditorStart, kind: string, blank: () => EditedTask): EditorValuesState {
  const draft = useTaskDraft(`editor:${kind}`, draftTaskId(start));
  const [opened] = useState(() => startValues(start, blank));
  const [state, setState] = useState(() => {
    const kept = readDraft(draft.read());
    // A draft of another kind's task under the same key is not this task's.
    const usable = kept && kept.task.taskType === opened.task.taskType && !sameValues(kept, opened) ? kept : undefined;
    return { values: usable ?? opened, baseline: opened, restored: usable !== undefined };
  });

  const change = (values: EditorValues) => {
    setState((old) => ({ ...old, values }));
    if (sameValues(values, state.baseline)) draft.clear();
    else draft.save(values);
  };
  return {
    values: state.values,
    restored: state.restored,
    dirty: !sameValues(state.values, state.baseline),
    change,
    discard: () => {
      draft.clear();
      setState({ values: opened, baseline: opened, restored: false });
    },
    saved: (values) => {
      draft.clear();
      setState((old) => ({ ...old, baseline: values, restored: false }));
    },
  };
}
