/**
 * A checked roster applied to the school (issue 34), in one transaction: people upserted by account,
 * students moved into their one class, teachers given exactly their listed classes, names changed,
 * classes created, and (with removeMissing) the people of the listed classes no longer listed disabled —
 * never deleted, so their work stays. A dry run computes the same report and writes nothing. New accounts get a
 * generated password, returned this once for the slips; only its hash is stored.
 */
import { randomUUID } from 'node:crypto';
import { PermissionCode, SH_OXFORD, UserType } from '@core/domain';
import type { Database, Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { PasswordSlip, RosterPerson, RosterReport, RosterRowError } from './admin-contract';
import { initialPasswordHash, newInitialPassword } from './initial-passwords';
import { recordAudit } from './audit-log';
import { normaliseClassText } from './roster-classes';

export interface RosterImportOptions {
  dryRun: boolean;
  removeMissing: boolean;
  /** Who imports: the audit log names them. */
  actorId: string;
  mailDomain: string;
  passwordSuffix: string;
}

/** The roster contradicts what the school holds (an account that is an administrator's, a role changed): nothing imported. */
export class RosterConflict extends Error {
  constructor(readonly rows: RosterRowError[]) {
    super(`花名册有 ${rows.length} 行与现有账号冲突，未导入任何内容`);
  }
}

/** The school has no row yet: `npm run school -- init` makes it. */
export class NoSchoolError extends Error {
  constructor() {
    super('还没有建立学校：请先运行 npm run school -- init');
  }
}

/** The student permissions a roster account gets: every student area, and the Oxford Shanghai textbook. */
const STUDENT_CODES = [PermissionCode.CLASS_REPORT_STUDENT, PermissionCode.AFTERSCHOOL_REPORT_STUDENT, PermissionCode.ERROR_NOTEBOOK, PermissionCode.WORDBOOK_STUDENT];

/** How a class is recognised: grade and name without brackets, spaces or full-width forms, so （1）班, (1)班 and 1班 are one class. */
export const classKey = (grade: string, name: string): string => `${normaliseClassText(grade)}|${normaliseClassText(name)}`.replace(/[()]/g, '');

const classLabel = (grade: string, name: string) => `${grade}${name}`;

interface ExistingPerson { id: string; login: string; nick_name: string; user_type: number; disabled: boolean; class_ids: string[] }
interface SchoolClass { id: string; grade_level_str: string; name: string }

export async function importRoster(db: Database, people: readonly RosterPerson[], options: RosterImportOptions): Promise<RosterReport> {
  return db.transaction(async (tx) => {
    const [school] = await tx.query<{ id: string }>('SELECT id FROM schools ORDER BY id LIMIT 1');
    if (!school) throw new NoSchoolError();
    const classes = await tx.query<SchoolClass>('SELECT id, grade_level_str, name FROM classes WHERE school_id = $1', [school.id]);
    const classByKey = new Map(classes.map((c) => [classKey(c.grade_level_str, c.name), c]));
    const labelOf = new Map(classes.map((c) => [c.id, classLabel(c.grade_level_str, c.name)]));
    const existing = await tx.query<ExistingPerson>(
      `SELECT u.id, u.login, u.nick_name, u.user_type, u.disabled,
              COALESCE(array_agg(m.class_id ORDER BY m.class_id) FILTER (WHERE m.class_id IS NOT NULL), '{}') AS class_ids
         FROM users u LEFT JOIN class_members m ON m.user_id = u.id GROUP BY u.id`,
    );
    const byLogin = new Map(existing.map((p) => [p.login, p]));

    const conflicts = people.flatMap((person): RosterRowError[] => {
      const found = byLogin.get(person.account + options.mailDomain);
      if (!found) return [];
      if (found.user_type === UserType.ADMIN) return [{ row: person.row, reason: `账号“${person.account}”是管理员账号，不能出现在花名册中` }];
      const role = found.user_type === UserType.TEACHER ? 'teacher' : 'student';
      return role === person.role ? [] : [{ row: person.row, reason: `账号“${person.account}”已是${role === 'teacher' ? '教师' : '学生'}，不能改为${person.role === 'teacher' ? '教师' : '学生'}` }];
    });
    if (conflicts.length) throw new RosterConflict(conflicts);

    const report: RosterReport = { dryRun: options.dryRun, added: [], moved: [], renamed: [], disabled: [], enabled: [], classesAdded: [], unchanged: 0, passwords: [] };
    const classIdOf = async (grade: string, name: string): Promise<string> => {
      const key = classKey(grade, name);
      const known = classByKey.get(key);
      if (known) return known.id;
      const made = { id: `class-${randomUUID()}`, grade_level_str: grade, name };
      classByKey.set(key, made);
      labelOf.set(made.id, classLabel(grade, name));
      report.classesAdded.push(classLabel(grade, name));
      if (!options.dryRun) await tx.query('INSERT INTO classes (id, school_id, grade_level_str, name) VALUES ($1, $2, $3, $4)', [made.id, school.id, grade, name]);
      return made.id;
    };

    const now = nowSec();
    const rosterClassIds: string[] = [];
    const slips: (PasswordSlip & { userId: string })[] = [];
    for (const person of people) {
      // In the roster's order for the report; sorted to compare with the stored memberships.
      const listedIds = [...new Set(await Promise.all(person.classes.map((c) => classIdOf(c.grade, c.name))))];
      const classIds = listedIds.toSorted();
      rosterClassIds.push(...classIds);
      const labels = listedIds.map((id) => labelOf.get(id) ?? id);
      const found = byLogin.get(person.account + options.mailDomain);
      if (!found) {
        const userId = `user-${randomUUID()}`;
        report.added.push({ account: person.account, name: person.name, role: person.role, classes: labels });
        if (!options.dryRun) {
          await tx.query('INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [
                        // No password yet ('!' matches no hash): the generated ones are hashed together, below.
            userId, person.account + options.mailDomain, person.name, person.role === 'teacher' ? UserType.TEACHER : UserType.STUDENT, '!', now,
          ]);
          const codes = person.role === 'student' ? STUDENT_CODES : [];
          for (const code of codes) await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 1)', [userId, code]);
          await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 4)', [userId, SH_OXFORD]);
          for (const classId of classIds) await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, userId]);
          slips.push({ userId, account: person.account, name: person.name, className: labels.join('、'), password: person.password ?? newInitialPassword() });
        }
        continue;
      }
      let changed = false;
      if (found.nick_name !== person.name) {
        report.renamed.push({ account: person.account, from: found.nick_name, to: person.name });
        if (!options.dryRun) await tx.query('UPDATE users SET nick_name = $2 WHERE id = $1', [found.id, person.name]);
        changed = true;
      }
      if (found.class_ids.join() !== classIds.join()) {
        report.moved.push({ account: person.account, name: person.name, from: found.class_ids.map((id) => labelOf.get(id) ?? id), to: labels });
        if (!options.dryRun) {
          await tx.query('DELETE FROM class_members WHERE user_id = $1 AND NOT (class_id = ANY($2::text[]))', [found.id, classIds]);
          for (const classId of classIds) await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classId, found.id]);
        }
        changed = true;
      }
      if (found.disabled) {
        report.enabled.push({ account: person.account, name: person.name });
        if (!options.dryRun) await tx.query('UPDATE users SET disabled = false WHERE id = $1', [found.id]);
        changed = true;
      }
      if (!changed) report.unchanged += 1;
    }

    // Only within the classes the file lists: a roster of one grade leaves the other grades alone.
    if (options.removeMissing) {
      const listed = new Set(people.map((p) => p.account + options.mailDomain));
      const rosterClasses = new Set(rosterClassIds);
      for (const person of existing) {
        if (person.user_type === UserType.ADMIN || person.disabled || listed.has(person.login)) continue;
        if (!person.class_ids.some((id) => rosterClasses.has(id))) continue;
        report.disabled.push({ account: accountOf(person.login, options.mailDomain), name: person.nick_name });
        if (!options.dryRun) await disablePerson(tx, person.id);
      }
    }

    if (!options.dryRun) {
      await setPasswordHashes(tx, slips, options.passwordSuffix);
      report.passwords = slips.map(({ userId: _userId, ...slip }) => slip);
      await recordAudit(tx, { actorId: options.actorId, action: 'roster.import', summary: summaryOf(report) });
    }
    return report;
  });
}

