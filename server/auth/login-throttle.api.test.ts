/**
 * The sign-in throttle under parallel and shared-address load (issue 11, items 5 and 9). Addresses are
 * told through X-Forwarded-For (the server trusts it here, as behind a proxy); no traffic leaves the
 * process.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@core/contract';
import { loginBody, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { maxFailedLogins: 5, trustProxy: true } });
});
afterAll(() => server?.close());

const full = (uid: string) => uid + server.config.mailDomain;
const pwd = (password: string) => password + server.config.passwordSuffix;
const send = (body: unknown, ip: string) =>
  server.request('/api/v2/initiate_auth', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
/** Moves the faked clock on (the back-off test stands the clock still). */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);
const attempt = async (uid: string, password: string, ip: string, deviceId?: string) =>
  (await send(await loginBody(full(uid), pwd(password), deviceId ? { deviceId } : {}), ip)).status;

describe('sign-in throttle', () => {
  it('lets exactly the limit through when 40 wrong passwords arrive at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('student04', `wrong-${i}`, '198.51.100.1')));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await attempt('student04', 'demo1234', '198.51.100.1')).toBe(429);
  });

  it('counts the address the proxy saw, whatever addresses the client put before it', async () => {
    // student04 from 198.51.100.1 is held back (above); made-up addresses in front change nothing.
    expect(await attempt('student04', 'demo1234', '192.0.2.50, 198.51.100.1')).toBe(429);
    expect(await attempt('student04', 'demo1234', '192.0.2.51,198.51.100.1')).toBe(429);
  });

  it('does not lock a class out that shares one school address', async () => {
    const classmates = Array.from({ length: 13 }, (_, i) => `student${String(i < 4 ? i : i + 1).padStart(2, '0')}`); // all but student04
    for (const uid of classmates) {
      for (let i = 0; i < 4; i++) expect(await attempt(uid, `typo-${i}`, '203.0.113.7')).toBe(401);
    }
    // 52 wrong passwords from one address, and still every student signs in with the right one.
    for (const uid of classmates) expect(await attempt(uid, 'demo1234', '203.0.113.7')).toBe(200);
  });

  it('backs off an account attacked from many addresses instead of locking it', async () => {
    // The clock stands still between steps (the back-off counts whole seconds: on a slow machine a real
    // clock could cross into the next second between two attempts and end the wait early).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.100Z'));
    try {
      for (let i = 0; i < 5; i++) expect(await attempt('twoclasses', `guess-${i}`, `192.0.2.${i}`)).toBe(401);
      // The account is past its limit: the next attempt waits a second, then two, ...
      expect(await attempt('twoclasses', 'demo1234', '192.0.2.50')).toBe(429);
      wait(1_100);
      expect(await attempt('twoclasses', 'guess-6', '192.0.2.51')).toBe(401);
      expect(await attempt('twoclasses', 'demo1234', '192.0.2.52')).toBe(429);
      wait(2_100);
      expect(await attempt('twoclasses', 'demo1234', '192.0.2.53')).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets the student's own phone in with the right password while the account is held back", async () => {
    // The clock stands still, as above: on a slow database the eight guesses can take longer than the
    // account's back-off, which would then have passed by the time the new device tries.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T11:00:00.100Z'));
    try {
      expect(await attempt('student14', 'demo1234', '198.51.100.20', 'PHONE14ABC')).toBe(200);
      for (let i = 0; i < 8; i++) await attempt('student14', `guess-${i}`, `192.0.2.${100 + i}`, 'ATTACKER01');
      expect(await attempt('student14', 'demo1234', '192.0.2.120', 'NEWDEVICE1')).toBe(429);
      expect(await attempt('student14', 'demo1234', '198.51.100.20', 'PHONE14ABC')).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a sign-in signature once', async () => {
    const body = await loginBody(full('student15'), pwd('demo1234'));
    expect((await send(body, '198.51.100.30')).status).toBe(200);
    const replay = await send(body, '198.51.100.30');
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.BAD_SIGNATURE);
  });
});
