/**
 * Looking after the school's accounts (issue 34): the administrator lists and searches people, moves a
 * student, disables and enables an account, resets a password; a teacher resets the password of a
 * student of their own class. Each change is one transaction with its audit line.
 */
import { UserType } from '@core/domain';
import type { Database, Queryable } from '../db/database';
import { ErrorCode } from '@core/contract';
import { HttpError, forbidden } from '../http/http-error';
import type { ClassStudent, NewPassword, PeoplePage, Person, SchoolClassRow } from './admin-contract';
import { recordAudit } from './audit-log';
import { initialPasswordHash, newInitialPassword } from './initial-passwords';
import { accountOf, disablePerson } from './roster-import';

const ROLE_OF: Record<number, Person['role']> = { [UserType.STUDENT]: 'student', [UserType.TEACHER]: 'teacher', [UserType.ADMIN]: 'admin' };
const TYPE_OF: Record<Person['role'], number> = { student: UserType.STUDENT, teacher: UserType.TEACHER, admin: UserType.ADMIN };

interface PersonRow { id: string; login: string; nick_name: string; user_type: number; disabled: boolean; classes: { id: string; name: string }[] | null; total?: string | number }

const toPerson = (row: PersonRow, mailDomain: string): Person => ({
  id: row.id,
  account: accountOf(row.login, mailDomain),
  name: row.nick_name,
  role: ROLE_OF[row.user_type] ?? 'student',
  classes: row.classes ?? [],
  disabled: row.disabled,
});

const PERSON_SELECT = `SELECT u.id, u.login, u.nick_name, u.user_type, u.disabled,
  (SELECT json_agg(json_build_object('id', c.id, 'name', c.grade_level_str || c.name) ORDER BY c.grade_level_str, c.name)
     FROM class_members m JOIN classes c ON c.id = m.class_id WHERE m.user_id = u.id) AS classes`;

export interface PeopleQuery { q?: string; classId?: string; role?: Person['role']; disabled?: boolean; offset: number; limit: number }

/** People matching a name or account (a substring, any case), a class, a role, the disabled ones; ordered by class, then account. */
export async function listPeople(db: Queryable, query: PeopleQuery, mailDomain: string): Promise<PeoplePage> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const rows = await db.query<PersonRow>(
    `${PERSON_SELECT}, count(*) OVER () AS total FROM users u
      WHERE ($1::text IS NULL OR u.nick_name ILIKE $1 OR u.login ILIKE $1)
        AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM class_members m WHERE m.user_id = u.id AND m.class_id = $2))
        AND ($3::int IS NULL OR u.user_type = $3)
        AND ($4::boolean IS NULL OR u.disabled = $4)
      ORDER BY u.user_type DESC, (SELECT min(c.grade_level_str || c.name) FROM class_members m JOIN classes c ON c.id = m.class_id WHERE m.user_id = u.id), u.login
      LIMIT $5 OFFSET $6`,
    [pattern, query.classId ?? null, query.role ? TYPE_OF[query.role] : null, query.disabled ?? null, query.limit, query.offset],
  );
  return { people: rows.map((row) => toPerson(row, mailDomain)), total: Number(rows[0]?.total ?? 0) };
}

export async function schoolClasses(db: Queryable): Promise<SchoolClassRow[]> {
  const rows = await db.query<{ id: string; grade_level_str: string; name: string; students: string | number; teachers: string | number }>(
    `SELECT c.id, c.grade_level_str, c.name,
            count(*) FILTER (WHERE u.user_type = ${UserType.STUDENT} AND NOT u.disabled) AS students,
            count(*) FILTER (WHERE u.user_type = ${UserType.TEACHER} AND NOT u.disabled) AS teachers
       FROM classes c LEFT JOIN class_members m ON m.class_id = c.id LEFT JOIN users u ON u.id = m.user_id
      GROUP BY c.id ORDER BY c.grade_level_str, c.name`,
  );
  return rows.map((r) => ({ id: r.id, grade: r.grade_level_str, name: r.name, studentCount: Number(r.students), teacherCount: Number(r.teachers) }));
}

