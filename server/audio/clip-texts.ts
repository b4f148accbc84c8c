/** The texts that have an answer-audio clip address (/cdn/clips/<hash>.mp3), by the address's hash. */
import type { Queryable } from '../db/database';

export async function clipText(db: Queryable, hash: string): Promise<{ text: string; voice: string } | undefined> {
  const [clip] = await db.query<{ text: string; voice: string }>('SELECT text, voice FROM clip_texts WHERE hash = $1', [hash]);
  return clip;
}
