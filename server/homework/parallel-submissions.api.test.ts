/**
 * Many requests at once for one student's homework (issue 11, item 3): each submission locks the
 * homework's row for its read-modify-write, so the status and accuracy always count every answer.
 * `npm run test:api:postgres` runs this against PostgreSQL, where each request has its own connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkStatus, type ServedActivity } from '@core/domain';
import { submitHomeworkResponseSchema, smartAnswerResponseSchema } from '@core/contract';
import { demoAnswer } from '../seed/demo-answers';
import { withReceipts } from '../testing/score-receipts';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('student15');
});
afterAll(() => server?.close());

const HOMEWORK = 'shw-student15-class-3-2-sync1';
const PATH = `/api/v1/chronus/student/homework/${HOMEWORK}`;

async function activities() {
  const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } }>(await server.call(token, PATH));
  return homework.episodeActivities.flatMap((e) => e.activities.map((activity) => ({ activity, episodeId: e.episodeId })));
}

describe(`parallel submissions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts every answer when each of 25 activities is submitted in its own request, all at once (3 rounds)', async () => {
    const all = await activities();
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (let round = 0; round < 3; round++) {
      await server.db.query('DELETE FROM homework_answers WHERE student_homework_id = $1', [HOMEWORK]);
      await server.db.query(`UPDATE student_homeworks SET status = 1, accuracy = NULL, spoken_comments = '[]' WHERE id = $1`, [HOMEWORK]);
      // Every third answer wrong: 17 of 25 right.
      const answers = await withReceipts(server, token, all.map(({ activity, episodeId }, i) => demoAnswer(activity, episodeId, i % 3 !== 0, 1_000 + i)));
      const responses = await Promise.all(answers.map((answer) => server.call(token, PATH, { body: { answers: [answer] } })));
      expect(responses.map((r) => r.status)).toEqual(answers.map(() => 200));
      const last = await Promise.all(responses.map(async (r) => submitHomeworkResponseSchema.parse(await r.json()).homework.answeredCount));
      // Each request saw the ones before it: exactly one saw all of them.
      expect(last.toSorted((a, b) => a - b)).toEqual(answers.map((_, i) => i + 1));
      const [row] = await server.db.query<{ status: number; accuracy: number; comments: number }>(
        'SELECT status, accuracy, jsonb_array_length(spoken_comments)::int8 AS comments FROM student_homeworks WHERE id = $1',
        [HOMEWORK],
      );
      const expectedAccuracy = Math.round((100 * answers.filter((_, i) => i % 3 !== 0).length) / answers.length);
      expect({ round, ...row }).toEqual({ round, status: HomeworkStatus.FINISHED, accuracy: expectedAccuracy, comments: 1 });
    }
  });

  it('finishes an adaptive assignment when its slots are answered in parallel', async () => {
    const { list } = await expectJson<{ list: { id: string; finished: boolean; activities: { activityId: string; episodeId: string; uuid: string; activity: ServedActivity }[] }[] }>(
      await server.call(token, '/api/v1/chronus/student/adaptive-assignments'),
    );
    const open = list.find((s) => !s.finished)!;
    const results = await Promise.all(
      open.activities.map(async (slot) =>
        server.call(token, `/api/v1/chronus/student/adaptive-assignments/${open.id}/answer`, {
          body: await withReceipts(server, token, { answers: [{ answer: demoAnswer(slot.activity, slot.episodeId, true, 5_000), identifier: { activityId: slot.activityId, episodeId: slot.episodeId, uuid: slot.uuid } }] }),
        }),
      ),
    );
    const finished = await Promise.all(results.map(async (r) => smartAnswerResponseSchema.parse(await r.json()).finished));
    expect(finished.filter(Boolean)).toHaveLength(1);
    const [row] = await server.db.query<{ finished: boolean }>('SELECT finished FROM smart_homeworks WHERE id = $1', [open.id]);
    expect(row?.finished).toBe(true);
  });
});
