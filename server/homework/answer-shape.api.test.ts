/**
 * An answer must be an answer to its activity's type (issue 11, item 9): an oral reading "answered"
 * as a correct choice used to be graded correct.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
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

async function activityOfType(type: number) {
  const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } }>(await server.call(token, PATH));
  for (const episode of homework.episodeActivities) {
    const activity = episode.activities.find((a) => a.type === type);
    if (activity) return { activity, episodeId: episode.episodeId };
  }
  throw new Error(`no activity of type ${type}`);
}

describe('answers are checked against their activity type', () => {
  it.each([
    ['an oral reading answered as a correct text choice', 11, (base: Record<string, unknown>) => ({ ...base, oralReading: undefined, multiChoiceText: { correct: true, answers: ['x'] } }), /carries "oralReading"/],
    ['an oral reading with no variant', 11, (base: Record<string, unknown>) => ({ ...base, oralReading: undefined }), /carries "oralReading" \(this one carries none\)/],
    ['a spelling answer without its blanks', 33, (base: Record<string, unknown>) => ({ ...base, spelling: { correct: true } }), /spelling\.answer/],
    ['a text choice answered as spelling', 68, (base: Record<string, unknown>) => ({ ...base, multiChoiceText: undefined, spelling: { correct: true, answer: [] } }), /carries "multiChoiceText"/],
    ['a picture choice answered as a text choice', 67, (base: Record<string, unknown>) => ({ ...base, multiChoiceQuestion: undefined, multiChoiceText: { correct: true, answers: [] } }), /carries "multiChoiceQuestion"/],
    ['a sentence completion without its scores', 30, (base: Record<string, unknown>) => ({ ...base, sentenceCompletion: { score: 100 } }), /sentenceCompletion\.deliteScore/],
  ] as const)('refuses %s and stores nothing', async (_label, type, change, message) => {
    const { activity, episodeId } = await activityOfType(type);
    const answer = JSON.parse(JSON.stringify(change(demoAnswer(activity, episodeId, true, 1_000) as unknown as Record<string, unknown>))) as unknown;
    const response = await server.call(token, PATH, { body: { answers: [answer] } });
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(body.message).toMatch(message);
    const [stored] = await server.db.query('SELECT 1 FROM homework_answers WHERE student_homework_id = $1 AND activity_id = $2', [HOMEWORK, activity.id]);
    expect(stored).toBeUndefined();
  });

  it('takes an answer of the right type', async () => {
    const { activity, episodeId } = await activityOfType(11);
    expect((await server.call(token, PATH, { body: await withReceipts(server, token, { answers: [demoAnswer(activity, episodeId, true, 2_000)] }) })).status).toBe(200);
  });

  it('checks classroom quiz answers the same way', async () => {
    const student14 = await server.signIn('student14');
    const task = await expectJson<{ episodeActivities: { episodeId: string; activities: ServedActivity[] }[] }>(await server.call(student14, '/api/v1/chronus/student/quiz?groupTaskId=gt-class-3-1-pictures'));
    const [activity] = task.episodeActivities[0]!.activities;
    const wrongType = { ...demoAnswer(activity!, 'm1u1-e2', true, 1), multiChoiceQuestion: undefined, oralReading: { score: 100, audioScoreDetail: { words: [], accuracy: 100, pronunciation: 100, fluency: 100 } } };
    const response = await server.call(student14, '/api/v1/chronus/student/quiz', {
      body: { episodeAnswer: { episodeId: 'm1u1-e2', answers: [JSON.parse(JSON.stringify(wrongType))] }, groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures', taskType: 1 },
    });
    expect(response.status).toBe(400);
  });
});
