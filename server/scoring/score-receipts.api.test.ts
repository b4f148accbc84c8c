/**
 * Scores the server gave, not scores the phone claims (issue 31, item 7): every spoken answer is
 * scored through the real scoring socket on a real port (its engine gives the score the test asks
 * for), made into an answer by the real plugin graders as the player makes it, and stored only with
 * the receipt the socket signed for that score.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { WebSocketScorerClient } from '@app/services/scorer/websocket-scorer-client';
import { gradeOralReading } from '@plugins/activities/oral-reading/grade';
import { parseOralReading } from '@plugins/activities/oral-reading/parse';
import { gradeSentenceCompletion } from '@plugins/activities/sentence-completion/grade';
import { parseSentenceCompletion } from '@plugins/activities/sentence-completion/parse';
import { createApp } from '../http/app';
import { receiptFor } from '../testing/score-receipts';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import type { ScoringEngine } from './engine';
import { ScoreReceiptKey } from './receipt-secret';
import { SCORE_RECEIPT_TTL_SEC } from './score-receipt';
import { attachScoringSocket } from './socket';

let server: TestServer;
let http: Server;
let base: string;
let student15: string; // class 3-2
let student14: string; // class 3-1
let teacher: string;
/** The overall score the engine gives next. */
let nextScore = 80;

