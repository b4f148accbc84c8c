/**
 * Security headers on every answer, and uploaded files kept to the owner's school (issue 11, item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../seed/people';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let owner: string; // student15
let classmate: string; // student14, same school
let outsider: string; // a student of another school
beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(`INSERT INTO schools VALUES ('school-other', '另一所小学', '另一小学')`);
  await server.db.query(`INSERT INTO classes VALUES ('class-other', 'school-other', '三年级', '(9)班')`);
  await server.db.query(
    `INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ('user-outsider', $1, '外校', 1, $2, 0)`,
    [`outsider${server.config.mailDomain}`, await hashPassword(DEMO_PASSWORD + server.config.passwordSuffix)],
  );
  await server.db.query(`INSERT INTO class_members VALUES ('class-other', 'user-outsider')`);
  [owner, classmate, outsider] = await Promise.all([server.signIn('student15'), server.signIn('student14'), server.signIn('outsider')]);
});
afterAll(() => server?.close());

const wav = () => {
  const bytes = new Uint8Array(44 + 3200);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WAVE'), 8);
  return bytes;
};
const uploadToken = async (bucket = 'voice') => (await expectJson<{ uploadToken: string }>(await server.call(owner, '/api/v1/caen/qiniu/upload', { body: { bucket } }))).uploadToken;
const upload = (token: string, file: Blob, name = 'voice.wav') => {
  const form = new FormData();
  form.set('token', token);
  form.set('file', file, name);
  return server.request('/upload', { method: 'POST', body: form });
};
const fetchFile = (key: string, token?: string) => server.request(`/files/uploads/${key}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('security headers', () => {
  it.each(['/api/v1/chronus/user', '/api/v1/download-info', '/identity/login', '/api/v1/nope'])('%s carries a strict CSP, nosniff and no referrer', async (path) => {
    const response = await server.call(owner, path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy-report-only')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends HSTS only over TLS', async () => {
    expect((await server.request('http://localhost/api/v1/download-info')).headers.get('strict-transport-security')).toBeNull();
    expect((await server.request('https://localhost/api/v1/download-info')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('uploaded files', () => {
  it("serve the owner and the owner's school, with the stored type, and nobody else", async () => {
    const { key } = await expectJson<{ key: string }>(await upload(await uploadToken(), new Blob([wav()])));
    const own = await fetchFile(key, owner);
    expect([own.status, own.headers.get('content-type'), own.headers.get('x-content-type-options')]).toEqual([200, 'audio/wav', 'nosniff']);
    expect(own.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(wav()))).toBe(true);
    expect((await fetchFile(key, classmate)).status).toBe(200);
    expect((await fetchFile(key, outsider)).status).toBe(404);
    expect((await fetchFile(key)).status).toBe(401);
    expect((await fetchFile(key, 'made-up')).status).toBe(401);
    expect((await fetchFile('voice/2026-01-01/none.wav', owner)).status).toBe(404);
  });

  it.each([
    ['an HTML page behind a PNG header', 'report', () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), '<html><script>alert(document.cookie)</script></html>']), 'x.png'],
    ['a WAV carrying a script', 'voice', () => new Blob([wav(), '<SCRIPT src=//evil.example/x.js></SCRIPT>']), 'x.wav'],
    ['an SVG named .png', 'report', () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']), 'x.png'],
  ])('refuse %s by its content', async (_label, bucket, file, name) => {
    const response = await upload(await uploadToken(bucket), file(), name);
    expect(response.status).toBe(415);
  });

  it('take each upload token once', async () => {
    const token = await uploadToken();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(token, new Blob([wav()]))));
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, ...Array<number>(19).fill(401)]);
  });
});
