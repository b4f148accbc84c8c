/**
 * The scorer client against the real reference server's scoring socket, with the reference engine
 * (pocketsphinx) scoring real recordings of children reading (speechocean762 sample).
 */
import { readFile } from 'node:fs/promises';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompletionScore, ReadingScore } from '@core/domain';
import { PocketsphinxEngine } from '@server/scoring/pocketsphinx/engine';
import { WorkerPool } from '@server/scoring/pocketsphinx/worker-pool';
import { startServedServer, type ServedServer, type SignedInClient } from '../../../tests/helpers/served-server';
import { resolveService, ScorerToken } from '@core/services/tokens';
import { ScorerError } from '@core/services/scorer';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { WebSocketScorerClient } from './websocket-scorer-client';

const SAMPLE = `${process.cwd()}/../shared/data/speechocean762-sample/wav`;

let served: ServedServer;
let engine: PocketsphinxEngine;
let student: SignedInClient;
let weCallItBear: ArrayBuffer;

beforeAll(async () => {
  engine = new PocketsphinxEngine(new WorkerPool(1));
  served = await startServedServer({ engine });
  student = await served.signedIn('student15');
  const file = await readFile(`${SAMPLE}/000010011.wav`); // "We call it bear."
  weCallItBear = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
});
afterAll(async () => {
  await served?.close();
  await engine?.close();
});

const clientOf = (signedIn: SignedInClient) => new WebSocketScorerClient({ config: signedIn.config, storage: signedIn.storage, WebSocket });

describe('scoring through the real socket', () => {
  it('scores oral reading (scorer type 1): a score per word of the text', async () => {
    const { text, scorerType } = scoringTextFor({ type: 11, spokenText: 'We call it bear.' });
    const score: ReadingScore = await clientOf(student).score({ text, scorerType: scorerType as 1, wav: weCallItBear });
    expect(score.words.map((w) => w.content)).toEqual(['we', 'call', 'it', 'bear']);
    expect(score.score.overall).toBeGreaterThan(0);
    expect(score.score.overall).toBeLessThanOrEqual(100);
  });

  it('scores sentence completion (scorer type 4): the bracketed word comes back as a fill word', async () => {
    const request = scoringTextFor({ type: 30, refText: 'We call it bear.', stem: { text: 'We call it ____.', hint: 'bear' } });
    expect(request).toEqual({ text: 'We call it [bear].', scorerType: 4 });
    const score: CompletionScore = await clientOf(student).score({ text: request.text, scorerType: 4, wav: weCallItBear });
    expect(score.word_score.map((w) => [w.word, w.type])).toEqual([['we', 1], ['call', 1], ['it', 1], ['bear', 2]]);
    expect(score.integrity).toBeGreaterThan(0);
  });

  it('works as the container registers it: loaded on first use, with the browser-style WebSocket', async () => {
    vi.stubGlobal('WebSocket', WebSocket);
    try {
      const scorer = resolveService(student.container, ScorerToken);
      const score = await scorer.score({ text: 'We call it bear.', scorerType: 1, wav: weCallItBear });
      expect(score.words).toHaveLength(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails with 打分失败 when the server refuses the sign-in', async () => {
    const signedOut = await served.signedIn('student14');
    signedOut.storage.set('token', 'not-a-token');
    const error = await clientOf(signedOut).score({ text: 'We call it bear.', scorerType: 1, wav: weCallItBear }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScorerError);
    expect(error).toMatchObject({ reason: 'rejected', message: '打分失败', code: 'UNAUTHENTICATED' });
  });

  it('fails with 打分失败 when the audio is not a WAV file', async () => {
    const noise = new TextEncoder().encode('this is not audio at all').buffer;
    await expect(clientOf(student).score({ text: 'We call it bear.', scorerType: 1, wav: noise })).rejects.toMatchObject({
      reason: 'rejected',
      message: '打分失败',
      code: 'BAD_AUDIO',
    });
  });
});
