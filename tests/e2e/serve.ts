/**
 * The server of the end-to-end run, started by global-setup.ts as its own process
 * (`node --import tsx tests/e2e/serve.ts`, settings in the environment as for `npm start`).
 *
 * It seeds the demo school into the fresh data directory exactly as the first `npm start` does, adds
 * the paging fixture (PAGING_STUDENT gets more homework than one page holds), then runs the real
 * server/main.ts, which finds the database seeded and serves the API and the built app.
 */
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { seedDemo } from '../../server/seed/seed';
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

const config = loadConfig();
const db = await openDataStore(config);
await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix });
await addPagingHomework(db);
await db.close();
await import('../../server/main');
