/** Episodes by id (spec 01 §7). */
import { z } from '../content/zod';

/** GET /api/v1/chronus/episode?episodeIds=a,b (or repeated): episodes with their activities. */
export const episodesQuerySchema = z.object({
  episodeIds: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string()).min(1).max(50)),
});
