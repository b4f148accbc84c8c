/**
 * The built app as the server sends it (issue 18): hashed assets kept a year and sent as the build
 * compressed them, index.html (and a client-side route, which gets it) asked for afresh every time.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { cacheControlOf, serveFilesAndApp } from './static';

const root = mkdtempSync(join(tmpdir(), 'static-'));
const script = `console.log(${JSON.stringify('英语作业助手 '.repeat(200))});`;
mkdirSync(join(root, 'app', 'assets'), { recursive: true });
writeFileSync(join(root, 'app', 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(root, 'app', 'assets', 'index-AbCd1234.js'), script);
writeFileSync(join(root, 'app', 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
writeFileSync(join(root, 'app', 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));
writeFileSync(join(root, 'app', 'version.json'), '{"version":"1"}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveFilesAndApp(app, { filesDir: join(root, 'files'), staticDir: join(root, 'app') });
const get = (path: string, encoding = 'br, gzip') => app.request(path, { headers: { 'Accept-Encoding': encoding } });

describe('the built app (issue 18)', () => {
  it('sends a hashed asset compressed as the build made it, kept for a year', async () => {
    const br = await get('/assets/index-AbCd1234.js');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(script));
    const gzip = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-AbCd1234.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('never keeps index.html: asked for directly or on a client-side route', async () => {
    for (const path of ['/', '/index.html', '/homework', '/word-book/apple']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>app</title>');
    }
    expect((await get('/version.json')).headers.get('cache-control')).toBe('no-cache');
    const gone = await get('/assets/gone-ZyXw9876.js');
    expect(gone.headers.get('cache-control')).toBe('no-cache');
  });

  it('calls an asset hashed only when its name carries the build hash', () => {
    expect(cacheControlOf('/assets/TaskScreen-C2h_x9Qa.js', 'text/javascript')).toContain('immutable');
    expect(cacheControlOf('/assets/index-AbCd1234.css', 'text/css')).toContain('immutable');
    expect(cacheControlOf('/assets/index-AbCd1234.js.map', 'application/json')).toBe('no-cache');
    expect(cacheControlOf('/favicon.svg', 'image/svg+xml')).toBe('no-cache');
    expect(cacheControlOf('/index.html', 'text/html')).toBe('no-cache');
    // An old build's asset that is gone: the page comes back, and is not kept.
    expect(cacheControlOf('/assets/gone-ZyXw9876.js', 'text/html; charset=utf-8')).toBe('no-cache');
  });
});
