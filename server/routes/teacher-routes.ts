/** The teacher's calls of the live classroom (issue 13, core/contract/teacher.ts). */
import { Hono } from 'hono';
import { START_TASK_MAX_BYTES, classTasksQuerySchema, startTaskRequestSchema, taskLibraryQuerySchema } from '@core/contract';
import { teacherGroupsRequestSchema } from '@plugins/tasks/collaborative/definition';
import { TaskType } from '@core/domain';
import { badRequest } from '../http/http-error';
import { groupsOf } from '../classroom/groups';
import { makeTeacherGroups } from '../classroom/teacher-groups';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { sendTaggedJson, taggedJson } from '../http/etag-json';
import { classHistoryQuerySchema } from '../classroom/class-history-contract';
import { classHistory } from '../classroom/class-history';
import { exportTaskResults } from '../classroom/task-export';
import { attachmentHeader, exportQuerySchema } from '../homework/teacher-results-export';
import { classTasks, endTask, liveView, startTask, taskLibrary, teacherClasses, teachersTask } from '../classroom/teacher-repository';

const TEACHER = '/api/v1/chronus/teacher';

export function teacherRoutes({ db, presence, rosters, runningTasks, groupSpecifications }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${TEACHER}/classes`, async (c) => c.json({ classes: await teacherClasses(db, c.get('userId')) }));

  routes.get(`${TEACHER}/task-library`, async (c) => {
    const { classId } = readQuery(c, taskLibraryQuerySchema);
    return c.json({ tasks: await taskLibrary(db, c.get('userId'), classId) });
  });

  routes.post(`${TEACHER}/classes/:classId/tasks`, async (c) => {
    const body = await readBody(c, startTaskRequestSchema, { maxBytes: START_TASK_MAX_BYTES });
    const started = await startTask(db, c.get('userId'), c.req.param('classId'), body);
    // This process's students see it on their next poll; the others hear of it from the database.
    runningTasks.invalidate(started.classId);
    // The task it ended: its groups say running:false at once here (issue 32); the others hear the NOTIFY.
    groupSpecifications.invalidateClass(started.classId);
    return c.json(started);
  });

  // The class's latest tasks, running or ended (issue 32): the console's 最近的任务 and the projector's current task.
  routes.get(`${TEACHER}/classes/:classId/tasks`, async (c) => {
    const { limit } = readQuery(c, classTasksQuerySchema);
    return sendTaggedJson(c, taggedJson({ tasks: await classTasks(db, c.get('userId'), c.req.param('classId'), limit) }));
  });

  // Every task the class ran, a page at a time (issue 37): the console's 全部课堂记录.
  routes.get(`${TEACHER}/classes/:classId/history`, async (c) => {
    const page = readQuery(c, classHistoryQuerySchema);
    return c.json(await classHistory(db, c.get('userId'), c.req.param('classId'), page));
  });

  // A task's results as a file (issue 37): one row per student × item.
  routes.get(`${TEACHER}/tasks/:groupTaskId/export`, async (c) => {
    const { format } = readQuery(c, exportQuerySchema);
    const file = await exportTaskResults(db, c.get('userId'), c.req.param('groupTaskId'), format);
    return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': attachmentHeader(file.fileName), 'Cache-Control': 'no-store' });
  });

  routes.post(`${TEACHER}/tasks/:groupTaskId/end`, async (c) => {
    const ended = await endTask(db, c.get('userId'), c.req.param('groupTaskId'));
    runningTasks.invalidate(ended.classId);
    groupSpecifications.invalidateClass(ended.classId);
    return c.json(ended);
  });

  // Teacher-made groups of a collaborative task (issue 15): the class dealt at random into groups of `size`.
  routes.post(`${TEACHER}/tasks/:groupTaskId/groups`, async (c) => {
    const { size } = await readBody(c, teacherGroupsRequestSchema);
    const task = await teachersTask(db, c.get('userId'), c.req.param('groupTaskId'));
    if (task.task_type !== TaskType.COLLABORATIVE_LEARNING) throw badRequest('only a collaborative task has groups');
    if (task.ended_at_sec !== null) throw badRequest('this task has ended');
    await makeTeacherGroups(db, task, size);
    groupSpecifications.invalidate(task.id);
    return c.json({ groups: await groupsOf(db, task.id) });
  });

  routes.get(`${TEACHER}/tasks/:groupTaskId/live`, async (c) => sendTaggedJson(c, taggedJson(await liveView(db, c.get('userId'), c.req.param('groupTaskId'), { presence, rosters }))));

  return routes;
}
