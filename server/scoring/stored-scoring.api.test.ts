/**
 * Scoring a stored recording over HTTP (issue 41): a recording made offline is uploaded to the voice
 * bucket, then scored from the stored file by the deps' engine (a stub at the engine interface, as
 * the socket's tests do) with the socket's signed receipt, which a homework submission then takes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_UPLOADS_BASE, STORED_SCORING_PATH, storedScoringReplySchema } from '@core/contract';
import type { ReadingScore, ServedActivity } from '@core/domain';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { gradeOralReading } from '@plugins/activities/oral-reading/grade';
import { parseOralReading } from '@plugins/activities/oral-reading/parse';
import { filesDirOf } from '../config';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { uploadAs } from '../testing/uploads';
import { ScoringError, noScoringEngine, type ScoringEngine, type ScoringRequest } from './engine';
import { readReceipt, sha256Hex } from './score-receipt';

let server: TestServer;
let student15: string;
let student14: string;
/** The engine the server was built with when none was given. */
let defaultEngine: ScoringEngine;
const received: ScoringRequest[] = [];

/** Every word of the text scored `overall`, as the reference engine's reading score looks. */
const scoring = (overall: number): ScoringEngine => ({
  name: 'asked-for',
  async score(request) {
    received.push(request);
    return { score: { overall, pronunciation: overall, fluency: overall }, words: request.text.split(' ').map((content) => ({ content, score: { pronunciation: overall }, syllable: [{ phonemes: [{ ipa: 'a', score: overall }] }] })) } satisfies ReadingScore;
  },
});

beforeAll(async () => {
  server = await startTestServer();
  defaultEngine = server.deps.scoring.engine;
  [student15, student14] = await Promise.all([server.signIn('student15'), server.signIn('student14')]);
});
afterAll(() => server?.close());

/** The route reads the deps' engine on every call, so each test installs its own. */
const useEngine = (engine: ScoringEngine) => (server.deps.scoring.engine = engine);
const score = (token: string | undefined, body: unknown) => server.call(token, STORED_SCORING_PATH, { body });
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { errorCode: number; message: string }) });
const storedBytes = (audioUri: string) => readFile(join(filesDirOf(server.config), 'uploads', audioUri.slice(PUBLIC_UPLOADS_BASE.length)));

const HOMEWORK = 'shw-student15-class-3-2-sync1';
const HOMEWORK_PATH = `/api/v1/chronus/student/homework/${HOMEWORK}`;

