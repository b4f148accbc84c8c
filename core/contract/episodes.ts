/** Episodes by id (spec 01 §7). */
import { z } from '../content/zod';

/** GET /api/v1/chronus/episode?episodeIds=a,b (or repeated): episodes with their activities. */
export const episodesQuerySchema = z.object({
  episodeIds: z.pipe(z.pipe(z.union([z.string(), z.array(z.string())]), z.transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))), z.array(z.string()).check(z.minLength(1), z.maxLength(50))),
});