/** Every word of the text scored `nextScore`; sentence completion's bracketed words as fill words. */
const askedForEngine: ScoringEngine = {
  name: 'asked-for',
  async score({ text, scorerType }) {
    const score = nextScore;
    if (scorerType === 1) return { score: { overall: score, pronunciation: score, fluency: score }, words: text.split(' ').map((content) => ({ content, score: { pronunciation: score }, syllable: [{ phonemes: [{ ipa: 'a', score }] }] })) };
    const fills = [...text.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    return { overall: score, integrity: 95, word_score: fills.map((word) => ({ type: 2 as const, score, word })) };
  },
};

beforeAll(async () => {
  server = await startTestServer();
  [student15, student14, teacher] = await Promise.all([server.signIn('student15'), server.signIn('student14'), server.signIn('teacher')]);
  http = serve({ fetch: createApp(server.deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => http.once('listening', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  attachScoringSocket(http, server.deps, askedForEngine);
});
afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

/** Scores through the real socket with the app's own scorer client, as the student of `token`. */
function scoreBySocket<T extends 1 | 4>(token: string, text: string, scorerType: T, overall: number) {
  nextScore = overall;
  const scorer = new WebSocketScorerClient({ config: { apiBase: base, appId: server.config.appId }, storage: { get: (() => token) as never, deviceId: () => 'DEVICE0001' }, WebSocket: WebSocket as never });
  return scorer.scoreWithReceipt({ text, scorerType, wav: new Uint8Array([1, 2, 3, 4]).buffer });
}

const HOMEWORK = 'shw-student15-class-3-2-sync1';
const PATH = `/api/v1/chronus/student/homework/${HOMEWORK}`;

type Episodes = { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] };
const ofType = (type: number, { episodeActivities }: Episodes) => episodeActivities.flatMap((e) => e.activities.filter((a) => a.type === type).map((activity) => ({ activity, episodeId: e.episodeId })));
const servedOfType = async (type: number) => ofType(type, (await expectJson<{ homework: Episodes }>(await server.call(student15, PATH))).homework);

/** An oral-reading answer as the player makes it: scored through the socket, graded by the plugin, with the receipt beside it. */
async function readingAnswer(item: { activity: ServedActivity; episodeId: string }, overall: number, token = student15) {
  const model = parseOralReading(item.activity);
  const { text } = scoringTextFor(model);
  const { score, receipt } = await scoreBySocket(token, text, 1, overall);
  const { record } = gradeOralReading(model, { score, receipt }, { now: Date.now(), durationSec: 5 });
  return { ...record.data, episode_id: item.episodeId, episode_type: 1 };
}

const submit = (answers: unknown[], token = student15) => server.call(token, PATH, { body: { answers } });
const storedAnswer = async (activityId: string) =>
  (await server.db.query<{ answer: Record<string, unknown> & { oralReading: { score: number } } }>('SELECT answer FROM homework_answers WHERE student_homework_id = $1 AND activity_id = $2', [HOMEWORK, activityId]))[0]?.answer;
const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });
function withoutReceipt<T extends Record<string, unknown>>(answer: T): Omit<T, 'scoreReceipt'> {
  const { scoreReceipt: _receipt, ...rest } = answer;
  return rest;
}

describe('homework speech answers (issue 31, item 7)', () => {
  it('stores an oral reading scored through the real socket with the receipt it signed, and keeps the receipt out of what is stored', async () => {
    const [first] = await servedOfType(11);
    const answer = await readingAnswer(first!, 83);
    expect(answer.scoreReceipt).toMatch(/^v1\./);
    expect((await submit([answer])).status).toBe(200);
    const stored = await storedAnswer(first!.activity.id);
    expect(stored?.oralReading.score).toBe(83);
    expect(stored).not.toHaveProperty('scoreReceipt');
  });

  it('refuses a spoken score without a receipt (a score of 100 and no recording): 400 in Chinese, nothing stored, the answers given before stay', async () => {
    const [first, second] = await servedOfType(11);
    const made = await readingAnswer(second!, 40);
    const claimed = { ...withoutReceipt(made), oralReading: { score: 100, audioScoreDetail: { words: [], accuracy: 100, pronunciation: 100, fluency: 100 } } };
    const before = await storedAnswer(first!.activity.id);
    expect(await refusal(await submit([claimed]))).toEqual({ status: 400, message: expect.stringMatching(/^body\.answers\[0\]\.scoreReceipt: 缺少打分凭证，请重新录音/) });
    expect(await storedAnswer(second!.activity.id)).toBeUndefined();
    expect(await storedAnswer(first!.activity.id)).toEqual(before);
  });

  it('refuses a higher score than the receipt vouches for, even with every figure raised', async () => {
    const [, second] = await servedOfType(11);
    const made = await readingAnswer(second!, 40);
    const raised = { ...made, oralReading: { ...made.oralReading, score: 95, audioScoreDetail: { ...made.oralReading.audioScoreDetail, accuracy: 95 } } };
    expect(await refusal(await submit([raised]))).toEqual({ status: 400, message: expect.stringContaining('分数与打分凭证不符，请重新录音') });
    const word = { ...made, oralReading: { ...made.oralReading, audioScoreDetail: { ...made.oralReading.audioScoreDetail, words: made.oralReading.audioScoreDetail.words.map((w) => ({ ...w, scores: { pronunciation: 99 } })) } } };
    expect((await refusal(await submit([word]))).message).toContain('分数与打分凭证不符');
    expect(await storedAnswer(second!.activity.id)).toBeUndefined();
  });

  it("refuses a receipt for another sentence, another student's, an altered one and an expired one", async () => {
    const [, second, third] = await servedOfType(11);
    const forOther = await readingAnswer(third!, 90);
    const ownScore = await readingAnswer(second!, 90);
    // The third sentence's score and receipt handed in for the second.
    expect((await refusal(await submit([{ ...forOther, activityId: second!.activity.id }]))).message).toContain('打分凭证不是这道题的');
    const classmates = await readingAnswer(second!, 90, student14);
    expect((await refusal(await submit([classmates]))).message).toMatch(/打分凭证无效.*another student/);
    const altered = `${ownScore.scoreReceipt!.slice(0, -2)}${ownScore.scoreReceipt!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await refusal(await submit([{ ...ownScore, scoreReceipt: altered }]))).message).toContain('打分凭证无效，请重新录音');
    const old = await receiptFor(server, student15, second!.activity.content.comprehension.oralReading!.spokenText, 90, { nowSec: Math.floor(Date.now() / 1000) - SCORE_RECEIPT_TTL_SEC - 1 });
    expect((await refusal(await submit([{ ...ownScore, scoreReceipt: old }]))).message).toContain('打分凭证已过期，请重新录音');
    expect(await storedAnswer(second!.activity.id)).toBeUndefined();
  });

  it('takes a stored answer sent again without its receipt, as the app sends a homework\'s stored answers with the new ones, but not a changed one', async () => {
    const [first] = await servedOfType(11);
    const { homework } = await expectJson<{ homework: { answers: (Record<string, unknown> & { activityId: string; oralReading?: { score: number } })[] } }>(await server.call(student15, PATH));
    const stored = homework.answers.find((a) => a.activityId === first!.activity.id)!;
    expect(stored).not.toHaveProperty('scoreReceipt');
    expect((await submit([stored])).status).toBe(200);
    const changed = { ...stored, oralReading: { ...stored.oralReading!, score: 100 } };
    expect((await refusal(await submit([changed]))).message).toContain('缺少打分凭证');
    expect((await storedAnswer(first!.activity.id))?.oralReading.score).toBe(83);
  });

  it('checks sentence completion (type 30) the same way: its score and fill words with the receipt', async () => {
    const [item] = await servedOfType(30);
    const model = parseSentenceCompletion(item!.activity);
    const { text } = scoringTextFor(model);
    expect(text).toMatch(/\[.+\]/);
    const { score, receipt } = await scoreBySocket(student15, text, 4, 88);
    const answer = { ...gradeSentenceCompletion(model, { score, receipt }).record.data, episode_id: item!.episodeId, episode_type: 1 };
    const raised = { ...answer, sentenceCompletion: { ...answer.sentenceCompletion, deliteScore: { telisScore: { ...score, integrity: 100 } } } };
    expect((await refusal(await submit([raised]))).message).toContain('分数与打分凭证不符');
    expect((await refusal(await submit([withoutReceipt(answer)]))).message).toContain('缺少打分凭证');
    // Scored with another word bracketed as the fill word: another reading.
    const moved = await scoreBySocket(student15, text.replaceAll(/[[\]]/g, '').replace(/^(\S+)/, '[$1]'), 4, 88);
    expect((await refusal(await submit([{ ...answer, scoreReceipt: moved.receipt }]))).message).toContain('打分凭证不是这道题的');
    expect((await submit([answer])).status).toBe(200);
  });
});

/** A reading role's answer with its recording. */
const result = (recording: Record<string, unknown>) => ({ interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'read', roleIdentifier: 'reader', recording } } });

describe('classroom speech answers (issue 31, item 7)', () => {
  it('checks a classroom quiz reading the same way', async () => {
    const started = await expectJson<{ groupTaskId: string }>(await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-1/tasks', { body: { libraryId: 'lib-exercise-m1u1-e3' } }));
    const [item] = ofType(11, await expectJson<Episodes>(await server.call(student14, `/api/v1/chronus/student/quiz?groupTaskId=${started.groupTaskId}`)));
    const answer = await readingAnswer(item!, 75, student14);
    const post = (a: unknown) => server.call(student14, '/api/v1/chronus/student/quiz', { body: { episodeAnswer: { episodeId: item!.episodeId, answers: [a] }, groupId: 'class-3-1', groupTaskId: started.groupTaskId, taskType: 1 } });
    expect(await refusal(await post({ ...withoutReceipt(answer), oralReading: { ...answer.oralReading, score: 100 } }))).toEqual({ status: 400, message: expect.stringContaining('body.episodeAnswer.answers[0].scoreReceipt: 缺少打分凭证') });
    expect(await expectJson(await post(answer))).toMatchObject({ groupTaskId: started.groupTaskId, answeredCount: 1 });
  });

  it("stores a collaborative recording's score only with its receipt, and stores it without the receipt", async () => {
    const refText = 'I like my cat.';
    const task = { collaborativeLearning: { groupMode: 1, assignments: [{ identifier: 'read', name: 'Read aloud', roles: [{ identifier: 'reader', name: '朗读员', refText, answerTypes: [3] }] }] } };
    const { groupTaskId } = await expectJson<{ groupTaskId: string }>(await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-1/tasks', { body: { task: { title: '协作学习', taskType: 5, episodeIds: [], interactiveTask: task } } }));
    // Teacher-made groups: every member gets the only role.
    await expectJson(await server.call(teacher, `/api/v1/chronus/teacher/tasks/${groupTaskId}/groups`, { body: { size: 2 } }));
    const post = (body: unknown) => server.call(student14, `/api/v1/chronus/student/classroom/task/${groupTaskId}`, { body });
    const results = () => server.db.query<{ body: { interactiveTaskResult: { collaborativeResult: { recording: Record<string, unknown> } } } }>('SELECT body FROM task_results WHERE group_task_id = $1', [groupTaskId]);

    expect(await refusal(await post(result({ score: 100 })))).toEqual({ status: 400, message: expect.stringContaining('interactiveTaskResult.collaborativeResult.recording.receipt: 缺少打分凭证') });
    const { score, receipt } = await scoreBySocket(student14, refText, 1, 87.6);
    expect((await refusal(await post(result({ score: 100, receipt })))).message).toContain('分数与打分凭证不符');
    const other = await scoreBySocket(student14, 'I like my dog.', 1, 88);
    expect((await refusal(await post(result({ score: 88, receipt: other.receipt })))).message).toContain('打分凭证不是这道题的');
    expect(await results()).toEqual([]);

    expect(await expectJson(await post(result({ score: Math.round(score.score.overall), receipt })))).toEqual({ ok: true });
    expect((await results()).map((r) => r.body.interactiveTaskResult.collaborativeResult.recording)).toEqual([{ score: 88 }]);
  });
});

describe('the receipt key (issue 31, item 7)', () => {
  it('is the same on every server process: a receipt signed on one is taken by another', async () => {
    const twin = await server.twin();
    expect(await twin.deps.scoreReceiptKey.get()).toEqual(await server.deps.scoreReceiptKey.get());
    const [, , , fourth] = await servedOfType(11);
    const answer = await readingAnswer(fourth!, 77);
    expect((await twin.call(student15, PATH, { body: { answers: [answer] } })).status).toBe(200);
  });

  it('comes from SCORE_RECEIPT_SECRET when set, which must be long enough to not be guessed', async () => {
    const secret = 's'.repeat(32);
    expect((await new ScoreReceiptKey(server.db, secret).get()).toString('utf8')).toBe(secret);
    await expect(new ScoreReceiptKey(server.db, 'short').get()).rejects.toThrow(/at least 32 characters/);
  });
});
