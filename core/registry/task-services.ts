/**
 * The services a task kind's screens and panels ask the host for (Backstage's `createApiRef`): a kind
 * names what it needs by ref (`TaskPlugin.needs`), the host (the app's task screens, the teacher
 * console) provides each by its ref through TaskServicesContext, and a view reads one with
 * useTaskService. A kind that needs nothing new costs the other kinds nothing: no prop per kind on
 * TaskViewProps, no change to the host's interface when a kind needs a service the host already has.
 */
import { createContext, useContext } from 'react';

/** A typed key of a service; `T` is only for the type checker. */
export interface TaskServiceRef<T> {
  readonly id: string;
  /** Never set: carries T so `get(ref)` is typed. */
  readonly type?: T;
}

export const createTaskServiceRef = <T>(id: string): TaskServiceRef<T> => ({ id });

/** One service the host provides: its ref and the implementation. */
export type ProvidedTaskService = readonly [ref: TaskServiceRef<never>, service: unknown];

export const provide = <T>(ref: TaskServiceRef<T>, service: T): ProvidedTaskService => [ref as TaskServiceRef<never>, service];

export class MissingTaskServiceError extends Error {
  override readonly name = 'MissingTaskServiceError';
  constructor(readonly ref: string) {
    super(`no task service "${ref}": the host provides it with <TaskServicesContext value={TaskServices.of(provide(ref, ...))}>`);
  }
}

/** The services a host provides, by ref. */
export class TaskServices {
  static readonly none = new TaskServices(new Map());

  static of(...services: readonly ProvidedTaskService[]): TaskServices {
    return new TaskServices(new Map(services.map(([ref, service]) => [ref.id, service])));
  }

  private constructor(private readonly byId: ReadonlyMap<string, unknown>) {}

  has(ref: TaskServiceRef<unknown>): boolean {
    return this.byId.has(ref.id);
  }

  /** The service under `ref`; a MissingTaskServiceError when the host provides none. */
  get<T>(ref: TaskServiceRef<T>): T {
    if (!this.byId.has(ref.id)) throw new MissingTaskServiceError(ref.id);
    return this.byId.get(ref.id) as T;
  }

  /** The service under `ref`, or undefined when the host provides none (a view that can do without it). */
  find<T>(ref: TaskServiceRef<T>): T | undefined {
    return this.byId.get(ref.id) as T | undefined;
  }

  /** These services and `more` (which win on the same ref): a host inside another adds its own. */
  with(...more: readonly ProvidedTaskService[]): TaskServices {
    return new TaskServices(new Map([...this.byId, ...more.map(([ref, service]) => [ref.id, service] as const)]));
  }
}

export const TaskServicesContext = createContext<TaskServices>(TaskServices.none);

/** The service a host provides under `ref` (throws MissingTaskServiceError when none does). */
export function useTaskService<T>(ref: TaskServiceRef<T>): T {
  return useContext(TaskServicesContext).get(ref);
}

/** The service a host provides under `ref`, or undefined: for a view that works without it (fewer tools). */
export function useOptionalTaskService<T>(ref: TaskServiceRef<T>): T | undefined {
  return useContext(TaskServicesContext).find(ref);
}
