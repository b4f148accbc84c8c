/** Episodes in the shape of spec 01 §3, with their activities and follow-up links. */
import type { Queryable } from '../db/database';
import { activitiesOf } from './homework-repository';

export async function loadEpisodes(db: Queryable, episodeIds: readonly string[]) {
  const rows = await db.query<{ id: string; episode_type: number; parent_id: string | null; parent_activity_ids: string[] | null; video_url: string | null; child_id: string | null }>(
    `SELECT e.id, e.episode_type, e.parent_id, e.parent_activity_ids, e.video_url,
            (SELECT f.id FROM episodes f WHERE f.parent_id = e.id ORDER BY f.position LIMIT 1) AS child_id
       FROM episodes e WHERE e.id = ANY($1::text[])`,
    [episodeIds],
  );
  const activities = await activitiesOf(db, episodeIds);
  // In the order asked for.
  return episodeIds.flatMap((id) => {
    const e = rows.find((r) => r.id === id);
    if (!e) return [];
    return [{
      episodeId: e.id,
      episodeType: e.episode_type,
      activities: activities.get(e.id) ?? [],
      child: e.child_id ?? '',
      ...(e.parent_id ? { parent: e.parent_id } : {}),
      ...(e.parent_activity_ids ? { parentActivityIds: e.parent_activity_ids } : {}),
      ...(e.video_url ? { videoUrl: e.video_url } : {}),
    }];
  });
}

/** A problem shared by link (/share-episode): its title and episode, or undefined for an unknown identifier. */
export async function sharedProblem(db: Queryable, identifier: string) {
  const [row] = await db.query<{ episode_id: string; title: string }>('SELECT episode_id, title FROM shared_problems WHERE identifier = $1', [identifier]);
  if (!row) return undefined;
  const [episode] = await loadEpisodes(db, [row.episode_id]);
  return episode && { title: row.title, episode };
}
