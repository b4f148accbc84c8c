/**
 * Answer checks for the student's first load (sign-in, home, the session, stored values, the version
 * file) and for the homework list, the page students open most. They mirror zod schemas of this folder, which stay the source of truth for the server and the
 * API tests; zod itself costs about 16 KB gzipped on a phone's first load, more than the rest of the
 * sign-in and home pages together, so these few shapes are checked with the small combinators below.
 * `first-load-checks.test.ts` holds each check to its zod schema on thousands of generated values.
 */

/** A failed check: where (a JSON path such as `$.schools[0].shortName`) and what was expected. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(readonly path: string, readonly expected: string) {
    super(`${path}: expected ${expected}`);
  }
}

/** Checks a value and returns it typed, or throws a ShapeError. */
export type Check<T> = (value: unknown, path?: string) => T;

const fail = (path: string, expected: string): never => {
  throw new ShapeError(path, expected);
};

export const string: Check<string> = (value, path = '$') => (typeof value === 'string' ? value : fail(path, 'string'));
export const nonEmptyString: Check<string> = (value, path = '$') => (typeof value === 'string' && value.length > 0 ? value : fail(path, 'non-empty string'));
export const number: Check<number> = (value, path = '$') => (typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'number'));
export const boolean: Check<boolean> = (value, path = '$') => (typeof value === 'boolean' ? value : fail(path, 'boolean'));
export const unknownValue: Check<unknown> = (value) => value;

export function literal<const T extends string | number | boolean>(expected: T): Check<T> {
  return (value, path = '$') => (value === expected ? expected : fail(path, JSON.stringify(expected)));
}

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (value, path = '$') => (values.includes(value as T) ? (value as T) : fail(path, values.join(' | ')));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path = '$') => (value === undefined ? undefined : check(value, path));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path = '$') => (value === null ? null : check(value, path));
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path = '$') => (Array.isArray(value) ? value.map((item, i) => check(item, `${path}[${i}]`)) : fail(path, 'array'));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Shape = Record<string, Check<unknown>>;
type Checked<S extends Shape> = { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> } & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
};

/** An object with these keys; other keys are dropped (as z.object does) or kept with `loose`. */
export function object<S extends Shape>(shape: S, options: { loose?: boolean } = {}): Check<Checked<S>> {
  return (value, path = '$') => {
    if (!isPlainObject(value)) return fail(path, 'object');
    const result: Record<string, unknown> = options.loose ? { ...value } : {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], `${path}.${key}`);
      if (checked !== undefined) result[key] = checked;
      else delete result[key];
    }
    return result as Checked<S>;
  };
}

// ---- The first-load shapes (each mirrors the zod schema named beside it) ----

/** authenticationResultSchema (auth.ts) */
export const authenticationResult = object({ accessToken: string, expiresAtSec: number, refreshToken: string });
/** initiateAuthResponseSchema */
export const initiateAuthResponse = object({ authenticationResult });
/** tokenExchangeResponseSchema */
export const tokenExchangeResponse = object({ accessToken: string, expiresAtSec: number });
/** authUrlResponseSchema */
export const authUrlResponse = object({ authUrl: string });
/** logoutUrlResponseSchema */
export const logoutUrlResponse = object({ data: object({ logoutUrl: string }) });

const permission = object({ code: string, type: number });
/** userInfoSchema (user.ts) */
export const userInfo = object({
  id: string,
  userId: string,
  nickName: string,
  avatar: optional(string),
  disabled: boolean,
  login: optional(string),
  userGender: optional(number),
  userType: number,
  teachingExperience: optional(number),
  permissions: array(permission),
  schools: array(object({ shortName: string, gradeGroups: array(object({ gradeLevelStr: string, groups: array(object({ id: string, name: string })) })) })),
});
/** permissionsResponseSchema */
export const permissionsResponse = object({ codes: array(string), permissions: array(permission) });

/** classroomTaskResponseSchema (classroom.ts) */
export const classroomTaskResponse = object({
  groupTaskId: string,
  taskType: number,
  groupId: string,
  unitId: optional(string),
  unitTitle: optional(string),
  periodId: optional(string),
  title: string,
  episodeActivities: array(object({ episodeId: string, activities: array(unknownValue) }, { loose: true })),
  interactiveTask: optional(unknownValue),
  collaborativeLearning: optional(unknownValue),
  startedAtSec: number,
});

/** versionFileSchema (files.ts) */
export const versionFile = object({ version: string });

/** downloadInfoResponseSchema (files.ts): /oia is a landing page, opened cold from a shared link. */
export const downloadInfoResponse = object({ androidUrl: string, iosUrl: string });

const groupHomework = object({ id: string, title: string, unitId: string, category: string, revisal: boolean, groupId: string, tasks: array(unknownValue) });
const errorNotebook = object({ totalError: number, alreadyRevisal: number, homeworkId: string, needToRevisal: number, errorAnswer: array(unknownValue) });
/** homeworkSummarySchema (homework.ts) */
export const homeworkSummary = object({
  id: string,
  studentId: string,
  groupHomeworkId: string,
  groupHomework,
  status: number,
  createdAtSec: number,
  updatedAtSec: number,
  imageUrl: optional(string),
  desc: optional(string),
  topic: optional(string),
  periodId: optional(string),
  spokenComments: array(object({ spokenComment: string, automatic: optional(boolean) })),
  report: optional(object({ accuracy: number })),
  taskResults: array(unknownValue),
  errorNotebook: optional(errorNotebook),
});
/** homeworkListResponseSchema */
export const homeworkListResponse = object({ homeworks: array(homeworkSummary), marker: nullable(string) });

/** smartHomeworkSchema (adaptive.ts) */
export const smartHomework = object({
  id: string,
  title: string,
  assignAtSec: number,
  finished: boolean,
  assignmentDetail: object({ categories: array(string), mode: number }),
  groupTaskId: optional(string),
  activities: array(object({ activityId: string, episodeId: string, uuid: string, activity: object({ id: string, type: number }, { loose: true }) })),
});
/** adaptiveListResponseSchema */
export const adaptiveListResponse = object({ list: array(smartHomework), marker: nullable(string) });