/** The account a person types: the stored login without the school's mail domain. */
export const accountOf = (login: string, mailDomain: string): string => (mailDomain && login.endsWith(mailDomain) ? login.slice(0, -mailDomain.length) : login);

/** A disabled account signs in no more, and its tokens die at once (the users trigger tells every process). */
export async function disablePerson(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET disabled = true WHERE id = $1', [userId]);
  await tx.query('UPDATE auth_tokens SET revoked = true WHERE user_id = $1 AND NOT revoked', [userId]);
}

/** Hashes several at a time: scrypt runs on libuv's thread pool, so the cores share the work. */
async function setPasswordHashes(tx: Queryable, slips: readonly (PasswordSlip & { userId: string })[], passwordSuffix: string): Promise<void> {
  const BATCH = 16;
  for (let start = 0; start < slips.length; start += BATCH) {
    const batch = slips.slice(start, start + BATCH);
    const hashes = await Promise.all(batch.map((slip) => initialPasswordHash(slip.password, passwordSuffix)));
    for (const [i, slip] of batch.entries()) await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [slip.userId, hashes[i]]);
  }
}

/** The audit line of an import: 新增 120 人，调班 3 人 … */
export function summaryOf(report: RosterReport): string {
  const parts = [
    ['新增', report.added.length],
    ['调班', report.moved.length],
    ['改名', report.renamed.length],
    ['停用', report.disabled.length],
    ['恢复', report.enabled.length],
  ].filter(([, n]) => n !== 0).map(([what, n]) => `${what} ${n} 人`);
  if (report.classesAdded.length) parts.push(`新班级 ${report.classesAdded.join('、')}`);
  return parts.length ? `导入花名册：${parts.join('，')}` : '导入花名册：没有变化';
}
