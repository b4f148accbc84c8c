/**
 * A teacher's media (issue 36): the type read from the bytes (a text file named .png is refused), no
 * markup, pictures re-encoded, a cap per kind (413, in Chinese), a day's quota; stored at an address no one
 * can guess, served as the packs' media are (a student's <img> needs no sign-in); listed for the school's teachers only.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDirOf } from '../config';
import { TEACHER_UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE } from '../files/file-repository';
import { sniffFileKind } from '../files/file-types';
import { MediaRefusals } from '../classroom/teacher-media';
import { TEACHER_MEDIA_MAX_BYTES, TaskLibraryPaths, type TeacherMedia } from '../classroom/task-library-contract';
import { addPerson, addSchoolClass } from '../testing/people-fixtures';
import { PICTURES, POLYGLOT_TRAILERS } from '../testing/picture-fixtures';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string; // 李老师, the demo school
let colleague: string; // 王老师, the demo school
let pupil: string; // student00, the demo school
let farTeacher: string; // another school's teacher
beforeAll(async () => {
  server = await startTestServer();
  await addSchoolClass(server, 'school-sunshine', 'class-5-1');
  await addSchoolClass(server, 'school-far', 'class-far');
  [teacher, pupil] = await Promise.all([server.signIn('teacher'), server.signIn('student00')]);
  colleague = await addPerson(server, { uid: 'colleague', name: '王老师', classId: 'class-5-1' });
  farTeacher = await addPerson(server, { uid: 'farteacher', name: '赵老师', classId: 'class-far' });
});
afterAll(() => server?.close());

const bytesOf = (...parts: (string | number[] | Uint8Array)[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))));
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const SAMPLES = {
  pdf: bytesOf('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  mp4: bytesOf('\0\0\0\x18ftypisom', new Uint8Array(64)),
  m4a: bytesOf('\0\0\0\x18ftypM4A ', new Uint8Array(64)),
  webmVideo: bytesOf(EBML, 'webm', new Uint8Array(32), 'V_VP9', new Uint8Array(32)),
  webmSound: bytesOf(EBML, 'webm', new Uint8Array(32), 'A_OPUS', new Uint8Array(32)),
  mp3: bytesOf('ID3', new Uint8Array(64)),
};

const upload = (token: string, bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return server.request(TaskLibraryPaths.media, { method: 'POST', headers: { appId: server.config.appId, Authorization: `Bearer ${token}`, ...headers }, body: form });
};
const uploaded = async (token: string, bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}) =>
  (await expectJson<{ media: TeacherMedia }>(await upload(token, bytes, fileName, fields), 201)).media;
const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });
const fetchAs = (token: string, url: string) => server.request(url, { headers: { Authorization: `Bearer ${token}` } });
const list = async (token: string, query = '') => (await expectJson<{ media: TeacherMedia[] }>(await server.call(token, `${TaskLibraryPaths.media}${query}`))).media;
const stored = (media: TeacherMedia) => readFile(join(filesDirOf(server.config), media.url.replace(/^\/files\//, '')));

describe("a teacher's media (issue 36)", () => {
  it('stores a picture re-encoded (nothing after the image data is kept), with the name given, as the school\'s upload', async () => {
    const trailer = 'TRAILING-BYTES-AFTER-THE-IMAGE';
    const media = await uploaded(teacher, bytesOf(PICTURES.png, trailer), 'IMG_0001.png', { name: '小狗' });
    expect(media).toMatchObject({ kind: 'picture', contentType: 'image/png', name: '小狗', ownerName: '李老师' });
    expect(media.id).toMatch(/^media-/);
    expect(media.url).toMatch(/^\/files\/media\/teacher\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const bytes = await stored(media);
    expect(sniffFileKind(bytes)?.contentType).toBe('image/png');
    expect(bytes.toString('latin1')).not.toContain(trailer);
    expect(media.sizeBytes).toBe(bytes.length);
    // Without a name, the file's own.
    expect((await uploaded(teacher, PICTURES.jpeg, 'apple.jpg')).name).toBe('apple.jpg');
  });

  it('reads the kind from the content: sounds, videos, PDF documents', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [SAMPLES.pdf, 'worksheet.pdf', 'document', 'application/pdf'],
      [SAMPLES.mp4, 'story.mp4', 'video', 'video/mp4'],
      [SAMPLES.webmVideo, 'clip.webm', 'video', 'video/webm'],
      [SAMPLES.webmSound, 'voice.webm', 'audio', 'audio/webm'],
      [SAMPLES.m4a, 'song.m4a', 'audio', 'audio/mp4'],
      // Named wrongly, it is what its bytes are.
      [SAMPLES.mp3, 'song.pdf', 'audio', 'audio/mpeg'],
    ];
    for (const [bytes, name, kind, contentType] of cases) expect(await uploaded(teacher, bytes, name)).toMatchObject({ name, kind, contentType });
  });

  it('refuses a text file named .png, a picture carrying a page, a picture that does not decode (415, in Chinese)', async () => {
    expect(await refusal(await upload(teacher, bytesOf('just some text, not a picture'), 'cat.png'))).toEqual({ status: 415, message: MediaRefusals.type });
    expect(await refusal(await upload(teacher, bytesOf(PICTURES.png, POLYGLOT_TRAILERS.script!), 'cat.png'))).toEqual({ status: 415, message: MediaRefusals.markup });
    expect(await refusal(await upload(teacher, bytesOf(SAMPLES.pdf, '<html><body>hi</body></html>'), 'a.pdf'))).toEqual({ status: 415, message: MediaRefusals.markup });
    expect(await refusal(await upload(teacher, bytesOf(PICTURES.png.slice(0, 40)), 'broken.png'))).toEqual({ status: 415, message: MediaRefusals.picture });
  });

  it('refuses a file over its kind\'s cap, and a body over the largest, with 413 in Chinese', async () => {
    const picture = bytesOf(PICTURES.png.slice(0, 16), new Uint8Array(TEACHER_MEDIA_MAX_BYTES.picture));
    expect(await refusal(await upload(teacher, picture, 'huge.png'))).toEqual({ status: 413, message: '文件太大：图片最大 5 MB' });
    const declared = await upload(teacher, SAMPLES.pdf, 'a.pdf', {}, { 'content-length': String(200 * 1024 * 1024) });
    expect(await refusal(declared)).toEqual({ status: 413, message: MediaRefusals.largest });
    expect(declared.headers.get('connection')).toBe('close');
  });

  it('refuses a form without a file, and a body that is no form (400)', async () => {
    const form = new FormData();
    form.set('name', 'nothing');
    const headers = { appId: server.config.appId, Authorization: `Bearer ${teacher}` };
    expect((await server.request(TaskLibraryPaths.media, { method: 'POST', headers, body: form })).status).toBe(400);
    expect((await server.call(teacher, TaskLibraryPaths.media, { body: { file: 'x' } })).status).toBe(400);
    expect((await upload(teacher, new Uint8Array(0), 'empty.png')).status).toBe(400);
  });

  it('serves a file at an address no one can guess, beside the packs\' media (files/media/), as the file stored', async () => {
    const first = await uploaded(teacher, PICTURES.webp, 'leaf.webp');
    const second = await uploaded(teacher, PICTURES.webp, 'leaf.webp');
    // The same file twice: two addresses, each random.
    expect(first.url).not.toBe(second.url);
    for (const media of [first, second]) expect(media.url).toMatch(/^\/files\/media\/teacher\/[\d-]+\/[0-9a-f-]{36}\.webp$/);
    expect(sniffFileKind(await stored(first))?.contentType).toBe('image/webp');
    // Not an upload: the signed-in uploads route does not answer it.
    expect((await fetchAs(pupil, first.url.replace('/files/media/', '/files/uploads/'))).status).toBe(404);
  });

  it("lists the school's teachers' media newest first, of one kind or all; never another school's", async () => {
    const mine = await uploaded(teacher, SAMPLES.pdf, 'mine.pdf');
    const theirs = await uploaded(colleague, SAMPLES.pdf, 'theirs.pdf', { name: '王老师的文档' });
    const far = await uploaded(farTeacher, SAMPLES.pdf, 'far.pdf');
    const all = await list(teacher);
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.some((m) => m.id === far.id)).toBe(false);
    expect(all.find((m) => m.id === theirs.id)).toEqual(theirs);
    expect(all.map((m) => m.createdAtSec)).toEqual(all.map((m) => m.createdAtSec).toSorted((a, b) => b - a));
    const documents = await list(colleague, '?kind=document');
    expect(documents.every((m) => m.kind === 'document')).toBe(true);
    expect(documents.map((m) => m.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await list(colleague, '?kind=picture')).every((m) => m.kind === 'picture')).toBe(true);
    expect((await list(farTeacher)).map((m) => m.id)).toEqual([far.id]);
    expect((await server.call(teacher, `${TaskLibraryPaths.media}?kind=spreadsheet`)).status).toBe(400);
  });

  it("stops at the teacher's day's quota (429, in Chinese)", async () => {
    await server.db.query("INSERT INTO stored_files (key, user_id, bucket, content_type, size_bytes, created_at_sec) VALUES ('teacher/x/quota.mp4', 'user-colleague', 'teacher', 'video/mp4', $1, $2)", [
      TEACHER_UPLOAD_QUOTA.bytes - 10,
      Math.floor(Date.now() / 1000),
    ]);
    expect(await refusal(await upload(colleague, SAMPLES.pdf, 'one-more.pdf'))).toEqual({ status: 429, message: UPLOAD_QUOTA_MESSAGE });
    // Another teacher's quota is their own.
    expect((await upload(teacher, SAMPLES.pdf, 'one-more.pdf')).status).toBe(201);
  });

  it('refuses students (403)', async () => {
    expect((await upload(pupil, PICTURES.png, 'cat.png')).status).toBe(403);
    expect((await server.call(pupil, TaskLibraryPaths.media)).status).toBe(403);
  });
});