async function personFor(tx: Queryable, personId: string, mailDomain: string): Promise<Person> {
  const [row] = await tx.query<PersonRow>(`${PERSON_SELECT} FROM users u WHERE u.id = $1 FOR UPDATE OF u`, [personId]);
  if (!row) throw new HttpError(404, ErrorCode.NOT_FOUND, '没有这个账号');
  return toPerson(row, mailDomain);
}

/** A student into one class, out of every other. */
export async function moveStudent(db: Database, actorId: string, personId: string, classId: string, mailDomain: string): Promise<Person> {
  return db.transaction(async (tx) => {
    const person = await personFor(tx, personId, mailDomain);
    if (person.role !== 'student') throw forbidden('只有学生可以调班');
    const [target] = await tx.query<{ label: string }>('SELECT grade_level_str || name AS label FROM classes WHERE id = $1', [classId]);
    if (!target) throw new HttpError(404, ErrorCode.NOT_FOUND, '没有这个班级');
    await tx.query('DELETE FROM class_members WHERE user_id = $1 AND class_id <> $2', [personId, classId]);
    await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classId, personId]);
    await recordAudit(tx, { actorId, action: 'person.move', target: person.account, summary: `${person.name} 调至 ${target.label}` });
    return personFor(tx, personId, mailDomain);
  });
}

/** Disabled: signs in no more and its tokens die at once; its work stays. Enabled: signs in again. */
export async function setDisabled(db: Database, actorId: string, personId: string, disabled: boolean, mailDomain: string): Promise<Person> {
  return db.transaction(async (tx) => {
    const person = await personFor(tx, personId, mailDomain);
    if (person.id === actorId) throw forbidden('不能停用自己的账号');
    if (person.disabled === disabled) return person;
    if (disabled) await disablePerson(tx, personId);
    else await tx.query('UPDATE users SET disabled = false WHERE id = $1', [personId]);
    await recordAudit(tx, { actorId, action: disabled ? 'person.disable' : 'person.enable', target: person.account, summary: `${disabled ? '停用' : '恢复'} ${person.name}` });
    return { ...person, disabled };
  });
}

/** The enabled students of a class, for a teacher of that class only (the console's 学生账号). */
export async function classStudents(db: Queryable, teacherId: string, classId: string, mailDomain: string): Promise<ClassStudent[]> {
  const [teaches] = await db.query('SELECT 1 FROM class_members WHERE class_id = $1 AND user_id = $2', [classId, teacherId]);
  if (!teaches) throw forbidden('只能查看自己班级的学生');
  const rows = await db.query<{ id: string; login: string; nick_name: string }>(
    `SELECT u.id, u.login, u.nick_name FROM class_members m JOIN users u ON u.id = m.user_id
      WHERE m.class_id = $1 AND u.user_type = ${UserType.STUDENT} AND NOT u.disabled ORDER BY u.login`,
    [classId],
  );
  return rows.map((r) => ({ id: r.id, name: r.nick_name, account: accountOf(r.login, mailDomain) }));
}

/**
 * A new generated password, returned this once. `teacherId`: the reset is a teacher's, allowed only for
 * a student of one of their classes. The account's sessions end, as after any password change.
 */
export async function resetPassword(db: Database, actorId: string, personId: string, options: { mailDomain: string; passwordSuffix: string; teacherId?: string }): Promise<NewPassword> {
  const password = newInitialPassword();
  const hash = await initialPasswordHash(password, options.passwordSuffix);
  return db.transaction(async (tx) => {
    const person = await personFor(tx, personId, options.mailDomain);
    if (options.teacherId) {
      const [shared] = await tx.query('SELECT 1 FROM class_members s JOIN class_members t ON t.class_id = s.class_id WHERE s.user_id = $1 AND t.user_id = $2 LIMIT 1', [personId, options.teacherId]);
      if (person.role !== 'student' || !shared) throw forbidden('只能重置自己班级学生的密码');
    }
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [personId, hash]);
    await tx.query('UPDATE auth_tokens SET revoked = true WHERE user_id = $1 AND NOT revoked', [personId]);
    await recordAudit(tx, { actorId, action: 'password.reset', target: person.account, summary: `重置 ${person.name} 的密码` });
    return { account: person.account, name: person.name, password };
  });
}
