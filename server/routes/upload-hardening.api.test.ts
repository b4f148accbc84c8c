/**
 * The upload, hardened (issue 31): the token and the size header are checked before the body is read
 * (item 13), polyglot pictures are refused and every picture is stored re-encoded (item 15), and a
 * user's uploads in a day are capped (item 12). The body-reading tests use a real socket, since only
 * there can a body be left unsent.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE } from '../files/file-repository';
import { PICTURES, POLYGLOT_TRAILERS, holdsTrailerPayload } from '../testing/picture-fixtures';
import { RawConnection } from '../testing/raw-http';
import { expectJson } from '../testing/test-server';
import { useWiredServer } from '../testing/wired-server';

const running = useWiredServer(['student15', 'student14']);
const STUDENT_ID = 'user-student15';
const MB = 1024 * 1024;

const uploadToken = async (bucket: string, uid = 'student15') =>
  (await expectJson<{ uploadToken: string }>(await running.server.call(running.tokens[uid], '/api/v1/caen/qiniu/upload', { body: { bucket } }))).uploadToken;
const upload = (token: string, file: Blob, name = 'report.png') => {
  const form = new FormData();
  form.set('token', token);
  form.set('file', file, name);
  return running.server.request('/upload', { method: 'POST', body: form });
};
const storedBytes = (key: string) => readFile(join(running.server.config.dataDir, 'files', 'uploads', key));

describe('polyglot pictures (item 15)', () => {
  it('refuses each of the 14 polyglot kinds after a PNG, a JPEG and a WebP (415)', async () => {
    const accepted: string[] = [];
    for (const [type, picture] of Object.entries(PICTURES)) {
      for (const [kind, trailer] of Object.entries(POLYGLOT_TRAILERS)) {
        const response = await upload(await uploadToken('report'), new Blob([picture, trailer]));
        if (response.status !== 415) accepted.push(`${type} + ${kind}: ${response.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('stores a picture re-encoded: text after the image data and a JPEG comment are not in the stored file', async () => {
    const trailing = Buffer.from(' call evil.example and alert(1) ');
    for (const picture of Object.values(PICTURES)) {
      const { key } = await expectJson<{ key: string }>(await upload(await uploadToken('report'), new Blob([picture, trailing])));
      const stored = await storedBytes(key);
      expect(holdsTrailerPayload(stored)).toBe(false);
      expect([...stored.subarray(0, 4)]).toEqual([...picture.subarray(0, 4)]);
      // The JPEG fixture carries a comment segment naming its encoder (Lavc...).
      expect(stored.includes('Lavc')).toBe(false);
    }
  });
});

/** Sends the request head and the token field only, with a Content-Length that promises `declared` bytes. */
async function startUpload(token: string, declared: number) {
  const connection = await RawConnection.open(running.wired.base);
  const boundary = 'UploadBoundary1234';
  await connection.send([
    'POST /upload HTTP/1.1',
    `Host: ${new URL(running.wired.base).host}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${declared}`,
    'Connection: keep-alive',
  ], `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voice.wav"\r\n\r\nRIFF`);
  return connection;
}

describe('the upload checks before it reads the body (item 13)', () => {
  it('refuses an unknown token (401) without waiting for the 10 MB it announced, and closes the connection', async () => {
    const connection = await startUpload('not-a-token', 10 * MB);
    // Only the head and the token were sent: an answer now means the rest was never needed.
    const answer = await connection.answer();
    expect([answer.status, answer.headers.connection]).toEqual([401, 'close']);
    await connection.whenClosed();
  });

  it('refuses a body whose size header is over every bucket, or over the token\'s bucket, before reading the file (413)', async () => {
    const overAll = await startUpload('not-a-token', 50 * MB);
    expect((await overAll.answer()).status).toBe(413);
    overAll.close();
    const overReport = await startUpload(await uploadToken('report'), 8 * MB);
    const answer = await overReport.answer();
    expect([answer.status, answer.headers.connection]).toEqual([413, 'close']);
    overReport.close();
  });

  it('refuses a form whose first field is not the token (400)', async () => {
    const form = new FormData();
    form.set('file', new Blob([PICTURES.png]), 'report.png');
    form.set('token', await uploadToken('report'));
    const response = await running.server.request('/upload', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/token.*first/);
  });
});

/** Stored files of the student made just now, as if uploaded today. */
const fill = (files: number, bytesEach: number) =>
  running.server.db.query(
    `INSERT INTO stored_files (key, user_id, bucket, content_type, size_bytes, created_at_sec)
     SELECT 'quota/' || $1 || '/' || n, $2, 'voice', 'audio/wav', $3, extract(epoch FROM now())::int8 FROM generate_series(1, $4::int) AS n`,
    [Math.random().toString(36).slice(2), STUDENT_ID, bytesEach, files],
  );
const clear = () => running.server.db.query(`DELETE FROM stored_files WHERE key LIKE 'quota/%'`);

describe('the daily upload quota (item 12)', () => {
  it(`stops a user at ${UPLOAD_QUOTA.files} files a day: no token, and no upload with a token taken before (429, in Chinese)`, async () => {
    const early = await uploadToken('report');
    await fill(UPLOAD_QUOTA.files, 10);
    try {
      const refusedToken = await running.server.call(running.tokens.student15, '/api/v1/caen/qiniu/upload', { body: { bucket: 'report' } });
      expect([refusedToken.status, ((await refusedToken.json()) as { message: string }).message]).toEqual([429, UPLOAD_QUOTA_MESSAGE]);
      expect((await upload(early, new Blob([PICTURES.png]))).status).toBe(429);
      // Someone else's quota is their own.
      expect((await upload(await uploadToken('report', 'student14'), new Blob([PICTURES.png]))).status).toBe(200);
    } finally {
      await clear();
    }
  });

  it(`stops a user at ${UPLOAD_QUOTA.bytes / MB} MB a day`, async () => {
    await fill(1, UPLOAD_QUOTA.bytes - 100);
    try {
      expect((await upload(await uploadToken('report'), new Blob([PICTURES.png]))).status).toBe(429);
    } finally {
      await clear();
    }
    expect((await upload(await uploadToken('report'), new Blob([PICTURES.png]))).status).toBe(200);
  });
});