describe('scoring a stored recording (issue 41)', () => {
  it("scores the student's uploaded WAV with the engine and signs the socket's receipt for it, which a homework submission takes", async () => {
    useEngine(scoring(84));
    const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } }>(await server.call(student15, HOMEWORK_PATH));
    const episode = homework.episodeActivities.find((e) => e.activities.some((a) => a.type === 11))!;
    const model = parseOralReading(episode.activities.find((a) => a.type === 11)!);
    const { text } = scoringTextFor(model);
    const audioUri = await uploadAs(server, student15, 'voice');

    const reply = storedScoringReplySchema.parse(await expectJson(await score(student15, { text, scorer_type: 1, audioUri })));
    const stored = await storedBytes(audioUri);
    expect(received.at(-1)).toMatchObject({ text, scorerType: 1 });
    expect(Buffer.compare(received.at(-1)!.wav, stored)).toBe(0);
    const read = readReceipt(await server.deps.scoreReceiptKey.get(), reply.receipt, Math.floor(Date.now() / 1000));
    expect(read).toEqual({ ok: true, claims: expect.objectContaining({ studentId: 'user-student15', scorerType: 1, text, overall: 84, audioSha256: sha256Hex(stored) }) });

    // The player makes the answer from this reply as from the socket's, with the stored recording's address.
    const { record } = gradeOralReading(model, { score: reply.data as ReadingScore, receipt: reply.receipt, audioUri }, { now: Date.now(), durationSec: 5 });
    expect((await server.call(student15, HOMEWORK_PATH, { body: { answers: [{ ...record.data, episode_id: episode.episodeId, episode_type: 1 }] } })).status).toBe(200);
    const [row] = await server.db.query<{ answer: { oralReading: { score: number } } }>('SELECT answer FROM homework_answers WHERE student_homework_id = $1 AND activity_id = $2', [HOMEWORK, model.id]);
    expect(row?.answer.oralReading.score).toBe(84);
  });

  it("refuses another student's recording in Chinese first, without asking the engine", async () => {
    useEngine(scoring(90));
    const before = received.length;
    const classmates = await uploadAs(server, student14, 'voice');
    expect(await refusal(await score(student15, { text: 'I like apples.', scorer_type: 1, audioUri: classmates }))).toEqual({ status: 400, errorCode: 40001, message: expect.stringMatching(/^body\.audioUri: 文件不是你上传的/) });
    // Nor a report picture of their own: the recording must be in the voice bucket.
    const picture = await uploadAs(server, student15, 'report');
    expect((await refusal(await score(student15, { text: 'I like apples.', scorer_type: 1, audioUri: picture }))).message).toContain('文件不是你上传的');
    expect(received.length).toBe(before);
  });

  it('is for signed-in students only: 401 without a token, 403 for a teacher', async () => {
    const audioUri = await uploadAs(server, student15, 'voice');
    expect((await score(undefined, { text: 'I like apples.', scorer_type: 1, audioUri })).status).toBe(401);
    expect(await refusal(await score(await server.signIn('teacher'), { text: 'I like apples.', scorer_type: 1, audioUri }))).toMatchObject({ status: 403, errorCode: 40301 });
  });

  it.each([
    ['no audioUri', { text: 'I like apples.', scorer_type: 1 }, /^body\.audioUri/],
    ['scorer_type 2', { text: 'I like apples.', scorer_type: 2, audioUri: '/files/uploads/voice/x/y.wav' }, /^body\.scorer_type/],
    ['no text', { text: '', scorer_type: 1, audioUri: '/files/uploads/voice/x/y.wav' }, /^body\.text/],
  ])('refuses a body with %s: 400 naming the field', async (_label, body, message) => {
    expect(await refusal(await score(student15, body))).toMatchObject({ status: 400, message: expect.stringMatching(message) });
  });

  it("answers the engine's refusals with their message and a status to match: bad audio 400, no engine (the default) 503, a time-out 504, a crash 502", async () => {
    const audioUri = await uploadAs(server, student15, 'voice');
    const asked = () => score(student15, { text: 'I like apples.', scorer_type: 1, audioUri });
    useEngine({ name: 'refusing', score: async () => { throw new ScoringError('BAD_AUDIO', '录音无法识别 (not a WAV file)'); } });
    expect(await refusal(await asked())).toEqual({ status: 400, errorCode: 40001, message: '录音无法识别 (not a WAV file)' });
    expect(defaultEngine).toBe(noScoringEngine);
    useEngine(defaultEngine);
    expect(await refusal(await asked())).toMatchObject({ status: 503, message: expect.stringContaining('no speech-scoring engine') });
    useEngine({ name: 'slow', score: async () => { throw new ScoringError('TIMEOUT', 'the engine did not answer within 30 s'); } });
    expect(await refusal(await asked())).toMatchObject({ status: 504, message: '获取打分结果超时 (the engine did not answer within 30 s)' });
    useEngine({ name: 'broken', score: async () => { throw new Error('segfault-ish'); } });
    expect(await refusal(await asked())).toMatchObject({ status: 502, message: expect.stringMatching(/^打分失败.*the scoring engine failed/) });
    // The places were given back: a working engine scores again.
    useEngine(scoring(70));
    expect((await asked()).status).toBe(200);
    expect(server.deps.scoring.limits.total).toBe(0);
  });

  it("takes the socket's places: two recordings of one student scoring at once hold both, a third is 429, another student is not held up", async () => {
    const settlers: (() => void)[] = [];
    const held = new Promise<void>((settle) => settlers.push(settle));
    useEngine({ name: 'slow', score: async (request) => { await held; return scoring(60).score(request); } });
    const audioUri = await uploadAs(server, student15, 'voice');
    const asked = () => score(student15, { text: 'I like apples.', scorer_type: 1, audioUri });
    const first = asked();
    const second = asked();
    // Both calls have taken their place once the engine holds them.
    while (server.deps.scoring.limits.total < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await refusal(await asked())).toMatchObject({ status: 429, errorCode: 42901, message: expect.stringContaining('打分太频繁') });
    const others = score(student14, { text: 'I like apples.', scorer_type: 1, audioUri: await uploadAs(server, student14, 'voice') });
    settlers.forEach((settle) => settle());
    expect((await Promise.all([first, second, others])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.deps.scoring.limits.total).toBe(0);
    expect((await asked()).status).toBe(200);
  });
});
