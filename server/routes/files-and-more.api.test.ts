import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptiveListResponseSchema, analysisResponseSchema, answerClipUrl, smartAnswerResponseSchema } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { withReceipts } from '../testing/score-receipts';
import { speechEngineAvailable } from '../audio/speech';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ config: { downloadAndroidUrl: 'https://school.example/app.apk', downloadIosUrl: 'https://apps.example/app' } });
  token = await server.signIn('student15');
});
afterAll(() => server?.close());

describe('adaptive homework', () => {
  it('lists one assignment per mode with its activities, newest first', async () => {
    const { list, marker } = adaptiveListResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/student/adaptive-assignments')));
    expect(list.map((s) => [s.assignmentDetail.mode, s.finished])).toEqual([[1, false], [2, false], [3, true]]);
    expect(list[0]?.activities[0]).toMatchObject({ activityId: 'm1u1-e1-a3', episodeId: 'm1u1-e1', uuid: 'smart-student15-1-0' });
    expect(marker).toBeNull();
    const firstPage = adaptiveListResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/student/adaptive-assignments?pageSize=2')));
    const secondPage = adaptiveListResponseSchema.parse(await expectJson(await server.call(token, `/api/v1/chronus/student/adaptive-assignments?pageSize=2&marker=${firstPage.marker}`)));
    expect([...firstPage.list, ...secondPage.list].map((s) => s.id)).toEqual(list.map((s) => s.id));
  });

  it('takes answers by slot and finishes when every slot is answered', async () => {
    const { list } = adaptiveListResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/student/adaptive-assignments')));
    const assignment = list[0]!;
    const answers = await withReceipts(server, token, assignment.activities.map((a) => ({ answer: demoAnswer(a.activity as unknown as ServedActivity, a.episodeId, true, 1), identifier: { activityId: a.activityId, episodeId: a.episodeId, uuid: a.uuid } })));
    const partial = smartAnswerResponseSchema.parse(await expectJson(await server.call(token, `/api/v1/chronus/student/adaptive-assignments/${assignment.id}/answer`, { body: { id: assignment.id, answers: answers.slice(0, 1) } })));
    expect(partial).toMatchObject({ finished: false, answeredCount: 1, activityCount: 3 });
    const done = smartAnswerResponseSchema.parse(await expectJson(await server.call(token, `/api/v1/chronus/student/adaptive-assignments/${assignment.id}/answer`, { body: { id: assignment.id, answers } })));
    expect(done).toMatchObject({ finished: true, answeredCount: 3, accuracy: 100 });
    const bad = await server.call(token, `/api/v1/chronus/student/adaptive-assignments/${assignment.id}/answer`, { body: { answers: [{ ...answers[0], identifier: { ...answers[0]!.identifier, uuid: 'nope' } }] } });
    expect(bad.status).toBe(400);
    expect((await server.call(token, `/api/v1/chronus/student/adaptive-assignments/smart-student14-1/answer`, { body: { answers } })).status).toBe(404);
  });
});

