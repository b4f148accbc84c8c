/**
 * The server of the end-to-end run, started by global-setup.ts as its own process
 * (`node --import tsx tests/e2e/serve.ts`, settings in the environment as for `npm start`).
 *
 * It seeds the demo school into the fresh data directory exactly as the first `npm start` does (with
 * its media: the player plays the clips and shows the pictures and the explanation video), adds the
 * paging fixture (PAGING_STUDENT gets more homework than one page holds), then runs the real
 * server/main.ts, which finds the database seeded and serves the API and the built app.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { seedDemo } from '../../server/seed/seed';
import { buildUnitM1U1 } from '../../server/seed/unit-m1u1';
import { filesDirOf } from '../../server/config';
import { openDataStore } from '../../server/server';
import { PAGING_CLASS, PAGING_HOMEWORK_TITLES, PAGING_STUDENT } from './fixture';

/**
 * Older homework for one student, copied from the class's first seeded homework: after the four
 * seeded ones (1-4 days old) come these, one a day from 5 days back, so the list needs a second page.
 */
async function addPagingHomework(db: Database): Promise<void> {
  const template = `gh-${PAGING_CLASS}-sync1`;
  const day = 24 * 3600;
  const now = Math.floor(Date.now() / 1000);
  for (const [index, title] of PAGING_HOMEWORK_TITLES.entries()) {
    const id = `gh-e2e-paging-${index + 1}`;
    const createdAt = now - (5 + index) * day;
    await db.query(
      `INSERT INTO group_homeworks (id, class_id, unit_id, title, category, revisal, created_at_sec)
         SELECT $1, class_id, unit_id, $2, category, revisal, $3 FROM group_homeworks WHERE id = $4`,
      [id, title, createdAt, template],
    );
    await db.query('INSERT INTO group_homework_episodes (group_homework_id, episode_id, position) SELECT $1, episode_id, position FROM group_homework_episodes WHERE group_homework_id = $2', [id, template]);
    await db.query('INSERT INTO student_homeworks (id, group_homework_id, student_id, created_at_sec, updated_at_sec) VALUES ($1, $2, $3, $4, $4)', [
      `shw-e2e-paging-${index + 1}`,
      id,
      `user-${PAGING_STUDENT}`,
      createdAt,
    ]);
  }
}

/**
 * The seed's media (synthesised clips, pictures, the explanation video: about 5 s to make) are kept
 * between runs under node_modules/.cache, in a directory named by a hash of what the seed asks for,
 * so a changed clip text or video makes a fresh set. The seed keeps the files it finds.
 */
function mediaCacheDir(): string {
  const { episodes, media } = buildUnitM1U1();
  const needs = JSON.stringify({ media, videos: episodes.map((episode) => episode.video ?? null) });
  const hash = createHash('sha256').update(needs).digest('hex').slice(0, 16);
  return join(process.cwd(), 'node_modules', '.cache', 'e2e-seed-media', hash);
}

/**
 * Copies the seed's media into the cache by way of a folder of its own, renamed into place whole: the
 * end-to-end lanes start their servers at once, and one must never find another's copy half made.
 */
function keepMediaForNextRun(mediaDir: string, cached: string): void {
  const partial = `${cached}.${process.pid}.partial`;
  cpSync(mediaDir, partial, { recursive: true });
  try {
    renameSync(partial, cached);
  } catch {
    // The other lane's copy got there first: the same files.
    rmSync(partial, { recursive: true, force: true });
  }
}

const config = loadConfig();
const db = await openDataStore(config);
const filesDir = filesDirOf(config);
const mediaDir = join(filesDir, 'media');
const cached = mediaCacheDir();
if (existsSync(cached)) cpSync(cached, mediaDir, { recursive: true });
await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix, filesDir });
if (existsSync(mediaDir) && !existsSync(cached)) keepMediaForNextRun(mediaDir, cached);
await addPagingHomework(db);
await db.close();
await import('../../server/main');
