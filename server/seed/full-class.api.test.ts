/**
 * The full class of 45 (issue 32, item 16): a class that has live lessons does homework too, so its
 * students see homework in every state, the error book and the analysis, like the other classes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkListResponseSchema, permissionsResponseSchema } from '@core/contract';
import { HomeworkStatus } from '@core/domain';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedDemo } from './seed';

let server: TestServer;
beforeAll(async () => {
  // Seeded as `npm start` seeds it (the API tests' server leaves the full class's homework out).
  server = await startTestServer({ seed: false });
  await seedDemo(server.db, { mailDomain: server.config.mailDomain, passwordSuffix: server.config.passwordSuffix });
}, 60_000);
afterAll(() => server?.close());

describe('the full class of 45', () => {
  it('has the four homework of the other classes, in their states, for every student', async () => {
    for (const uid of ['student101', 'student145']) {
      const token = await server.signIn(uid);
      const { homeworks } = homeworkListResponseSchema.parse(await (await server.call(token, '/api/v1/chronus/student/homework')).json());
      expect(homeworks.map((h) => h.groupHomework.title).toSorted()).toEqual(['M1U1 单元复习', 'M1U1 朗读与拼写', 'M1U1 课后同步练习（一）', 'M1U1 课后同步练习（二）']);
      expect(homeworks.every((h) => h.groupHomework.groupId === 'class-4-1')).toBe(true);
      expect(homeworks.filter((h) => h.status === HomeworkStatus.FINISHED)).toHaveLength(2);
    }
  });

  it('opens the error book and the analysis (every permission code, as the demo student15)', async () => {
    const { codes } = permissionsResponseSchema.parse(await (await server.call(await server.signIn('student120'), '/api/v1/chronus/user/permissions')).json());
    expect(codes).toEqual(expect.arrayContaining(['class_report_student', 'afterschool_report_student', 'error_notebook', 'wordbook_student']));
  });
});
