/**
 * What an exercise may be made of (issue 36, the exercise editor): every unit with its episodes, a
 * pack's units with the pack's title. Only the episodes a new task should take: the server's own, and
 * those of each pack's current version; an episode a newer version changed keeps its old rows
 * (`<id>~<version>`, server/content/pack-import.ts) for the work made on it, and they are left out.
 * Follow-up episodes (which follow another, after class) are left out too.
 */
import type { Queryable } from '../db/database';
import type { TeacherUnit } from './task-library-contract';

const CURRENT_PACK_ITEM = `SELECT 1 FROM content_pack_items i JOIN content_packs p ON p.id = i.pack_id AND p.version = i.version AND p.is_current`;

export async function teacherUnits(db: Queryable): Promise<TeacherUnit[]> {
  const units = await db.query<{ id: string; title: string; textbook: string; pack_id: string | null; pack_title: string | null }>(
    `SELECT u.id, u.title, u.textbook, pack.id AS pack_id, pack.title AS pack_title
       FROM units u
       LEFT JOIN LATERAL (
         SELECT p.id, p.title FROM content_pack_items i JOIN content_packs p ON p.id = i.pack_id AND p.version = i.version AND p.is_current
          WHERE i.kind = 'unit' AND i.stored_id = u.id LIMIT 1
       ) pack ON true
      ORDER BY u.textbook, u.id`,
  );
  const episodes = await db.query<{ id: string; unit_id: string; title: string; activity_count: number }>(
    `SELECT e.id, e.unit_id, e.title, (SELECT count(*)::int8 FROM activities a WHERE a.episode_id = e.id) AS activity_count
       FROM episodes e
      WHERE e.parent_id IS NULL
        AND (NOT EXISTS (SELECT 1 FROM content_pack_items i WHERE i.kind = 'episode' AND i.stored_id = e.id)
             OR EXISTS (${CURRENT_PACK_ITEM} WHERE i.kind = 'episode' AND i.stored_id = e.id))
      ORDER BY e.unit_id, e.position, e.id`,
  );
  return units
    .map((unit) => ({
      id: unit.id,
      title: unit.title,
      textbook: unit.textbook,
      ...(unit.pack_id ? { pack: { id: unit.pack_id, title: unit.pack_title ?? unit.pack_id } } : {}),
      episodes: episodes.filter((episode) => episode.unit_id === unit.id).map((episode) => ({ id: episode.id, title: episode.title, activityCount: Number(episode.activity_count) })),
    }))
    // A unit a pack's current version dropped has no episode left to take.
    .filter((unit) => unit.episodes.length > 0);
}
