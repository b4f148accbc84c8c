/** Users, their classes and permissions, in the shapes of spec 01 §3. */
import type { UserInfoResponse } from '@core/contract';
import type { Queryable } from '../db/database';

interface UserRow {
  id: string; login: string; nick_name: string; avatar: string | null; user_type: number;
  gender: number | null; teaching_experience: number | null; disabled: boolean;
}

export async function loadUserInfo(db: Queryable, userId: string): Promise<UserInfoResponse | undefined> {
  const [user] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  if (!user) return undefined;
  const permissions = await db.query<{ code: string; type: number }>('SELECT code, type FROM user_permissions WHERE user_id = $1 ORDER BY code', [userId]);
  const classes = await db.query<{ class_id: string; class_name: string; grade_level_str: string; school_id: string; short_name: string }>(
    `SELECT c.id AS class_id, c.name AS class_name, c.grade_level_str, s.id AS school_id, s.short_name
       FROM class_members m JOIN classes c ON c.id = m.class_id JOIN schools s ON s.id = c.school_id
      WHERE m.user_id = $1 ORDER BY s.short_name, c.grade_level_str, c.name`,
    [userId],
  );
  // schools > gradeGroups > groups, as the class picker reads them.
  const schools: UserInfoResponse['schools'] = [];
  for (const row of classes) {
    let school = schools.find((s) => s.shortName === row.short_name);
    if (!school) schools.push((school = { shortName: row.short_name, gradeGroups: [] }));
    let grade = school.gradeGroups.find((g) => g.gradeLevelStr === row.grade_level_str);
    if (!grade) school.gradeGroups.push((grade = { gradeLevelStr: row.grade_level_str, groups: [] }));
    grade.groups.push({ id: row.class_id, name: row.class_name });
  }
  return {
    id: user.id,
    userId: user.id,
    nickName: user.nick_name,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    disabled: user.disabled,
    login: user.login,
    ...(user.gender !== null ? { userGender: user.gender } : {}),
    userType: user.user_type,
    ...(user.teaching_experience !== null ? { teachingExperience: user.teaching_experience } : {}),
    permissions,
    schools,
  };
}

export async function permissionsOf(db: Queryable, userId: string): Promise<{ code: string; type: number }[]> {
  return db.query('SELECT code, type FROM user_permissions WHERE user_id = $1 ORDER BY code', [userId]);
}

export async function classIdsOf(db: Queryable, userId: string): Promise<string[]> {
  return (await db.query<{ class_id: string }>('SELECT class_id FROM class_members WHERE user_id = $1', [userId])).map((r) => r.class_id);
}
