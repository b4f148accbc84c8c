/** The scoring socket end to end: a real HTTP server on a port, a real WebSocket client. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORING_CHUNK_BYTES, SCORING_SOCKET_PATH, type ScoringReply } from '@core/contract';
import type { ReadingScore } from '@core/domain';
import { createApp } from '../http/app';
import { startTestServer, type TestServer } from '../testing/test-server';
import { noScoringEngine, type ScoringEngine, type ScoringRequest } from './engine';
import { readReceipt, sha256Hex } from './score-receipt';
import { attachScoringSocket } from './socket';

let server: TestServer;
let token: string;
let port: number;
let http: Server;
let engine: ScoringEngine = noScoringEngine;
const received: ScoringRequest[] = [];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('student15');
  // The socket asks whichever engine is current, so each test can choose one.
  const switching: ScoringEngine = { name: 'switching', score: (request) => engine.score(request) };
  http = serve({ fetch: createApp(server.deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
  attachScoringSocket(http, server.deps, switching);
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

const HEADER = { text: 'I like apples.', scorer_type: 1, audio_format: { type: 'WAV', audio_channel: 2 } };

/** Opens the socket, sends the messages in order, and resolves with the one reply. */
function exchange(messages: (string | Buffer)[], query = `token=${token}&appId=${server.config.appId}&deviceId=D&sDeviceId=D`): Promise<ScoringReply> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SCORING_SOCKET_PATH}?${query}`);
    ws.on('open', () => messages.forEach((m) => ws.send(m)));
    ws.on('message', (data) => resolve(JSON.parse(data.toString()) as ScoringReply));
    ws.on('error', reject);
    ws.on('close', () => reject(new Error('closed without a reply')));
  });
}

/** A promise and the function that settles it. */
function deferred() {
  const settlers: (() => void)[] = [];
  const promise = new Promise<void>((settle) => settlers.push(settle));
  return { promise, resolve: () => settlers.forEach((settle) => settle()) };
}

describe('scoring socket', () => {
  it('answers a clear non-success reply while no engine is installed', async () => {
    engine = noScoringEngine;
    const reply = await exchange([JSON.stringify(HEADER), Buffer.alloc(1000), 'EOS']);
    expect(reply).toEqual({ type: 'error', code: 'ENGINE_UNAVAILABLE', message: expect.stringContaining('no speech-scoring engine') });
  });

  it('hands the engine the header text and the chunks joined in order, and replies with its data', async () => {
    const score: ReadingScore = { score: { overall: 80, pronunciation: 78, fluency: 90 }, words: [] };
    engine = { name: 'recording', score: async (request) => { received.push(request); return score; } };
    const first = Buffer.alloc(SCORING_CHUNK_BYTES, 1);
    const second = Buffer.from([2, 3, 4]);
    const reply = await exchange([JSON.stringify(HEADER), first, second, 'EOS']);
    expect(reply).toEqual({ type: 'success', data: score, receipt: expect.stringMatching(/^v1\./) });
    // The receipt (issue 31): this student, this text, this score, this recording, good for a week.
    const read = readReceipt(await server.deps.scoreReceiptKey.get(), (reply as { receipt: string }).receipt, Math.floor(Date.now() / 1000));
    expect(read).toEqual({ ok: true, claims: expect.objectContaining({ studentId: 'user-student15', scorerType: 1, text: HEADER.text, overall: 80, audioSha256: sha256Hex(Buffer.concat([first, second])) }) });
    const request = received.at(-1)!;
    expect(request.text).toBe('I like apples.');
    expect(request.scorerType).toBe(1);
    expect(request.wav.length).toBe(SCORING_CHUNK_BYTES + 3);
    expect([...request.wav.subarray(-4)]).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['no token', 'appId=english-homework-h5', 'UNAUTHENTICATED'],
    ['a wrong app id', () => `token=${token}&appId=other`, 'UNAUTHENTICATED'],
  ])('refuses a connection with %s', async (_label, query, code) => {
    const reply = await exchange([JSON.stringify(HEADER), 'EOS'], typeof query === 'function' ? query() : query);
    expect(reply).toMatchObject({ type: 'error', code });
  });

  it.each([
    ['audio before the header', [Buffer.alloc(10)], 'BAD_MESSAGE'],
    ['a header that is not JSON', ['{text'], 'BAD_HEADER'],
    ['an unknown scorer type', [JSON.stringify({ ...HEADER, scorer_type: 2 })], 'BAD_HEADER'],
    ['text other than EOS after the header', [JSON.stringify(HEADER), 'STOP'], 'BAD_MESSAGE'],
  ])('replies an error to %s', async (_label, messages, code) => {
    expect(await exchange(messages as (string | Buffer)[])).toMatchObject({ type: 'error', code });
  });

  it('replies an error when the engine throws, and keeps serving', async () => {
    engine = { name: 'broken', score: async () => { throw new Error('segfault-ish'); } };
    expect(await exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS'])).toMatchObject({ type: 'error', code: 'ENGINE_FAILED' });
    engine = noScoringEngine;
    expect(await exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS'])).toMatchObject({ type: 'error', code: 'ENGINE_UNAVAILABLE' });
  });

  it('scores a real recording with the reference engine, end to end through the socket', async () => {
    const { PocketsphinxEngine } = await import('./pocketsphinx/engine');
    const { WorkerPool } = await import('./pocketsphinx/worker-pool');
    const { readFile } = await import('node:fs/promises');
    const real = new PocketsphinxEngine(new WorkerPool(1));
    engine = real;
    try {
      const wav = await readFile(`${process.cwd()}/../shared/data/speechocean762-sample/wav/000010011.wav`);
      const reply = await exchange([JSON.stringify({ ...HEADER, text: 'We call it bear.' }), wav.subarray(0, 40_000), wav.subarray(40_000), 'EOS']);
      expect(reply.type).toBe('success');
      const data = (reply as { data: ReadingScore }).data;
      expect(data.words.map((w) => w.content)).toEqual(['we', 'call', 'it', 'bear']);
      expect(data.score.overall).toBeGreaterThan(0);
    } finally {
      engine = noScoringEngine;
      await real.close();
    }
  }, 30_000);

  it('scores at most two recordings of one student at once, and frees the places when they end', async () => {
    const { promise: held, resolve: finish } = deferred();
    engine = { name: 'slow', score: async () => { await held; return { score: { overall: 1, pronunciation: 1, fluency: 1 }, words: [] }; } };
    const first = exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS']);
    const second = exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await exchange([JSON.stringify(HEADER), 'EOS'])).toMatchObject({ type: 'error', code: 'BUSY' });
    // Another student is not held up by this one.
    const other = await server.signIn('student14');
    const othersReply = exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS'], `token=${other}&appId=${server.config.appId}`);
    finish();
    expect((await Promise.all([first, second, othersReply])).map((r) => r.type)).toEqual(['success', 'success', 'success']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exchange([JSON.stringify(HEADER), Buffer.alloc(10), 'EOS'])).toMatchObject({ type: 'success' });
    engine = noScoringEngine;
  });

  it('refuses a teacher', async () => {
    const teacher = await server.signIn('teacher');
    expect(await exchange([JSON.stringify(HEADER), 'EOS'], `token=${teacher}&appId=${server.config.appId}`)).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
  });

  it('refuses an upgrade on any other path', async () => {
    await expect(new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/somewhere-else`);
      ws.on('open', resolve);
      ws.on('error', reject);
    })).rejects.toThrow(/socket hang up|Unexpected server response/);
  });
});
