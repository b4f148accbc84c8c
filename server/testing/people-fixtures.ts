/** People added in API tests beside the demo school's (issue 36): a school, its class, a teacher or a student in it. */
import { UserType } from '@core/domain';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../seed/people';
import type { TestServer } from './test-server';

/** A school with one class (三年级), unless it is there already. */
export async function addSchoolClass(server: Pick<TestServer, 'db'>, schoolId: string, classId: string): Promise<void> {
  await server.db.query(`INSERT INTO schools VALUES ($1, $1, $1) ON CONFLICT (id) DO NOTHING`, [schoolId]);
  await server.db.query(`INSERT INTO classes VALUES ($1, $2, '三年级', $1)`, [classId, schoolId]);
}

/** A person in `classId` who signs in as `uid` with the demo password; answers their access token. */
export async function addPerson(server: Pick<TestServer, 'db' | 'config' | 'signIn'>, person: { uid: string; name: string; classId: string; userType?: number }): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD + server.config.passwordSuffix);
  await server.db.query('INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, 0)', [
    `user-${person.uid}`, `${person.uid}${server.config.mailDomain}`, person.name, person.userType ?? UserType.TEACHER, passwordHash,
  ]);
  await server.db.query('INSERT INTO class_members VALUES ($1, $2)', [person.classId, `user-${person.uid}`]);
  return server.signIn(person.uid);
}
