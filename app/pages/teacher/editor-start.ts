/**
 * What the console's task editor opens on (issue 36): a blank task of a kind (新建任务), or a task with its
 * title and sharing, with `id` when it is one of the teacher's own to save over (编辑) and without for a
 * new one (复制).
 */
import type { EditedTask } from '@core/registry/task-plugin';

export type EditorStart = { kind: string } | { id?: string; title: string; task: EditedTask; shared: boolean };
