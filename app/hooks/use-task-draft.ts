/**
 * A task screen's work in progress kept on the phone (issue 32, item 12): drag-drop placements and
 * reading strokes survive a reload or leaving the screen until they are handed in. Kept in local
 * storage by student and task (another student on the same phone never sees them), the newest
 * MAX_TASK_DRAFTS only, so old lessons do not fill the storage.
 */
import { useMemo } from 'react';
import type { TaskDraft } from '@core/registry/task-plugin';
import { StorageToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { useSession } from '../session/SessionContext';

export const MAX_TASK_DRAFTS = 20;

/** A task screen's work in progress (drag-drop placements, reading strokes), kept until it is handed in. */
export interface StoredTaskDraft {
  /** `<student id>/<task kind>/<task id>`. */
  key: string;
  /** Epoch ms of the last change. */
  savedAtMs: number;
  value: unknown;
}

declare module '@core/services/storage' {
  interface StorageSlots {
    /** Unsubmitted work on classroom task screens, by student and task. */
    taskDrafts: StoredTaskDraft[];
  }
}

export function useTaskDraft(kind: string, taskId: string): TaskDraft {
  const storage = useService(StorageToken);
  const userId = useSession().user.id;
  return useMemo(() => {
    const key = `${userId}/${kind}/${taskId}`;
    const others = () => (storage.get('taskDrafts') ?? []).filter((draft) => draft.key !== key);
    return {
      read: () => storage.get('taskDrafts')?.find((draft) => draft.key === key)?.value,
      save(value: unknown) {
        const kept: StoredTaskDraft[] = [...others(), { key, savedAtMs: Date.now(), value }];
        storage.set('taskDrafts', kept.toSorted((a, b) => a.savedAtMs - b.savedAtMs).slice(-MAX_TASK_DRAFTS));
      },
      clear: () => storage.set('taskDrafts', others()),
    };
  }, [storage, userId, kind, taskId]);
}
