import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createApp } from './app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('request log', () => {
  it('writes one structured line per API call at debug level', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    const app = createApp({ ...server.deps, logger: pino({ level: 'debug' }, sink) });
    await app.request('/api/v1/chronus/user', { headers: { appId: server.config.appId } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/v1/chronus/user', status: 401, ms: expect.any(Number) }));
  });
});
