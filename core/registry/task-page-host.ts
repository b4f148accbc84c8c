/**
 * What a kind's own page uses of the app (a route with `loadPage`: a standalone screen with its own
 * host, such as the reading report or collaborative learning's two screens), and a teacher panel's own
 * controls (老师分组): the shell's chrome and a few calls. Plugins do not import app/; the app implements
 * this and provides it under taskPageHostRef (core/registry/task-services.ts). Kept small: what the
 * kinds need, nothing more. It lives as long as the page or panel (the app's TaskPageScope), which also
 * provides the stored files (storedFileRef). Components and plain functions only, no hooks: a page
 * polls in its own effects.
 */
import type { ComponentType, ReactNode } from 'react';
import type { HomeworkDetail } from '../contract';
import type { ApiService } from '../services/api/api-service';
import { createTaskServiceRef } from './task-services';

export interface TaskPageHost {
  /** The title bar: a back button (to `backTo`, or back) and the title. */
  PageHeader: ComponentType<{ title: string; backTo?: string; action?: ReactNode }>;
  Spinner: ComponentType<{ label?: string }>;
  EmptyState: ComponentType<{ text?: string; action?: ReactNode }>;
  /** 网络不给力 with a refresh button. */
  NetworkTrouble: ComponentType<{ onRefresh(): void }>;
  /** A modal with 确定 (`confirmText`) and, given `onCancel`, 取消. */
  Dialog: ComponentType<{ title: string; children?: ReactNode; confirmText?: string; onCancel?(): void; onConfirm(): void }>;
  /** Shows a short message at the bottom of the screen. */
  toast(message: string): void;
  /** The homework as the signed-in user may see it (its tasks' results included). */
  loadHomework(homeworkId: string): Promise<HomeworkDetail>;
  /** The signed-in user's calls, for a kind's own (collaborative learning's group calls). */
  api: ApiService;
  /** Hands a classroom task's result to the server as the task screens do (with its Idempotency-Key). */
  submitTaskResult(kind: string, taskId: string, body: unknown): Promise<void>;
  /** The signed-in user's id and the class they are in now. */
  signedIn: { userId: string; groupId: string | undefined };
  /**
   * Runs `tick` now, then again `delayAfter(failures)` ms after each answer, only while the page is
   * visible (at once when it shows again); `tick` is told whether it is still wanted. Answers how to
   * stop: a page starts it in an effect and returns that.
   */
  pollWhileVisible(tick: (active: () => boolean) => Promise<void>, delayAfter: (failures: number) => number): () => void;
  /** The class's running task (spec 02 §4), or null when it has none. */
  fetchClassroomTask(groupId: string | undefined): Promise<{ groupTaskId: string } | null>;
  /** The app's audio: one sound at a time; play resolves when it ends, rejects when it cannot play. */
  audio: { play(id: string, url: string): Promise<void>; stop(): void };
}

export const taskPageHostRef = createTaskServiceRef<TaskPageHost>('page-host');
