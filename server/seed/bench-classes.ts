/**
 * Classes for `npm run bench:classroom` only (issue 13): N classes of 45 students, taught by the demo
 * teacher, and an access token minted for each student and the teacher so the benchmark need not sign
 * 2,000 people in through the deliberately slow password check. Written to <dataDir>/bench-classes.json
 * for the benchmark to read. Never part of the demo data: main.ts adds them only when BENCH_CLASSES is set.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserType } from '@core/domain';
import type { Database } from '../db/database';
import { newToken, nowSec, storeToken } from '../auth/tokens';
import { FULL_CLASS_SIZE, SCHOOL } from './people';

export interface BenchClasses { teacherToken: string; classes: { id: string; studentTokens: string[] }[] }

export async function seedBenchClasses(db: Database, dataDir: string, count: number): Promise<BenchClasses> {
  const day = 24 * 3600;
  const result: BenchClasses = { teacherToken: newToken(), classes: [] };
  await db.transaction(async (tx) => {
    const [{ password_hash: passwordHash } = { password_hash: '' }] = await tx.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = 'user-teacher'");
    for (let c = 1; c <= count; c++) {
      const classId = `class-bench-${String(c).padStart(2, '0')}`;
      await tx.query('INSERT INTO classes (id, school_id, grade_level_str, name) VALUES ($1, $2, $3, $4)', [classId, SCHOOL.id, '压测', `(${c})班`]);
      await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, 'user-teacher']);
      const studentTokens: string[] = [];
      for (let s = 1; s <= FULL_CLASS_SIZE; s++) {
        const uid = `bench${String(c).padStart(2, '0')}s${String(s).padStart(2, '0')}`;
        await tx.query('INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [`user-${uid}`, `${uid}@bench.invalid`, uid, UserType.STUDENT, passwordHash, nowSec()]);
        await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, `user-${uid}`]);
        const token = newToken();
        await storeToken(tx, token, `user-${uid}`, 'access', day);
        studentTokens.push(token);
      }
      result.classes.push({ id: classId, studentTokens });
    }
    await storeToken(tx, result.teacherToken, 'user-teacher', 'access', day);
  });
  await writeFile(join(dataDir, 'bench-classes.json'), JSON.stringify(result));
  return result;
}
