/** The admin's calls (issues 34 and 35): the paths copied from the contract stay its paths; a 422 is read as a refusal. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import * as contract from '@server/school/admin-contract';
import { AdminPaths, PACK_UPLOAD_MAX_BYTES, ROSTER_MAX_BYTES, packRefusal, rosterRefusal } from './admin-calls';
import { classStudentsPath, studentPasswordPath } from './teacher-calls';

describe('the admin calls', () => {
  it('use the contract’s paths, byte for byte', () => {
    const id = 'u 1/2?';
    for (const key of ['roster', 'people', 'classes', 'audit', 'packs'] as const) expect(AdminPaths[key]).toBe(contract.AdminPaths[key]);
    for (const key of ['move', 'disabled', 'password'] as const) expect(AdminPaths[key](id)).toBe(contract.AdminPaths[key](id));
    expect(studentPasswordPath(id)).toBe(contract.teacherResetPasswordPath(id));
    expect(classStudentsPath(id)).toBe(contract.teacherClassStudentsPath(id));
    expect(ROSTER_MAX_BYTES).toBe(contract.ROSTER_MAX_BYTES);
    expect(PACK_UPLOAD_MAX_BYTES).toBe(contract.PACK_UPLOAD_MAX_BYTES);
  });

  it('read a 422 with its rows as a refusal, and nothing else', () => {
    const rows = [{ row: 5, reason: '第 5 行：缺少姓名' }];
    expect(rosterRefusal(new ApiError('花名册有 1 行不对', 422, 3, { errorCode: 3, message: '花名册有 1 行不对', rows }))).toEqual({ errorCode: 3, message: '花名册有 1 行不对', rows });
    expect(rosterRefusal(new ApiError('bad', 422, 3, { errorCode: 3, message: 'bad' }))).toBeUndefined();
    expect(rosterRefusal(new ApiError('HTTP 500', 500, undefined, { rows }))).toBeUndefined();
    expect(rosterRefusal(new Error('x'))).toBeUndefined();
  });

  it('read a pack’s 422 as its refusal, with its problems or none (refused whole)', () => {
    const problems = [{ file: 'episodes/e1.json', path: 'activities[0].type', message: 'unknown activity type 99' }];
    expect(packRefusal(new ApiError('内容包有 1 处问题，未导入任何内容', 422, 3, { errorCode: 3, message: '内容包有 1 处问题，未导入任何内容', problems }))).toEqual({ errorCode: 3, message: '内容包有 1 处问题，未导入任何内容', problems });
    expect(packRefusal(new ApiError('m1 1.0.0 was imported with other files', 422, 3, { errorCode: 3, message: 'm1 1.0.0 was imported with other files', problems: [] }))?.problems).toEqual([]);
    expect(packRefusal(new ApiError('HTTP 413', 413, undefined, {}))).toBeUndefined();
    expect(packRefusal(new Error('x'))).toBeUndefined();
  });
});
