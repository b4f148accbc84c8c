/**
 * Hostile input that used to reach the database or the JSON walker and came back as a 500 (issue 11,
 * item 7): each one must be a 400 with a clear message, and the server must keep answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@core/contract';
import { encodeMarker } from './page-marker';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('student15');
});
afterAll(() => server?.close());

const HOMEWORK = '/api/v1/chronus/student/homework/shw-student15-class-3-2-sync1';

async function expect400(response: Response, messagePart: string | RegExp) {
  const body = (await response.json()) as { errorCode: number; message: string };
  expect({ status: response.status, errorCode: body.errorCode }).toEqual({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
  expect(body.message).toMatch(messagePart);
}

describe('malformed input answers 400, never 500', () => {
  it('refuses JSON nested 10,000 deep', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    await expect400(await server.call(token, HOMEWORK, { body: `{"answers":${deep}}` }), /nested deeper than/);
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    await expect400(await server.call(token, '/api/v1/chronus/event/notifications', { body: deepObject }), /nested deeper than/);
  });

  it('refuses a NUL byte in the path, the query or the body', async () => {
    await expect400(await server.call(token, '/api/v1/chronus/student/homework/abc%00def'), /control character/);
    await expect400(await server.call(token, '/api/v1/chronus/student/homework?groupId=a%00b'), /control character/);
    await expect400(await server.call(token, '/api/v1/chronus/student/classroom/task?groupTaskId=%00'), /control character/);
    await expect400(await server.call(token, '/api/v1/chronus/event/notifications', { body: '{"type":0,"\\u0000":1}' }), /NUL/);
  });

  it('refuses lone surrogates, which PostgreSQL cannot store', async () => {
    await expect400(await server.call(token, '/api/v1/chronus/event/notifications', { body: '{"type":0,"alixReanswer":{"groupHomeworkId":"\\ud800","studentId":"x"}}' }), /surrogate/);
    await expect400(await server.call(token, '/api/v1/chronus/student/homework?groupId=%ED%A0%80'), /UTF-8|surrogate/);
    await expect400(await server.call(token, '/api/v1/chronus/student/homework/%E0%A4%A'), /percent-encoding|UTF-8/);
  });

  it('refuses crafted paging markers', async () => {
    const markers = [
      encodeMarker(1e300, 'x'),
      encodeMarker(-1, 'x'),
      encodeMarker(2 ** 63, 'x'),
      encodeMarker(1.5, 'x'),
      encodeMarker(1000, 'x\u0000'),
      encodeMarker(1000, '\ud800'),
      Buffer.from('[1e999,"x"]').toString('base64url'),
      Buffer.from('[1,"x",3]').toString('base64url'),
      '%%%',
    ];
    for (const marker of markers) {
      await expect400(await server.call(token, `/api/v1/chronus/student/homework?marker=${encodeURIComponent(marker)}`), /marker|control character|surrogate/);
      await expect400(await server.call(token, `/api/v1/chronus/student/adaptive-assignments?marker=${encodeURIComponent(marker)}`), /marker|control character|surrogate/);
    }
  });

  it('refuses numbers that overflow the database columns', async () => {
    const answer = { activityId: 'm1u1-e1-a1', timestampUsec: '1', durationSec: 1, episode_id: 'm1u1-e1', episode_type: 2 ** 40, multiChoiceText: { correct: true, answers: ['x'] } };
    await expect400(await server.call(token, HOMEWORK, { body: { answers: [answer] } }), /episode_type/);
    await expect400(await server.call(token, '/api/v1/chronus/student/homework?pageSize=99999999999999999999'), /pageSize/);
    const revision = { revisal_contents: [{ studentHomeworkId: 'x', episode_id: 'e', episode_type: 1e20, answer }] };
    await expect400(await server.call(token, '/api/v1/chronus/student/error_notebook', { body: revision }), /episode_type/);
  });

  it('refuses CR/LF and other control characters in redirect targets', async () => {
    for (const target of ['/front%0d%0aSet-Cookie:x=1', '/front\r\nLocation: //evil.example', '/fr%09ont']) {
      const response = await server.request(`/api/v1/chronus/auth/url?redirectUrl=${encodeURIComponent(target)}`);
      expect(response.status).toBe(400);
    }
  });

  it('refuses the bucket names of the object prototype', async () => {
    for (const bucket of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await server.call(token, '/api/v1/caen/qiniu/upload', { body: { bucket } });
      await expect400(response, /unknown bucket/);
    }
  });

  it('refuses JSON bodies over the size limit with 413 before reading them whole', async () => {
    const big = JSON.stringify({ answers: [], pad: 'x'.repeat(3 * 1024 * 1024) });
    const response = await server.call(token, HOMEWORK, { body: big });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('still answers normally afterwards', async () => {
    expect((await server.call(token, HOMEWORK)).status).toBe(200);
  });
});
