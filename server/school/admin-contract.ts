/**
 * The school administrator's calls (issue 34; the spec shows no admin screens) and the teacher's password
 * reset: rosters, people, passwords and the audit log, under /api/v1/chronus/admin/* (admins only) and
 * /api/v1/chronus/teacher/students/{id}/password (a teacher of one of the student's classes).
 *
 * The server checks requests with these schemas; the admin page (app/pages/admin/) reads the answers
 * with the types below, imported type-only, so the two cannot drift apart.
 */
import { z } from '@core/content/zod';

const ADMIN = '/api/v1/chronus/admin';
export const AdminPaths = {
  /** POST: the roster file as the raw body; ?fileName=&dryRun=1&removeMissing=1. Answers RosterReport (or 422 RosterRefusal). */
  roster: `${ADMIN}/roster`,
  /** GET: ?q=&classId=&role=student|teacher|admin&disabled=1&offset=&limit= → PeoplePage. */
  people: `${ADMIN}/people`,
  /** GET → { classes: SchoolClassRow[] }. */
  classes: `${ADMIN}/classes`,
  /** POST { classId } → Person: a student moved to another class (out of every other). */
  move: (personId: string) => `${ADMIN}/people/${encodeURIComponent(personId)}/move`,
  /** POST { disabled: boolean } → Person: disabled (its tokens die at once) or enabled again. */
  disabled: (personId: string) => `${ADMIN}/people/${encodeURIComponent(personId)}/disabled`,
  /** POST → NewPassword, shown once. */
  password: (personId: string) => `${ADMIN}/people/${encodeURIComponent(personId)}/password`,
  /** GET ?limit=&before= → { entries: AuditEntry[] }, newest first. */
  audit: `${ADMIN}/audit`,
  /**
   * Content packs (issue 35). GET → { packs: PackListing[] }. POST: the pack's .zip as the raw body,
   * ?fileName= → PackImportReport; 422 PackRefusal (its problems, or why the server cannot take it).
   */
  packs: `${ADMIN}/packs`,
} as const;
/** POST → NewPassword: a teacher resets the password of a student of their class. */
export const teacherResetPasswordPath = (studentId: string) => `/api/v1/chronus/teacher/students/${encodeURIComponent(studentId)}/password`;
/** GET → { students: ClassStudent[] }: the enabled students of a class of the teacher's. */
export const teacherClassStudentsPath = (classId: string) => `/api/v1/chronus/teacher/classes/${encodeURIComponent(classId)}/students`;
export interface ClassStudent { id: string; name: string; account: string }

/** The largest roster file taken (a 2,000-row spreadsheet is about 100 KB). */
export const ROSTER_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows a roster may have: a whole school. */
export const ROSTER_MAX_ROWS = 10_000;

export const rosterQuerySchema = z.object({
  /** The file's name: its extension says how to read it (.xlsx or .csv). */
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  dryRun: z.optional(z.enum(['0', '1'])),
  removeMissing: z.optional(z.enum(['0', '1'])),
});

export const ROLES = ['student', 'teacher'] as const;
export type RosterRole = (typeof ROLES)[number];

/** A person as the roster gives them (after the file is read and checked). */
export interface RosterPerson {
  /** 1-based row number in the file, the header being row 1. */
  row: number;
  account: string;
  name: string;
  role: RosterRole;
  /** A student's one class, a teacher's classes: each `grade` + `class` (e.g. 七年级 + 1班). */
  classes: { grade: string; name: string }[];
  /** A password the file sets; otherwise a new account gets a generated one. */
  password?: string;
}

/** One bad row of a roster and why, in Chinese (e.g. 第 5 行：缺少姓名). */
export interface RosterRowError { row: number; reason: string }

/** What an import changed, or would change (dryRun). */
export interface RosterReport {
  dryRun: boolean;
  added: { account: string; name: string; role: RosterRole; classes: string[] }[];
  moved: { account: string; name: string; from: string[]; to: string[] }[];
  renamed: { account: string; from: string; to: string }[];
  /** No longer listed and disabled (only with removeMissing). Their work is kept. */
  disabled: { account: string; name: string }[];
  /** Listed again after being disabled: enabled. */
  enabled: { account: string; name: string }[];
  classesAdded: string[];
  unchanged: number;
  /**
   * The new accounts' passwords, shown this once (never on a dry run): the admin prints them as slips
   * and keeps the CSV. The server keeps only their hashes.
   */
  passwords: PasswordSlip[];
}

export interface PasswordSlip { account: string; name: string; className: string; password: string }

/** 422: the file was not imported at all; every bad row is listed. */
export interface RosterRefusal { errorCode: number; message: string; rows: RosterRowError[] }

export interface Person {
  id: string;
  account: string;
  name: string;
  role: RosterRole | 'admin';
  classes: { id: string; name: string }[];
  disabled: boolean;
}

export const peopleQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  classId: z.optional(z.string().check(z.maxLength(100))),
  role: z.optional(z.enum(['student', 'teacher', 'admin'])),
  disabled: z.optional(z.enum(['0', '1'])),
  offset: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(1_000_000)))),
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200)))),
});
export interface PeoplePage { people: Person[]; total: number }

export interface SchoolClassRow { id: string; grade: string; name: string; studentCount: number; teacherCount: number }

export const moveRequestSchema = z.object({ classId: z.string().check(z.minLength(1), z.maxLength(100)) });
export const disabledRequestSchema = z.object({ disabled: z.boolean() });

export interface NewPassword { account: string; name: string; password: string }

export const auditQuerySchema = z.object({
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(500)))),
  /** Entries before this id (the last one of the previous page). */
  before: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1)))),
});
export interface AuditEntry {
  id: number;
  atSec: number;
  actor: { id: string; name: string };
  /** roster.import, person.move, person.disable, person.enable, password.reset */
  action: string;
  /** Whom it concerned (an account), when one person. */
  target?: string;
  /** What changed, in a line (移至 七年级2班, 新增 120 人 …). */
  summary: string;
}

/** The largest pack zip the admin page uploads (bigger packs: npm run content -- import). */
export const PACK_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
export const packQuerySchema = z.object({ fileName: z.string().check(z.minLength(1), z.maxLength(255)) });
export type { PackImportReport, PackListing } from '../content/pack-import';
export type { PackProblem } from '../content/pack-check';
/** 422: nothing imported; `problems` lists what is wrong in the pack (file, JSON path, message), empty when the server refused it whole (`message`). */
export interface PackRefusal { errorCode: number; message: string; problems: { file: string; path: string; message: string }[] }
