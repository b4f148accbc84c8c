/**
 * Each schema's changes on channels of its own (migration 021): a NOTIFY reaches every listener of the
 * database, so without them two schemas of one database (the test files on CI's PostgreSQL, two schools
 * on one server) dropped each other's cached answers, and a test of an answer from memory could fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../testing/test-database';
import { schemaChannel } from './database';
import { migrate } from './migrate';

type TestDatabase = Awaited<ReturnType<typeof emptyTestDatabase>>;
let schoolA: TestDatabase;
let schoolB: TestDatabase;
beforeAll(async () => {
  [schoolA, schoolB] = await Promise.all([emptyTestDatabase('na'), emptyTestDatabase('nb')]);
  await migrate(schoolA);
  await migrate(schoolB);
});
afterAll(async () => {
  await schoolA.drop();
  await schoolB.drop();
});

describe('NOTIFY per schema (migration 021)', () => {
  it("hears the writes to its own schema's tables, not another schema's", async () => {
    const heard = { a: [] as string[], b: [] as string[] };
    const stopA = await schoolA.listen('classroom_tasks', (payload) => heard.a.push(payload));
    const stopB = await schoolB.listen('classroom_tasks', (payload) => heard.b.push(payload));
    await schoolA.exec('TRUNCATE group_tasks CASCADE');
    await expect.poll(() => heard.a).toEqual(['*']);
    // B's own change comes after A's on B's connection: had A's reached B, B would have heard two.
    await schoolB.exec('TRUNCATE group_tasks CASCADE');
    await expect.poll(() => heard.b).toEqual(['*']);
    expect(heard.a).toEqual(['*']);
    await stopA();
    await stopB();
  });

  it("keeps schema public's channel names, which processes of the version before listen on", () => {
    expect(schemaChannel('public', 'homework_changes')).toBe('homework_changes');
    expect(schemaChannel('t_0123456789abcdef', 'homework_changes')).toBe('t_0123456789abcdef__homework_changes');
  });
});
