/**
 * 保存: a new task (or a copy) is created with POST under an Idempotency-Key, the teacher's own is
 * updated with PUT. One key per save attempt: a retry of the same body after no answer came sends the
 * same key, so the server answers the first task instead of making a second; anything else gets a new one.
 */
import { useRef, useState } from 'react';
import type { LibraryTask } from '@core/contract';
import { createLibraryTask, updateLibraryTask } from '@app/client/task-library-calls';
import type { EditorProblem } from '@core/registry/task-plugin';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../../services/ServicesContext';
import { refusalOf } from './editor-problems';
import { isNewTaskStart, type TaskEditorStart } from './editor-start';
import { taskWriteOf, type EditorValues } from './editor-values';

export interface SaveState {
  saving: boolean;
  /** The server's refusal of the last save ('' path: of the whole task), until the next change or save. */
  refusal: EditorProblem | undefined;
  save(values: EditorValues): Promise<LibraryTask | undefined>;
  forgetRefusal(): void;
}

export function useSaveTask(start: TaskEditorStart): SaveState {
  const api = useService(ApiToken);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<EditorProblem>();
  const attempt = useRef<{ key: string; body: string }>(undefined);
  const ownId = isNewTaskStart(start) ? undefined : start.id;

  const save = async (values: EditorValues) => {
    const write = taskWriteOf(values);
    const body = JSON.stringify(write);
    const key = attempt.current?.body === body ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, body };
    setSaving(true);
    setRefusal(undefined);
    try {
      const saved = ownId === undefined ? await createLibraryTask(api, write, key) : await updateLibraryTask(api, ownId, write);
      attempt.current = undefined;
      return saved;
    } catch (error) {
      const { retry, ...problem } = refusalOf(error);
      if (!retry) attempt.current = undefined;
      setRefusal(problem);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, refusal, save, forgetRefusal: () => setRefusal(undefined) };
}
