/**
 * Backup and restore (issue 40): a backup taken while the 45 students of a class submit holds every
 * submission acknowledged before it began and no half of one; restored into a new folder it is a working
 * server's data with the same rows and every stored file (checksums). An archive of PGlite restores into
 * PostgreSQL with equal counts (with DATABASE_URL). A newer schema's archive, a damaged file and a
 * folder that is not empty are refused, saying why.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDirOf } from '../config';
import { newToken, storeToken } from '../auth/tokens';
import { openDatabase, openPglite, sharedPglite, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemo } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { uploadAs } from '../testing/uploads';
import { BackupError, type BackupManifest } from './backup-format';
import { makeBackup, sha256Of } from './make-backup';
import { nightlyBackup } from './nightly-backups';
import { restoreBackup } from './restore-backup';

let server: TestServer;
const work = await mkdtemp(join(tmpdir(), 'backup-test-'));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const STUDENTS = Array.from({ length: 45 }, (_, index) => `student${101 + index}`);
const TASK = 'gt-backup-reading';
const resultsIn = async (db: Database) =>
  (await db.query<{ student_id: string; img: string }>("SELECT student_id, body->'interactiveTaskResult'->'readingTaskResult'->>'imgUrl' AS img FROM task_results WHERE group_task_id = $1", [TASK]));

describe('a backup while a class submits (issue 40)', () => {
  let archive: string;
  let manifest: BackupManifest;
  const acknowledgedBefore = new Set<string>();
  const acknowledged = new Set<string>();

  beforeAll(async () => {
    await server.db.query(
      `INSERT INTO group_tasks (id, class_id, task_type, title, interactive_task, started_at_sec) VALUES ($1, 'class-4-1', 2, '读一读', $2, 1000)`,
      [TASK, JSON.stringify({ readingTask: { title: 'A farm', records: [{ content: 'I see a cow.', contentType: 2 }] } })],
    );
    // Tokens stored as a sign-in stores them (45 password checks would only slow the test).
    const tokens = STUDENTS.map(() => newToken());
    for (const [index, token] of tokens.entries()) await storeToken(server.db, token, `user-${STUDENTS[index]}`, 'access', 3600);
    // Each student stores a report picture and submits the reading with it: the first half before the backup, the rest during it.
    const submit = async (token: string, student: string) => {
      const imgUrl = await uploadAs(server, token);
      const response = await server.call(token, `/api/v1/chronus/student/classroom/task/${TASK}`, { body: { interactiveTaskResult: { readingTaskResult: { id: TASK, durationSec: 60, imgUrl } } } });
      if (response.status === 200) acknowledged.add(`user-${student}`);
    };
    const half = 22;
    await Promise.all(tokens.slice(0, half).map((token, index) => submit(token, STUDENTS[index]!)));
    for (const id of acknowledged) acknowledgedBefore.add(id);
    archive = join(work, 'during.tar.gz');
    [manifest] = await Promise.all([
      makeBackup({ db: server.db, filesDir: filesDirOf(server.config) }, archive),
      ...tokens.slice(half).map((token, index) => submit(token, STUDENTS[half + index]!)),
    ]);
  }, 120_000);

  it('holds every submission acknowledged before it, and only whole ones', async () => {
    expect(acknowledged.size).toBe(45);
    const restoredDir = join(work, 'restored');
    const { manifest: restoredManifest } = await restoreBackup(archive, { dataDir: restoredDir });
    expect(restoredManifest.tables).toEqual(manifest.tables);
    const restored = await openDatabase({ dataDir: join(restoredDir, 'pglite') });
    try {
      const results = await resultsIn(restored);
      const students = new Set(results.map((row) => row.student_id));
      for (const id of acknowledgedBefore) expect(students.has(id)).toBe(true);
      for (const id of students) expect(acknowledged.has(id)).toBe(true);
      expect(results.length).toBe(manifest.tables.task_results);
      // Each result's report picture is there, byte for byte the server's.
      for (const { img } of results) {
        const path = img.replace(/^\/files\//, '');
        expect(await sha256Of(join(restoredDir, 'files', path))).toBe(await sha256Of(join(filesDirOf(server.config), path)));
      }
      // Every table as many rows as the backup says, the users' sign-in data with them.
      for (const [table, count] of Object.entries(manifest.tables)) {
        const [row] = await restored.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM "${table}"`);
        expect({ table, rows: row!.n }).toEqual({ table, rows: count });
      }
      const [user] = await restored.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = 'user-student101'");
      const [original] = await server.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = 'user-student101'");
      expect(user).toEqual(original);
      // A new row gets an id after the backup's (the sequences continue).
      const [before] = await restored.query<{ max: number }>('SELECT max(id) AS max FROM task_results');
      const [added] = await restored.query<{ id: number }>("INSERT INTO task_results (group_task_id, student_id, body, submitted_at_sec) VALUES ($1, 'user-student101', '{}', 1) RETURNING id", [TASK]);
      expect(added!.id).toBeGreaterThan(before!.max);
    } finally {
      await restored.close();
    }
    expect(manifest.files.length).toBeGreaterThanOrEqual(acknowledgedBefore.size);
  }, 120_000);

  it('refuses an archive of a newer schema, a damaged file, and a folder that is not empty', async () => {
    const unpacked = await mkdtemp(join(work, 'unpacked-'));
    await extractTar({ file: archive, cwd: unpacked });
    const entries = ['manifest.json', 'db', 'files'];
    const repack = async (name: string) => {
      const path = join(work, name);
      await createTar({ gzip: true, file: path, cwd: unpacked, portable: true }, entries);
      return path;
    };
    const original = await readFile(join(unpacked, 'manifest.json'), 'utf8');
    const future = JSON.parse(original) as BackupManifest;
    future.migrations.push('999_from_the_future.sql');
    await writeFile(join(unpacked, 'manifest.json'), JSON.stringify(future));
    await expect(restoreBackup(await repack('future.tar.gz'), { dataDir: join(work, `r-${randomUUID()}`) })).rejects.toThrow(/更新的版本.*请先升级/);

    await writeFile(join(unpacked, 'manifest.json'), original);
    const damaged = (JSON.parse(original) as BackupManifest).files[0]!;
    await writeFile(join(unpacked, 'files', damaged.path), 'not the picture');
    await expect(restoreBackup(await repack('damaged.tar.gz'), { dataDir: join(work, `r-${randomUUID()}`) })).rejects.toThrow(new RegExp(`${damaged.path}.*校验和不符`));

    await expect(restoreBackup(archive, { dataDir: join(work, 'restored') })).rejects.toThrow(BackupError);
    await expect(restoreBackup(join(work, 'none.tar.gz'), { dataDir: join(work, `r-${randomUUID()}`) })).rejects.toThrow(/找不到备份文件/);
  }, 60_000);
});

describe('nightly backups (issue 40)', () => {
  it("makes tonight's once however many processes try, and thins out the old ones", async () => {
    const dir = await mkdtemp(join(work, 'nightly-'));
    // Twenty nights already there, and a file of the school's own.
    for (let day = 1; day <= 20; day++) await writeFile(join(dir, `backup-2026-11-${String(day).padStart(2, '0')}.tar.gz`), 'old');
    await writeFile(join(dir, 'keep-me.txt'), 'mine');
    const settings = { dir, at: { hour: 2, minute: 30 }, keep: { daily: 7, weekly: 4 } };
    const night = new Date(2026, 10, 26, 2, 30);
    const [made, twin] = await Promise.all([
      nightlyBackup(server.db, filesDirOf(server.config), settings, night),
      nightlyBackup(server.db, filesDirOf(server.config), settings, night),
    ]);
    expect([made, twin].filter(Boolean)).toEqual([join(dir, 'backup-2026-11-26.tar.gz')]);
    expect((await readdir(dir)).toSorted()).toEqual([
      // The newest of each of the last four weeks (11-08, 11-15, 11-20, 11-26) and of the last seven nights.
      'backup-2026-11-08.tar.gz', 'backup-2026-11-15.tar.gz', 'backup-2026-11-16.tar.gz', 'backup-2026-11-17.tar.gz', 'backup-2026-11-18.tar.gz', 'backup-2026-11-19.tar.gz', 'backup-2026-11-20.tar.gz',
      'backup-2026-11-26.tar.gz', 'keep-me.txt',
    ]);
    const [run] = await server.db.query<{ finished_at_sec: number | null; error: string | null }>("SELECT finished_at_sec, error FROM backup_runs WHERE night = 'backup-2026-11-26.tar.gz'");
    expect(run).toMatchObject({ error: null, finished_at_sec: expect.any(Number) });
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('moving from PGlite up to PostgreSQL (issue 40)', () => {
  it('restores an archive of PGlite into PostgreSQL with equal counts', async () => {
    const pglite = await openPglite(undefined, 'public', await sharedPglite());
    await migrate(pglite);
    await seedDemo(pglite, { mailDomain: '@x.invalid', passwordSuffix: '', fullClassHomework: false });
    const archive = join(work, 'pglite.tar.gz');
    const filesDir = join(work, 'pglite-files');
    const manifest = await makeBackup({ db: pglite, filesDir }, archive);
    expect(manifest.database).toBe('pglite');
    const schema = `r_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await restoreBackup(archive, { dataDir: join(work, 'on-postgres'), databaseUrl: process.env.DATABASE_URL!, schema });
    const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, schema });
    try {
      for (const [table, count] of Object.entries(manifest.tables)) {
        const [row] = await postgres.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM "${table}"`);
        expect({ table, rows: row!.n }).toEqual({ table, rows: count });
      }
    } finally {
      await postgres.exec(`DROP SCHEMA ${schema} CASCADE`);
      await postgres.close();
      await pglite.close();
    }
  }, 120_000);
});
