/**
 * Upgrades (issue 40): a newer version started on an older database applies its new migrations, each
 * in one transaction, and says so; one that fails is rolled back whole, the ones after it are not
 * tried, and the older version still starts on the database. Processes starting together take turns.
 */
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../testing/test-database';
import { knownMigrations, migrate } from './migrate';

const THIS_VERSION = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
let db: Awaited<ReturnType<typeof emptyTestDatabase>>;
beforeAll(async () => {
  db = await emptyTestDatabase('u');
});
afterAll(() => db.drop());

/** A version's migrations: this one's and `more` after them. */
async function versionWith(more: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(THIS_VERSION, dir, { recursive: true });
  for (const [name, sql] of Object.entries(more)) await writeFile(join(dir, name), sql);
  return dir;
}
const applied = async () => (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
const columnsOf = async (table: string) =>
  (await db.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1', [table])).map((row) => row.column_name);

describe('upgrading the database (issue 40)', () => {
  it('applies a newer version’s migrations and tells of each; a failed one leaves the database as the older version left it', async () => {
    const told: string[] = [];
    expect(await migrate(db, { onApplied: (name) => told.push(name) })).toEqual(await knownMigrations());
    expect(told).toEqual(await knownMigrations());
    await db.query("INSERT INTO schools (id, name, short_name) VALUES ('school-upgrade', '升级中学', '升级')");

    const newer = await versionWith({
      '900_add_motto.sql': "ALTER TABLE schools ADD COLUMN motto text NOT NULL DEFAULT '好好学习';",
      // Changes a table, then fails: none of it may stay.
      '901_broken.sql': 'ALTER TABLE schools ADD COLUMN half_done int;\nCREATE TABLE upgrade_probe (id int);\nSELECT 1 / 0;',
      '902_never_tried.sql': 'CREATE TABLE never_tried (id int);',
    });
    await expect(migrate(db, { dir: newer })).rejects.toThrow(/migration 901_broken\.sql failed, nothing of it applied: .*division by zero/);
    expect((await applied()).slice(-2)).toEqual([(await knownMigrations()).at(-1), '900_add_motto.sql']);
    expect(await columnsOf('schools')).toContain('motto');
    expect(await columnsOf('schools')).not.toContain('half_done');
    expect(await columnsOf('upgrade_probe')).toEqual([]);
    expect(await columnsOf('never_tried')).toEqual([]);

    // The older version starts on it: nothing for it to do, its data there.
    expect(await migrate(db)).toEqual([]);
    expect(await db.query("SELECT name FROM schools WHERE id = 'school-upgrade'")).toEqual([{ name: '升级中学' }]);

    // The version with the migration mended goes on from where the database is.
    const mended = await versionWith({ '900_add_motto.sql': '-- applied before', '901_broken.sql': 'ALTER TABLE schools ADD COLUMN half_done int;', '902_never_tried.sql': 'CREATE TABLE never_tried (id int);' });
    expect(await migrate(db, { dir: mended })).toEqual(['901_broken.sql', '902_never_tried.sql']);
  });

  it('lets processes starting together migrate in turn, each migration once', async () => {
    const more = await versionWith({ '903_once.sql': 'CREATE TABLE migrated_once (id int);' });
    const ran = await Promise.all([migrate(db, { dir: more }), migrate(db, { dir: more }), migrate(db, { dir: more })]);
    expect(ran.flat().filter((name) => name === '903_once.sql')).toHaveLength(1);
  });
});
