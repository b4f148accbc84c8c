/**
 * The word lookup's answers and the packs' glossaries are kept in memory (dictionary.ts,
 * pack-glossaries.ts); a pack's import changes what they say. Dropped at once after an import in this
 * process, and when the database says a pack changed anywhere else (migration 016 NOTIFYs
 * content_pack_changes: another server process, the command line).
 */
import type { Database, Queryable } from '../db/database';
import { forgetLookupAnswers } from './dictionary';
import { forgetPackGlossaries } from './pack-glossaries';

export const CONTENT_PACK_CHANGES_CHANNEL = 'content_pack_changes';

/** After an import: the next lookup reads the glossaries again and makes its answer again. */
export function forgetPackWords(db: Queryable): void {
  forgetPackGlossaries(db);
  forgetLookupAnswers(db);
}

/** Listens for pack changes made anywhere (a lost connection may have missed one: forgets then too). */
export class PackWordsListener {
  #stop: (() => Promise<void>) | undefined;
  constructor(private readonly db: Database) {}

  async listen(): Promise<void> {
    const forget = () => forgetPackWords(this.db);
    this.#stop = await this.db.listen(CONTENT_PACK_CHANGES_CHANNEL, forget, forget);
  }

  async close(): Promise<void> {
    await this.#stop?.();
  }
}
