import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { authenticationResultSchema, authUrlResponseSchema, initiateAuthResponseSchema, logoutUrlResponseSchema, tokenExchangeResponseSchema } from '@core/contract/auth';
import { adaptiveListResponseSchema } from '@core/contract/adaptive';
import { classroomTaskResponseSchema } from '@core/contract/classroom';
import { downloadInfoResponseSchema, versionFileSchema } from '@core/contract/files';
import * as checks from './first-load-checks';
import { homeworkListResponseSchema } from '@core/contract/homework';
import { permissionsResponseSchema, userInfoSchema } from '@core/contract/user';

const pairs: [string, checks.Check<unknown>, z.ZodMiniType][] = [
  ['authenticationResult', checks.authenticationResult, authenticationResultSchema],
  ['initiateAuthResponse', checks.initiateAuthResponse, initiateAuthResponseSchema],
  ['tokenExchangeResponse', checks.tokenExchangeResponse, tokenExchangeResponseSchema],
  ['authUrlResponse', checks.authUrlResponse, authUrlResponseSchema],
  ['logoutUrlResponse', checks.logoutUrlResponse, logoutUrlResponseSchema],
  ['userInfo', checks.userInfo, userInfoSchema],
  ['permissionsResponse', checks.permissionsResponse, permissionsResponseSchema],
  ['classroomTaskResponse', checks.classroomTaskResponse, classroomTaskResponseSchema],
  ['versionFile', checks.versionFile, versionFileSchema],
  ['downloadInfoResponse', checks.downloadInfoResponse, downloadInfoResponseSchema],
  ['homeworkListResponse', checks.homeworkListResponse, homeworkListResponseSchema],
  ['adaptiveListResponse', checks.adaptiveListResponse, adaptiveListResponseSchema],
];

const validUser = {
  id: 'u1', userId: 'u1', nickName: '小明', disabled: false, userType: 1, permissions: [{ code: 'error_notebook', type: 1 }],
  schools: [{ shortName: '阳光小学', gradeGroups: [{ gradeLevelStr: '三年级', groups: [{ id: 'c1', name: '(1)班' }] }] }],
};
const validHomework = {
  id: 'shw-1', studentId: 'u1', groupHomeworkId: 'gh-1',
  groupHomework: { id: 'gh-1', title: 'M1U1', unitId: 'u', category: 'c', revisal: true, groupId: 'class-3-1', tasks: [{ any: 1 }] },
  status: 2, createdAtSec: 1, updatedAtSec: 2, imageUrl: 'i.png', desc: 'd', topic: 't', periodId: 'p',
  spokenComments: [{ spokenComment: '好', automatic: true }], report: { accuracy: 80 }, taskResults: [{ any: 1 }],
  errorNotebook: { totalError: 2, alreadyRevisal: 1, homeworkId: 'shw-1', needToRevisal: 1, errorAnswer: [{ activityId: 'a' }] },
};
const validSmart = {
  id: 's1', title: '记忆巩固', assignAtSec: 1, finished: false, assignmentDetail: { categories: ['M1U1'], mode: 2 }, groupTaskId: 'gt',
  activities: [{ activityId: 'a', episodeId: 'e', uuid: 'u', activity: { id: 'a', type: 68, content: {} } }],
};
const validTask = { groupTaskId: 'g', taskType: 1, groupId: 'c', title: 't', episodeActivities: [{ episodeId: 'e', activities: [{ id: 'a' }], extra: 1 }], startedAtSec: 1 };

/** Values near each shape: the valid one with one field removed, retyped or nulled, at any depth. */
function mutations(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [null, 'x', 1, true, undefined, [], {}];
  const out: unknown[] = [];
  for (const [key, child] of Object.entries(value)) {
    for (const replacement of [undefined, null, 'x', 1, true, [], {}, ...mutations(child)]) {
      out.push(Array.isArray(value) ? value.map((v, i) => (String(i) === key ? replacement : v)) : { ...value, [key]: replacement });
    }
  }
  return out;
}

const accepts = (check: checks.Check<unknown>, value: unknown) => {
  try {
    check(value);
    return true;
  } catch (error) {
    if (!(error instanceof checks.ShapeError)) throw error;
    return false;
  }
};

describe('first-load checks agree with the zod schemas', () => {
  const samples: Record<string, unknown> = {
    authenticationResult: { accessToken: 'a', expiresAtSec: 1, refreshToken: 'r' },
    initiateAuthResponse: { authenticationResult: { accessToken: 'a', expiresAtSec: 1, refreshToken: 'r' } },
    tokenExchangeResponse: { accessToken: 'a', expiresAtSec: 2 },
    authUrlResponse: { authUrl: '/identity/login' },
    logoutUrlResponse: { data: { logoutUrl: '/identity/logout' } },
    userInfo: { ...validUser, avatar: 'a.png', login: 'x@y', userGender: 1, teachingExperience: 2 },
    permissionsResponse: { codes: ['a'], permissions: [{ code: 'a', type: 4 }] },
    classroomTaskResponse: { ...validTask, unitId: 'u', periodId: 'p', interactiveTask: { any: 1 } },
    versionFile: { version: '0.1.0+1' },
    downloadInfoResponse: { androidUrl: 'https://x/app.apk', iosUrl: 'https://apps.apple.com/x' },
    homeworkListResponse: { homeworks: [validHomework], marker: 'p2' },
    adaptiveListResponse: { list: [validSmart], marker: null },
  };

  it.each(pairs)('%s: same verdict and same output on the valid value and every near miss', (name, check, schema) => {
    const valid = samples[name];
    for (const value of [valid, ...mutations(valid)]) {
      const zodResult = schema.safeParse(value);
      const ours = accepts(check, value) ? { success: true, data: check(value) } : { success: false, data: undefined };
      expect(ours).toEqual({ success: zodResult.success, data: zodResult.data });
    }
  });

  it.each(pairs)('%s: same verdict on arbitrary JSON', (_name, check, schema) => {
    fc.assert(fc.property(fc.jsonValue(), (value) => accepts(check, value) === schema.safeParse(value).success), { numRuns: 300 });
  });

  it('says where a value went wrong', () => {
    expect(() => checks.userInfo({ ...validUser, schools: [{ shortName: 1, gradeGroups: [] }] })).toThrow('$.schools[0].shortName: expected string');
  });
});
