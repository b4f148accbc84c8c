/**
 * What a kind's own page uses of the app (a route with `loadPage`: a standalone screen with its own
 * host, such as the reading report): the shell's chrome and a few hooks. Plugins do not import app/;
 * the app implements this and provides it under taskPageHostRef (core/registry/task-services.ts).
 * Kept small: what the kinds' pages need, nothing more. The page's host also provides, for as long as
 * the page is open, the stored files (storedFileRef).
 */
import type { ComponentType, ReactNode } from 'react';
import type { HomeworkDetail } from '../contract';
import { createTaskServiceRef } from './task-services';

export interface TaskPageHost {
  /** The title bar: a back button (to `backTo`, or back) and the title. */
  PageHeader: ComponentType<{ title: string; backTo?: string; action?: ReactNode }>;
  Spinner: ComponentType<{ label?: string }>;
  EmptyState: ComponentType<{ text?: string }>;
  /** 网络不给力 with a refresh button. */
  NetworkTrouble: ComponentType<{ onRefresh(): void }>;
  /** The homework as the signed-in user may see it (its tasks' results included). */
  loadHomework(homeworkId: string): Promise<HomeworkDetail>;
}

export const taskPageHostRef = createTaskServiceRef<TaskPageHost>('page-host');
