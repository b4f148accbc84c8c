/**
 * A checked content pack into the server (issue 35), all or nothing in one transaction:
 *
 * - the same version again (the same files) changes nothing; the same version with other files, or an
 *   older version than the current one, is refused;
 * - ids are the authored ones the first time a pack brings them (the demo unit keeps m1u1-e1, ...), and
 *   an id another pack or the server's own content holds is refused;
 * - a new version updates in place without breaking what was made on the old one: an episode whose content
 *   is unchanged keeps its rows; a changed one gets new rows (`<id>~<version>`, its activities too), so
 *   homework assigned and tasks started on the old rows, and the answers given to them, keep the version
 *   they were made with, while the library and new work take the new one;
 * - media are stored by content (files/media/packs/<sha256>.<ext>) and the JSON names them by that address;
 * - the pack's tasks replace its tasks in the teacher's library;
 * - the version's JSON files are kept as imported, so export gives the pack back byte for byte (its
 *   glossary.json is read from there by the word lookup: server/words/pack-glossaries.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clipHash } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import type { Database, Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { CheckedPack, PackEpisode } from './pack-check';
import type { PackFile } from './pack-files';
import { forgetPackWords } from '../words/pack-words-listener';

export interface PackImportReport {
  packId: string;
  version: string;
  status: 'imported' | 'unchanged';
  /** Episodes new to the server, changed (new rows beside the old), and unchanged (their rows kept). */
  episodes: { added: string[]; changed: string[]; unchanged: string[] };
  tasks: number;
  media: number;
}

/** The pack cannot be imported as it stands (its content is fine; the server's state says no). */
export class PackImportRefused extends Error {
  override readonly name = 'PackImportRefused';
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const MEDIA_FOLDER = 'media/packs';

/** Where a media file of the pack is served from: by its content, so versions and packs share it. */
export const packMediaAddress = (path: string, bytes: Uint8Array) => `/files/${MEDIA_FOLDER}/${sha256(bytes)}${path.slice(path.lastIndexOf('.')).toLowerCase()}`;

/** A JSON value with every `media/...` string replaced by its stored address. */
function withMediaAddresses<T>(value: T, addresses: ReadonlyMap<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === 'string' && addresses.has(item) ? addresses.get(item) : item)) as T;
}

/** Digest over every file, in path order: what "the same version" means. */
export const packDigest = (files: readonly PackFile[]) => sha256(files.toSorted((a, b) => (a.path < b.path ? -1 : 1)).map((file) => `${file.path}\n${sha256(file.bytes)}\n`).join(''));

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x.reduce((order, part, i) => order || part - (y[i] ?? 0), 0);
};

