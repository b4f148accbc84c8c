/**
 * The teacher's own tasks and media (issue 36, server/classroom/task-library-contract.ts), under
 * /api/v1/chronus/teacher/* (teachers only: app.ts). A new task takes an Idempotency-Key like every
 * teacher POST (http/idempotency.ts): a retry answers the first task and makes no second.
 */
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/context';
import { badRequest } from '../http/http-error';
import { badTextReason } from '../http/request-guards';
import { FORM_OVERHEAD_BYTES, readCappedForm } from '../http/upload-body';
import { readBody, readQuery } from '../http/validate';
import { filesDirOf } from '../config';
import { createLibraryTask, deleteLibraryTask, updateLibraryTask } from '../classroom/task-library';
import { teacherUnits } from '../classroom/teacher-episodes';
import { MediaRefusals, mediaTooLarge, overQuota, schoolMedia, storeTeacherMedia } from '../classroom/teacher-media';
import { TEACHER_UPLOAD_QUOTA, quotaHasRoom, uploadedInWindow } from '../files/file-repository';
import {
  LIBRARY_TASK_MAX_BYTES,
  TEACHER_MEDIA_MAX_BYTES,
  TEACHER_MEDIA_NAME_MAX,
  TaskLibraryPaths,
  libraryTaskWriteSchema,
  teacherMediaQuerySchema,
} from '../classroom/task-library-contract';

/** The item path with its parameter (the contract's `item` encodes what it is given, a ':' too). */
const ITEM = `${TaskLibraryPaths.create}/:taskId` as const;
const LARGEST_MEDIA = Math.max(...Object.values(TEACHER_MEDIA_MAX_BYTES));
const FORM_MESSAGE = 'body: 请用 multipart/form-data 上传，字段 file（文件）和 name（可选）';

export function taskLibraryRoutes({ db, config, logger }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(TaskLibraryPaths.create, async (c) => {
    const write = await readBody(c, libraryTaskWriteSchema, { maxBytes: LIBRARY_TASK_MAX_BYTES });
    return c.json({ task: await createLibraryTask(db, c.get('userId'), write) }, 201);
  });

  routes.put(ITEM, async (c) => {
    const write = await readBody(c, libraryTaskWriteSchema, { maxBytes: LIBRARY_TASK_MAX_BYTES });
    return c.json({ task: await updateLibraryTask(db, c.get('userId'), c.req.param('taskId'), write) });
  });

  routes.delete(ITEM, async (c) => c.json(await deleteLibraryTask(db, c.get('userId'), c.req.param('taskId'))));

  routes.get(TaskLibraryPaths.media, async (c) => {
    const { kind } = readQuery(c, teacherMediaQuerySchema);
    return c.json({ media: await schoolMedia(db, c.get('userId'), kind) });
  });

  routes.post(TaskLibraryPaths.media, async (c) => {
    // Until the whole body is read, a refusal ends the connection rather than read the rest (as the upload does).
    c.header('Connection', 'close');
    const declared = Number(c.req.header('content-length') ?? 0);
    const used = await uploadedInWindow(db, c.get('userId'));
    if (!quotaHasRoom(used, Number.isSafeInteger(declared) ? Math.max(0, declared - FORM_OVERHEAD_BYTES) : 0, TEACHER_UPLOAD_QUOTA)) throw overQuota();
    const form = await readCappedForm(c.req.raw, LARGEST_MEDIA + FORM_OVERHEAD_BYTES, () => mediaTooLarge(MediaRefusals.largest), FORM_MESSAGE);
    c.header('Connection', undefined);
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('body.file: 请选择要上传的文件 (a file is required)');
    if (file.size === 0) throw badRequest('body.file: 文件是空的 (empty)');
    if (file.size > LARGEST_MEDIA) throw mediaTooLarge(MediaRefusals.largest);
    const media = await storeTeacherMedia(db, { filesDir: filesDirOf(config), logger }, c.get('userId'), { bytes: new Uint8Array(await file.arrayBuffer()), name: mediaName(form.get('name'), file.name) });
    return c.json({ media }, 201);
  });

  routes.get(TaskLibraryPaths.episodes, async (c) => c.json({ units: await teacherUnits(db) }));

  return routes;
}

/** The name the teacher gave, else the file's own; 400 when it holds what no name should. */
function mediaName(given: FormDataEntryValue | null, fileName: string): string {
  // Cut by characters, not UTF-16 units, so a long name never ends in half an emoji.
  const name = [...(typeof given === 'string' && given.trim() !== '' ? given : fileName).trim()].slice(0, TEACHER_MEDIA_NAME_MAX).join('');
  const reason = badTextReason(name);
  if (reason) throw badRequest(`body.name: ${reason}`);
  return name === '' ? '未命名' : name;
}