describe('learning analysis', () => {
  it('breaks a homework down by activity type and lists weak spoken words', async () => {
    const analysis = analysisResponseSchema.parse(await expectJson(await server.call(token, '/api/v1/chronus/analysis/exercise/shw-student15-class-3-2-review')));
    expect(analysis).toMatchObject({ accuracy: 60, answeredCount: 10, activityCount: 10 });
    expect(analysis.byType).toEqual([{ type: 68, total: 5, correct: 3 }, { type: 30, total: 5, correct: 3 }]);
    expect(analysis.timeSpentSec).toBe(200);
    expect((await server.call(token, '/api/v1/chronus/analysis/exercise/shw-student14-class-3-1-review')).status).toBe(404);
  });

  it('lists each weak word once, at its lowest score, written as the sentence writes it (issue 19)', async () => {
    const homework = 'shw-student15-class-3-2-sync1';
    const path = `/api/v1/chronus/student/homework/${homework}`;
    const served = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } }>(await server.call(token, path));
    const readings = served.homework.episodeActivities.flatMap((e) => e.activities.filter((a) => a.type === 11).map((activity) => ({ activity, episodeId: e.episodeId })));
    expect(readings.length).toBeGreaterThan(1);
    // Read wrong, every word scored 52 but one word per reading lower; the engine reports words in lower case.
    const answers = readings.map(({ activity, episodeId }, i) => {
      const words = (activity.content.comprehension.oralReading!.spokenText.match(/[A-Za-z']+/g) ?? []).map((w, k) => ({ content: w.toLowerCase(), scores: { pronunciation: k === 0 ? 10 + i : 52 }, phonemes: [] }));
      return { ...demoAnswer(activity, episodeId, false, 9_000 + i), oralReading: { score: 52, audioScoreDetail: { words, accuracy: 52, pronunciation: 52, fluency: 52 } } };
    });
    expect((await server.call(token, path, { body: await withReceipts(server, token, { answers }) })).status).toBe(200);
    const { weakWords } = analysisResponseSchema.parse(await expectJson(await server.call(token, `/api/v1/chronus/analysis/exercise/${homework}`)));
    const keys = weakWords.map((w) => w.word.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const sentences = readings.map(({ activity }) => activity.content.comprehension.oralReading!.spokenText);
    const spoken = sentences.flatMap((text) => text.match(/[A-Za-z']+/g) ?? []);
    expect(keys.toSorted()).toEqual([...new Set(spoken.map((w) => w.toLowerCase()))].toSorted());
    expect(weakWords.map((w) => w.score)).toEqual(weakWords.map((w) => w.score).toSorted((a, b) => a - b));
    // A word that opens a sentence is shown in lower case unless it is written so elsewhere; names keep their capital.
    for (const name of spoken.filter((w) => /^[A-Z]/.test(w) && !sentences.some((text) => text.startsWith(w)))) {
      expect(weakWords.map((w) => w.word)).toContain(name);
    }
  });
});

describe('event notifications', () => {
  it('records an alix re-answer for oneself and refuses one for somebody else', async () => {
    expect(await expectJson(await server.call(token, '/api/v1/chronus/event/notifications', { body: { type: 1, alixReanswer: { groupHomeworkId: 'gh-1', studentId: 'user-student15' } } }))).toEqual({ ok: true });
    expect((await server.call(token, '/api/v1/chronus/event/notifications', { body: { type: 1, alixReanswer: { groupHomeworkId: 'gh-1', studentId: 'user-student14' } } })).status).toBe(403);
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM event_notifications');
    expect(row?.n).toBe(1);
  });
});

const wav = () => {
  const bytes = new Uint8Array(44 + 3200);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WAVE'), 8);
  return bytes;
};
const uploadToken = async (bucket: string) => (await expectJson<{ uploadToken: string }>(await server.call(token, '/api/v1/caen/qiniu/upload', { body: { bucket } }))).uploadToken;
const upload = (fields: { token?: string; file?: Blob; name?: string }) => {
  const form = new FormData();
  if (fields.token !== undefined) form.set('token', fields.token);
  if (fields.file) form.set('file', fields.file, fields.name ?? 'voice.wav');
  return server.request('/upload', { method: 'POST', body: form });
};

describe('storage token and upload', () => {
  it('stores a voice file and answers the key under which it is served', async () => {
    const { key } = await expectJson<{ key: string }>(await upload({ token: await uploadToken('voice'), file: new Blob([wav()]) }));
    expect(key).toMatch(/^voice\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.wav$/);
    const stored = await readFile(join(server.config.dataDir, 'files', 'uploads', key));
    expect(stored.length).toBe(wav().length);
  });

  it.each([
    ['no token', async () => upload({ file: new Blob([wav()]) }), 400],
    ['a made-up token', async () => upload({ token: 'nope', file: new Blob([wav()]) }), 401],
    ['no file', async () => upload({ token: await uploadToken('voice') }), 400],
    ['an empty file', async () => upload({ token: await uploadToken('voice'), file: new Blob([]) }), 400],
    ['a picture in the voice bucket', async () => upload({ token: await uploadToken('voice'), file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])]) }), 415],
    ['a text file named .wav', async () => upload({ token: await uploadToken('voice'), file: new Blob(['hello']), name: 'x.wav' }), 415],
    ['a voice file over 10 MB', async () => upload({ token: await uploadToken('voice'), file: new Blob([wav(), new Uint8Array(10 * 1024 * 1024)]) }), 413],
    ['a multipart body that is not multipart', async () => server.request('/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400],
  ] as const)('refuses %s', async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ errorCode: expect.any(Number), message: expect.any(String) });
  });

  it('refuses a bucket it does not know, and needs sign-in for a token', async () => {
    expect((await server.call(token, '/api/v1/caen/qiniu/upload', { body: { bucket: 'everything' } })).status).toBe(400);
    expect((await server.call(undefined, '/api/v1/caen/qiniu/upload', { body: { bucket: 'voice' } })).status).toBe(401);
  });
});

describe('open calls', () => {
  it('gives the download addresses', async () => {
    expect(await expectJson(await server.request('/api/v1/download-info'))).toEqual({ androidUrl: 'https://school.example/app.apk', iosUrl: 'https://apps.example/app' });
  });

  it('serves the version file uncached', async () => {
    const response = await server.request('/version.json');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(await response.json()).toEqual({ version: expect.any(String) });
  });

  it('serves answer clips of known texts at the address the client builds, and 404 for others', async () => {
    expect((await server.request(await answerClipUrl('Not a text of any activity.'))).status).toBe(404);
    expect((await server.request('/cdn/clips/../../etc/passwd')).status).toBe(404);
    const url = await answerClipUrl('My name is Amy.', 'us');
    const response = await server.request(url);
    // Without espeak-ng the server says so (503) instead of inventing audio.
    expect(response.status).toBe((await speechEngineAvailable()) ? 200 : 503);
  });

  it('makes a clip once when 200 ask for it at the same moment', async () => {
    const [clip] = await server.db.query<{ text: string; voice: 'us' | 'uk' }>(`SELECT text, voice FROM clip_texts ORDER BY hash LIMIT 1 OFFSET 3`);
    const url = await answerClipUrl(clip!.text, clip!.voice);
    const responses = await Promise.all(Array.from({ length: 200 }, () => server.request(url)));
    const expected = (await speechEngineAvailable()) ? 200 : 503;
    expect(responses.filter((r) => r.status !== expected).map((r) => r.status)).toEqual([]);
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    // One clip, the same bytes for everyone (without espeak-ng every answer is the same refusal).
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(expected === 503 || bodies[0]!.length > 1000).toBe(true);
    const leftovers = (await readdir(join(server.config.dataDir, 'files', 'clips')).catch(() => [])).filter((name) => name.endsWith('.part'));
    expect(leftovers).toEqual([]);
  });

  it('makes the clip as MP3 when espeak-ng is installed', async () => {
    const available = await speechEngineAvailable();
    const response = await server.request(await answerClipUrl('I like red apples.', 'uk'));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(available ? [response.headers.get('content-type'), bytes.length > 1000] : [503]).toEqual(available ? ['audio/mpeg', true] : [response.status]);
  });
});
