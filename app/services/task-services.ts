/**
 * The services every task host gives the kinds' screens and panels (TaskPlugin.needs;
 * core/registry/task-services.ts): App provides them around the routes; a host may add its own inside
 * (TaskServices.with).
 */
import { taskKindsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices } from '@core/registry/task-services';
import { taskRegistry } from '@plugins/tasks';

export const appTaskServices = TaskServices.of(provide(taskKindsRef, taskRegistry));
