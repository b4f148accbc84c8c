/**
 * The school administrator's calls (issue 34, server/school/admin-contract.ts): roster import, people,
 * classes, the audit log; and the teacher's reset of a student's password. The admin's calls are guarded
 * by requireAdmin (app.ts), the teacher's by requireTeacher plus the class check in resetPassword.
 */
import { Hono } from 'hono';
import { ErrorCode } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError } from '../http/http-error';
import { readBody, readQuery } from '../http/validate';
import { AdminPaths, PACK_UPLOAD_MAX_BYTES, ROSTER_MAX_BYTES, packQuerySchema, type PackRefusal, auditQuerySchema, disabledRequestSchema, moveRequestSchema, peopleQuerySchema, rosterQuerySchema } from '../school/admin-contract';
import { auditEntries, recordAudit } from '../school/audit-log';
import { filesDirOf } from '../config';
import { checkPack } from '../content/pack-check';
import { PackReadError, readPackZip } from '../content/pack-files';
import { PackImportRefused, importPack, listPacks } from '../content/pack-import';
import { classStudents, listPeople, moveStudent, resetPassword, schoolClasses, setDisabled } from '../school/people';
import { readRosterBody } from '../school/roster-upload';

export function adminRoutes({ db, config }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { mailDomain, passwordSuffix } = config;

  routes.post(AdminPaths.roster, async (c) => {
    const query = readQuery(c, rosterQuerySchema);
    const bytes = await readRawBody(c.req.raw, ROSTER_MAX_BYTES);
    const outcome = await readRosterBody(db, bytes, query.fileName, {
      dryRun: query.dryRun === '1', removeMissing: query.removeMissing === '1', actorId: c.get('userId'), mailDomain, passwordSuffix,
    });
    // Memberships kept in memory hear of the moves from the class_members trigger (migration 008).
    return 'refusal' in outcome ? c.json(outcome.refusal, 422) : c.json(outcome.report);
  });

  routes.get(AdminPaths.packs, async (c) => c.json({ packs: await listPacks(db) }));

  // A content pack's zip (issue 35): checked and imported all or nothing; 422 says why not.
  routes.post(AdminPaths.packs, async (c) => {
    const { fileName } = readQuery(c, packQuerySchema);
    const bytes = await readRawBody(c.req.raw, PACK_UPLOAD_MAX_BYTES);
    const refused = (message: string, problems: PackRefusal['problems'] = []) => c.json({ errorCode: ErrorCode.VALIDATION_FAILED, message, problems } satisfies PackRefusal, 422);
    let files;
    try {
      files = readPackZip(bytes);
    } catch (error) {
      // Chinese first for the administrator, the checker's own words (a content engineer's) after.
      if (error instanceof PackReadError) return refused(`内容包无法读取（${fileName}）：${error.message}`);
      throw error;
    }
    const checked = checkPack(files);
    if ('problems' in checked) return refused(`内容包有 ${checked.problems.length} 处问题，未导入任何内容`, checked.problems);
    try {
      const report = await importPack(db, checked.pack, files, { filesDir: filesDirOf(config) });
      if (report.status === 'imported') await recordAudit(db, { actorId: c.get('userId'), action: 'pack.import', target: report.packId, summary: `导入内容包 ${report.packId} ${report.version}` });
      return c.json(report);
    } catch (error) {
      if (error instanceof PackImportRefused) return refused(`内容包没有导入：${error.message}`);
      throw error;
    }
  });

  routes.get(AdminPaths.people, async (c) => {
    const query = readQuery(c, peopleQuerySchema);
    return c.json(await listPeople(db, {
      ...(query.q ? { q: query.q } : {}), ...(query.classId ? { classId: query.classId } : {}), ...(query.role ? { role: query.role } : {}),
      ...(query.disabled ? { disabled: query.disabled === '1' } : {}), offset: query.offset ?? 0, limit: query.limit ?? 50,
    }, mailDomain));
  });

  routes.get(AdminPaths.classes, async (c) => c.json({ classes: await schoolClasses(db) }));

  routes.post('/api/v1/chronus/admin/people/:personId/move', async (c) => {
    const { classId } = await readBody(c, moveRequestSchema);
    return c.json(await moveStudent(db, c.get('userId'), c.req.param('personId'), classId, mailDomain));
  });

  routes.post('/api/v1/chronus/admin/people/:personId/disabled', async (c) => {
    const { disabled } = await readBody(c, disabledRequestSchema);
    return c.json(await setDisabled(db, c.get('userId'), c.req.param('personId'), disabled, mailDomain));
  });

  routes.post('/api/v1/chronus/admin/people/:personId/password', async (c) => c.json(await resetPassword(db, c.get('userId'), c.req.param('personId'), { mailDomain, passwordSuffix })));

  routes.get(AdminPaths.audit, async (c) => {
    const query = readQuery(c, auditQuerySchema);
    return c.json({ entries: await auditEntries(db, { limit: query.limit ?? 100, ...(query.before ? { before: query.before } : {}) }) });
  });

  // A teacher's class's students, and a reset for one of them (people.ts checks the class is theirs).
  routes.get('/api/v1/chronus/teacher/classes/:classId/students', async (c) => c.json({ students: await classStudents(db, c.get('userId'), c.req.param('classId'), mailDomain) }));
  routes.post('/api/v1/chronus/teacher/students/:studentId/password', async (c) =>
    c.json(await resetPassword(db, c.get('userId'), c.req.param('studentId'), { mailDomain, passwordSuffix, teacherId: c.get('userId') })));

  return routes;
}

/** The raw body, refused with 413 past `maxBytes` (by its Content-Length, then as it streams in). */
async function readRawBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `文件太大（上限 ${Math.round(maxBytes / 1024 / 1024)} MB）`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