/** `filesDir`: where the media go (the API tests' server keeps none). */
export async function importPack(db: Database, pack: CheckedPack, files: readonly PackFile[], options: { filesDir?: string }): Promise<PackImportReport> {
  const { manifest } = pack;
  const digest = packDigest(files);
  const addresses = new Map(pack.media.map((media) => [media.path, packMediaAddress(media.path, media.bytes)]));
  const report: PackImportReport = { packId: manifest.id, version: manifest.version, status: 'imported', episodes: { added: [], changed: [], unchanged: [] }, tasks: pack.tasks.length, media: pack.media.length };

  // Media first, outside the transaction: stored by content, a file left by a refused import is harmless.
  const { filesDir } = options;
  if (filesDir) await mkdir(join(filesDir, MEDIA_FOLDER), { recursive: true });
  for (const media of filesDir ? pack.media : []) {
    const target = join(filesDir!, addresses.get(media.path)!.replace(/^\/files\//, ''));
    if (!existsSync(target)) await writeFile(target, media.bytes);
  }

  const imported = await db.transaction(async (tx) => {
    const versions = await tx.query<{ version: string; digest: string; is_current: boolean }>('SELECT version, digest, is_current FROM content_packs WHERE id = $1 FOR UPDATE', [manifest.id]);
    const same = versions.find((v) => v.version === manifest.version);
    if (same?.digest === digest) return { ...report, status: 'unchanged' as const, episodes: { added: [], changed: [], unchanged: pack.episodes.map((e) => e.id) } };
    if (same) throw new PackImportRefused(`${manifest.id} ${manifest.version} was imported with other files: give the changed pack a new version`);
    const current = versions.find((v) => v.is_current);
    if (current && compareVersions(manifest.version, current.version) < 0) throw new PackImportRefused(`${manifest.id} ${current.version} is imported: ${manifest.version} is older`);

    const previous = current ? await storedItems(tx, manifest.id, current.version) : new Map<string, { storedId: string; digest: string | null }>();
    await tx.query('UPDATE content_packs SET is_current = false WHERE id = $1', [manifest.id]);
    await tx.query('INSERT INTO content_packs (id, version, title, textbook, grade, digest, is_current, imported_at_sec) VALUES ($1, $2, $3, $4, $5, $6, true, $7)', [
      manifest.id, manifest.version, manifest.title, manifest.textbook, manifest.grade ?? null, digest, nowSec(),
    ]);
    const stored = (kind: string, authoredId: string, storedId: string, itemDigest: string | null = null) =>
      tx.query('INSERT INTO content_pack_items (pack_id, version, kind, authored_id, stored_id, digest) VALUES ($1, $2, $3, $4, $5, $6)', [manifest.id, manifest.version, kind, authoredId, storedId, itemDigest]);

    for (const unit of manifest.units) {
      await assertFree(tx, 'unit', unit.id, manifest.id, 'SELECT 1 FROM units WHERE id = $1');
      await tx.query('INSERT INTO units (id, textbook, category, title) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET textbook = $2, category = $3, title = $4', [unit.id, manifest.textbook, unit.category, unit.title]);
      await stored('unit', unit.id, unit.id);
    }

    // Parents before their follow-ups: a follow-up names its parent's stored rows.
    const episodeIds = new Map<string, string>();
    const activityIds = new Map<string, string>();
    const ordered = pack.episodes.toSorted((a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined));
    for (const [position, authored] of ordered.entries()) {
      const episode = withMediaAddresses(authored, addresses);
      // What the stored rows would hold: the content, its media by address, and its parent's rows.
      const parentId = episode.parent !== undefined ? episodeIds.get(episode.parent) : undefined;
      const episodeDigest = sha256(JSON.stringify([episode, parentId ?? null, (episode.parentActivityIds ?? []).map((id) => activityIds.get(id) ?? id)]));
      const before = previous.get(`episode:${episode.id}`);
      let storedId: string;
      if (before && before.digest === episodeDigest) {
        storedId = before.storedId;
        report.episodes.unchanged.push(episode.id);
      } else {
        if (!before) await assertFree(tx, 'episode', episode.id, manifest.id, 'SELECT 1 FROM episodes WHERE id = $1');
        storedId = before ? `${episode.id}~${manifest.version}` : episode.id;
        (before ? report.episodes.changed : report.episodes.added).push(episode.id);
      }
      episodeIds.set(episode.id, storedId);
      await stored('episode', episode.id, storedId, episodeDigest);
      for (const activity of episode.activities) {
        const activityId = storedId === before?.storedId ? previous.get(`activity:${activity.id}`)?.storedId ?? activity.id : storedId === episode.id ? activity.id : `${activity.id}~${manifest.version}`;
        if (storedId === episode.id && storedId !== before?.storedId) await assertFree(tx, 'activity', activity.id, manifest.id, 'SELECT 1 FROM activities WHERE id = $1');
        activityIds.set(activity.id, activityId);
        await stored('activity', activity.id, activityId);
      }
      if (storedId !== before?.storedId) await insertEpisode(tx, episode, position, { episodeIds, activityIds });
    }

    await tx.query('DELETE FROM task_library WHERE pack_id = $1', [manifest.id]);
    for (const [position, task] of pack.tasks.entries()) {
      await assertFree(tx, 'task', task.id, manifest.id, 'SELECT 1 FROM task_library WHERE id = $1');
      const episodeList = (task.episodeIds ?? []).map((id) => episodeIds.get(id)!);
      const unitId = pack.episodes.find((episode) => episode.id === task.episodeIds?.[0])?.unit ?? manifest.units[0]!.id;
      await tx.query('INSERT INTO task_library (id, unit_id, title, task_type, episode_ids, interactive_task, position, pack_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        task.id, unitId, task.title, task.taskType, JSON.stringify(episodeList), task.interactiveTask ? JSON.stringify(withMediaAddresses(task.interactiveTask, addresses)) : null, 1000 + position, manifest.id,
      ]);
    }

    for (const file of files) {
      const json = file.path.endsWith('.json');
      await tx.query('INSERT INTO content_pack_files (pack_id, version, path, sha256, bytes) VALUES ($1, $2, $3, $4, $5)', [manifest.id, manifest.version, file.path, sha256(file.bytes), json ? Buffer.from(file.bytes) : null]);
    }
    return report;
  });
  // The word lookup answers with the pack's glossary from now on (other processes hear of it: migration 016).
  if (imported.status === 'imported') forgetPackWords(db);
  return imported;
}

/** Refuses an id held by anything but this pack's earlier versions (another pack, the server's own content). */
async function assertFree(tx: Queryable, kind: string, id: string, packId: string, existsSql: string): Promise<void> {
  if ((await tx.query(existsSql, [id])).length === 0) return;
  const owners = kind === 'task'
    ? await tx.query<{ pack_id: string | null }>('SELECT pack_id FROM task_library WHERE id = $1', [id])
    : await tx.query<{ pack_id: string | null }>('SELECT DISTINCT pack_id FROM content_pack_items WHERE kind = $1 AND stored_id = $2', [kind, id]);
  const other = owners.length === 0 ? 'the server\'s own content' : owners.find((owner) => owner.pack_id !== packId)?.pack_id;
  if (other) throw new PackImportRefused(`${kind} ${id} is already used by ${other === "the server's own content" ? other : `pack ${other}`}: give it another id`);
}

/** What each authored id of a version became, keyed `<kind>:<authored id>`. */
async function storedItems(tx: Queryable, packId: string, version: string): Promise<Map<string, { storedId: string; digest: string | null }>> {
  const rows = await tx.query<{ kind: string; authored_id: string; stored_id: string; digest: string | null }>('SELECT kind, authored_id, stored_id, digest FROM content_pack_items WHERE pack_id = $1 AND version = $2', [packId, version]);
  return new Map(rows.map((row) => [`${row.kind}:${row.authored_id}`, { storedId: row.stored_id, digest: row.digest }]));
}

async function insertEpisode(tx: Queryable, episode: PackEpisode, position: number, ids: { episodeIds: ReadonlyMap<string, string>; activityIds: ReadonlyMap<string, string> }): Promise<void> {
  const storedId = ids.episodeIds.get(episode.id)!;
  await tx.query('INSERT INTO episodes (id, unit_id, episode_type, position, title, parent_id, parent_activity_ids, video_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    storedId, episode.unit, episode.episodeType, position, episode.title,
    episode.parent !== undefined ? ids.episodeIds.get(episode.parent) ?? null : null,
    episode.parentActivityIds ? JSON.stringify(episode.parentActivityIds.map((id) => ids.activityIds.get(id) ?? id)) : null,
    episode.video ?? null,
  ]);
  for (const [index, authored] of episode.activities.entries()) {
    const activity: ServedActivity = { ...authored, id: ids.activityIds.get(authored.id)! };
    await tx.query('INSERT INTO activities (id, episode_id, position, type, content) VALUES ($1, $2, $3, $4, $5)', [activity.id, storedId, index, activity.type, JSON.stringify(activity)]);
    // The answer-audio clip of a spoken activity (spec 01 §7), as the seed registers it.
    const text = activityAnswerDefinitions.find((definition) => definition.type === activity.type)?.speech?.clipText(activity);
    for (const voice of text ? (['us', 'uk'] as const) : []) {
      await tx.query('INSERT INTO clip_texts (hash, text, voice) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [await clipHash(text!, voice), text, voice]);
    }
  }
}

/** A version's files as imported (the current one unless `version` says): JSON from the database, media from disk. */
export async function exportPack(db: Queryable, packId: string, options: { filesDir: string; version?: string }): Promise<PackFile[]> {
  const [pack] = await db.query<{ version: string }>('SELECT version FROM content_packs WHERE id = $1 AND (version = $2 OR ($2::text IS NULL AND is_current))', [packId, options.version ?? null]);
  if (!pack) throw new PackImportRefused(`no pack ${packId}${options.version ? ` ${options.version}` : ''}`);
  const rows = await db.query<{ path: string; sha256: string; bytes: Uint8Array | null }>('SELECT path, sha256, bytes FROM content_pack_files WHERE pack_id = $1 AND version = $2 ORDER BY path', [packId, pack.version]);
  return Promise.all(rows.map(async (row) => ({
    path: row.path,
    bytes: row.bytes ? new Uint8Array(row.bytes) : await readFile(join(options.filesDir, MEDIA_FOLDER, `${row.sha256}${row.path.slice(row.path.lastIndexOf('.')).toLowerCase()}`)),
  })));
}

export interface PackListing { id: string; title: string; versions: { version: string; current: boolean; importedAtSec: number }[]; episodes: number; tasks: number }

/** Every pack imported, its versions newest first, and what its current version holds. */
export async function listPacks(db: Queryable): Promise<PackListing[]> {
  const rows = await db.query<{ id: string; title: string; version: string; is_current: boolean; imported_at_sec: string | number }>('SELECT id, title, version, is_current, imported_at_sec FROM content_packs ORDER BY id');
  const counts = await db.query<{ pack_id: string; episodes: string | number; tasks: string | number }>(
    `SELECT p.id AS pack_id,
            (SELECT count(*) FROM content_pack_items i WHERE i.pack_id = p.id AND i.version = p.version AND i.kind = 'episode') AS episodes,
            (SELECT count(*) FROM task_library t WHERE t.pack_id = p.id) AS tasks
       FROM content_packs p WHERE p.is_current`,
  );
  const packs = new Map<string, PackListing>();
  for (const row of rows) {
    const count = counts.find((c) => c.pack_id === row.id);
    const pack = packs.get(row.id) ?? { id: row.id, title: row.title, versions: [], episodes: Number(count?.episodes ?? 0), tasks: Number(count?.tasks ?? 0) };
    pack.versions.push({ version: row.version, current: row.is_current, importedAtSec: Number(row.imported_at_sec) });
    if (row.is_current) pack.title = row.title;
    packs.set(row.id, pack);
  }
  return [...packs.values()].map((pack) => ({ ...pack, versions: pack.versions.toSorted((a, b) => compareVersions(b.version, a.version)) }));
}
