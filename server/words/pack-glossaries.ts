/**
 * The glossaries of the imported packs (server/content/pack-glossary.ts), as the word lookup reads them:
 * the current version of each pack; where two define a word, the pack first imported earlier. Kept in
 * memory per database, and dropped with the lookup's answers when a pack changes (pack-words-listener.ts).
 */
import type { Queryable } from '../db/database';
import { GLOSSARY_FILE, packGlossarySchema, type GlossaryWord } from '../content/pack-glossary';

type Glossary = ReadonlyMap<string, GlossaryWord>;
const loaded = new WeakMap<Queryable, Promise<Glossary>>();

async function load(db: Queryable): Promise<Glossary> {
  const rows = await db.query<{ bytes: Uint8Array }>(
    `SELECT f.bytes FROM content_pack_files f JOIN content_packs p ON p.id = f.pack_id AND p.version = f.version
      WHERE p.is_current AND f.path = $1
      ORDER BY (SELECT min(first.imported_at_sec) FROM content_packs first WHERE first.id = p.id), p.id`,
    [GLOSSARY_FILE],
  );
  const words = new Map<string, GlossaryWord>();
  for (const row of rows) {
    // Checked at import; a file that no longer parses (a schema grown stricter) is passed over.
    const parsed = packGlossarySchema.safeParse(JSON.parse(Buffer.from(row.bytes).toString('utf8')));
    if (!parsed.success) continue;
    for (const [word, entry] of Object.entries(parsed.data)) if (!words.has(word)) words.set(word, entry);
  }
  return words;
}

/** The packs' glossary, read once until a pack changes. */
export async function packGlossaryWords(db: Queryable): Promise<Glossary> {
  let current = loaded.get(db);
  if (!current) {
    current = load(db);
    loaded.set(db, current);
    // A failed read (the database away) is not kept.
    current.catch(() => loaded.delete(db));
  }
  return current;
}

/** The next lookup reads the glossaries again. */
export const forgetPackGlossaries = (db: Queryable) => loaded.delete(db);
