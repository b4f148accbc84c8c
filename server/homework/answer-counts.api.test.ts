/**
 * Every place that counts a homework's wrong answers agrees (issue 19, item 1): the submission's
 * accuracy, the list line (错题 N 道 · 已订正 x/N, from errorNotebook), the detail the report and the
 * error book read, the analysis by type, and the revision counts. Each answer is judged on the server
 * from the activity as served, so a phone that marks a wrong pick correct changes no count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { analysisResponseSchema, errorNotebookResponseSchema, homeworkDetailResponseSchema, homeworkListResponseSchema, submitHomeworkResponseSchema } from '@core/contract';
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
const isSpeech = (activity: ServedActivity) => activity.type === 11 || activity.type === 30;

async function served() {
  const { homework } = homeworkDetailResponseSchema.parse(await expectJson(await server.call(token, PATH)));
  return homework.episodeActivities.flatMap((e) => (e.activities as unknown as ServedActivity[]).map((activity) => ({ activity, episodeId: e.episodeId })));
}

async function listLine() {
  const { homeworks } = homeworkListResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/student/homework?pageSize=20')));
  return homeworks.find((h) => h.id === HOMEWORK)!;
}

/** An oral reading at exactly this overall score (the pass mark is 70). */
function readingAt(answer: ReturnType<typeof demoAnswer>, score: number) {
  return { ...answer, oralReading: { ...(answer.oralReading as object), score } };
}

describe('wrong-answer counts (issue 19, item 1)', () => {
  it('count the same wrong answers everywhere, with right, wrong, unanswered and speech items, whatever the phone claims', async () => {
    const all = await served();
    expect(all.length).toBe(25);
    const readings = all.filter(({ activity }) => activity.type === 11);
    const choice = all.find(({ activity }) => activity.type === 68)!;
    // Right: one reading at exactly 70, one choice. Unanswered: the last two items. The rest wrong,
    // among them a reading at 69 and a wrong pick the phone marked correct.
    const rightIds = new Set([readings[0]!.activity.id, choice.activity.id]);
    const lying = all.find(({ activity }) => activity.type === 67)!;
    const answered = all.slice(0, 23);
    const answers = answered.map(({ activity, episodeId }, i) => {
      const answer = demoAnswer(activity, episodeId, rightIds.has(activity.id), 1_000 + i);
      if (activity.id === readings[0]!.activity.id) return readingAt(answer, 70);
      if (activity.id === readings[1]!.activity.id) return readingAt(answer, 69);
      if (activity.id === lying.activity.id) return { ...answer, multiChoiceQuestion: { ...(answer.multiChoiceQuestion as object), correct: true } };
      return answer;
    });
    expect(answered.some(({ activity }) => isSpeech(activity) && !rightIds.has(activity.id))).toBe(true);
    const submitted = submitHomeworkResponseSchema.parse(await expectJson(await server.call(token, PATH, { body: await withReceipts(server, token, { answers }) })));
    expect(submitted.homework.report.accuracy).toBe(Math.round((100 * 2) / 25));

    // 21 answered wrong; the two unanswered are not 错题 (yet).
    expect((await listLine()).errorNotebook).toMatchObject({ totalError: 21, alreadyRevisal: 0, needToRevisal: 21 });
    const detail = homeworkDetailResponseSchema.parse(await expectJson(await server.call(token, PATH))).homework;
    expect(detail.errorNotebook).toMatchObject({ totalError: 21, needToRevisal: 21 });
    expect(detail.errorNotebook!.errorAnswer).toHaveLength(21);
    // The stored answer says what the server judged, not what the phone claimed.
    const stored = detail.answers.find((a) => a.activityId === lying.activity.id);
    expect(stored?.multiChoiceQuestion).toMatchObject({ correct: false });

    const analysis = analysisResponseSchema.parse(await expectJson(await server.call(token, `/api/v1/chronus/analysis/exercise/${HOMEWORK}`)));
    expect(analysis.byType.reduce((n, t) => n + t.correct, 0)).toBe(2);
    expect(analysis.byType.reduce((n, t) => n + t.total, 0)).toBe(25);

    // The last two answered wrong: 23 wrong of 25, finished, the same figure everywhere.
    const rest = all.slice(23).map(({ activity, episodeId }, i) => demoAnswer(activity, episodeId, false, 9_000 + i));
    const finished = submitHomeworkResponseSchema.parse(await expectJson(await server.call(token, PATH, { body: await withReceipts(server, token, { answers: rest }) })));
    expect(finished.homework.report.accuracy).toBe(8);
    expect((await listLine()).errorNotebook).toMatchObject({ totalError: 23, needToRevisal: 23 });

    // Two revisions, one right and one still wrong: one more revised, the total unchanged.
    const wrongOnes = all.filter(({ activity }) => !rightIds.has(activity.id) && !isSpeech(activity)).slice(0, 2);
    const revisions = wrongOnes.map(({ activity, episodeId }, i) => ({
      studentHomeworkId: HOMEWORK,
      episode_id: episodeId,
      episode_type: 1,
      answer: demoAnswer(activity, episodeId, i === 0, 20_000 + i),
    }));
    const revised = errorNotebookResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/student/error_notebook', { body: await withReceipts(server, token, { revisal_contents: revisions }) })));
    expect(revised.notRevisedCount).toBe(1);
    expect(revised.errorNotebooks).toEqual([{ homeworkId: HOMEWORK, totalError: 23, alreadyRevisal: 1, needToRevisal: 22 }]);
    expect((await listLine()).errorNotebook).toMatchObject({ totalError: 23, alreadyRevisal: 1, needToRevisal: 22 });
  });

  it('judges a revision from the activity too: a wrong revision marked correct by the phone stays to revise', async () => {
    const all = await served();
    const { activity, episodeId } = all.filter((x) => x.activity.type === 68)[1]!;
    const wrong = demoAnswer(activity, episodeId, false, 30_000);
    const claimed = { ...wrong, multiChoiceText: { ...(wrong.multiChoiceText as object), correct: true } };
    const revised = errorNotebookResponseSchema.parse(
      await expectJson(await server.call(token, '/api/v1/chronus/student/error_notebook', { body: { revisal_contents: [{ studentHomeworkId: HOMEWORK, episode_id: episodeId, episode_type: 1, answer: claimed }] } })),
    );
    expect(revised.notRevisedCount).toBe(1);
  });
});
