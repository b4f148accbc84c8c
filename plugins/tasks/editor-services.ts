/**
 * The services a kind's editor asks the console for (issue 36), by ref as a view's are
 * (core/registry/task-services.ts): the teacher's media (upload, and the school's list for reuse) and the
 * teacher's library (an optional task's items are picked from it). The console provides both around
 * every editor (app/pages/teacher/editor/).
 */
import { createTaskServiceRef } from '@core/registry/task-services';
import type { LibraryTask } from '@core/contract';
import type { EditorProblem } from '@core/registry/task-plugin';
import type { TeacherMedia, TeacherMediaKind } from './teacher-media';

export type { TeacherMedia, TeacherMediaKind };

export interface TeacherMediaService {
  /** Uploads a file; rejects with an Error whose message is the Chinese reason to show (too large, not a picture ...). */
  upload(file: File): Promise<TeacherMedia>;
  /** The school's teachers' uploads, newest first, of one kind or all. */
  list(kind?: TeacherMediaKind): Promise<TeacherMedia[]>;
}
export const teacherMediaRef = createTaskServiceRef<TeacherMediaService>('teacher-media');

export interface EditorLibraryService {
  /** The tasks the teacher may start: their own, the school's shared ones, the packs'. */
  tasks(): Promise<LibraryTask[]>;
}
export const editorLibraryRef = createTaskServiceRef<EditorLibraryService>('editor-library');

/**
 * The problem to show at a field: the first whose path is `path` or inside it ('interactiveTask.voteTask.options'
 * finds 'interactiveTask.voteTask.options[1].text' too). The host has put its message in Chinese already.
 */
export function problemAt(problems: readonly EditorProblem[], path: string): string | undefined {
  return problems.find((problem) => problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`))?.message;
}
