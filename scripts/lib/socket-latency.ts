/**
 * Latency from EOS to reply at N concurrent scoring sockets, against a real HTTP server with the real
 * socket, auth and default engine (an in-memory PGlite database with the demo school for sign-in).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { SCORING_CHUNK_BYTES, SCORING_SOCKET_PATH } from '@core/contract';
import { loadConfig } from '../../server/config';
import { openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/http/app';
import { createScoringEngine } from '../../server/scoring/create-engine';
import { attachScoringSocket } from '../../server/scoring/socket';
import { seedDemo } from '../../server/seed/seed';
import { buildDeps } from '../../server/server';

export interface Utterance { text: string; wav: Buffer }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export async function socketLatency(utterances: Utterance[], concurrency = 4): Promise<{ p50Ms: number; p95Ms: number; replies: number }> {
  const config = { ...loadConfig({}), logLevel: 'silent' };
  const db = await openPglite(undefined);
  await migrate(db);
  await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix });
  const deps = buildDeps(db, config, pino({ level: 'silent' }));
  // One student per socket, as in a class: a student may have only two scoring sessions at once.
  const tokens = await Promise.all(Array.from({ length: concurrency }, async (_, i) => (await deps.auth.redeemHandOff(await deps.auth.createHandOff(`user-student${String(i).padStart(2, '0')}`))).accessToken));
  const engine = await createScoringEngine(process.env, config);
  const http = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => http.once('listening', resolve));
  attachScoringSocket(http, deps, engine);
  const urlOf = (token: string) => `ws://127.0.0.1:${(http.address() as AddressInfo).port}${SCORING_SOCKET_PATH}?token=${token}&appId=${config.appId}&deviceId=BENCH&sDeviceId=BENCH`;

  const one = (u: Utterance, token: string) => new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(urlOf(token));
    let eosAt = 0;
    ws.on('open', () => {
      ws.send(JSON.stringify({ text: u.text, scorer_type: 1, audio_format: { type: 'WAV', audio_channel: 2 } }));
      for (let at = 0; at < u.wav.length; at += SCORING_CHUNK_BYTES) ws.send(u.wav.subarray(at, at + SCORING_CHUNK_BYTES));
      ws.send('EOS', () => { eosAt = performance.now(); });
    });
    ws.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as { type: string; message?: string };
      if (reply.type !== 'success') reject(new Error(`scoring failed: ${reply.message}`));
      else resolve(performance.now() - eosAt);
      ws.close();
    });
    ws.on('error', reject);
  });

  const latencies: number[] = [];
  const queue = [...utterances];
  try {
    await Promise.all(tokens.map(async (token) => {
      for (let u = queue.shift(); u; u = queue.shift()) latencies.push(await one(u, token));
    }));
  } finally {
    await new Promise((resolve) => http.close(resolve));
    await engine.close?.();
    await db.close();
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p95Ms: Math.round(percentile(sorted, 0.95)), replies: sorted.length };
}
