/**
 * The key that signs score receipts (issue 31): the same on every server process, never sent to a
 * client. SCORE_RECEIPT_SECRET when the deployment sets it; otherwise 32 random bytes made once by the
 * first process that needs them and kept in the database (server_secrets), which every other process
 * then reads. Each process reads it once.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';

const NAME = 'score_receipt';
/** A configured secret shorter than this is refused: it could be guessed. */
export const SCORE_RECEIPT_SECRET_MIN_LENGTH = 32;

export class ScoreReceiptKey {
  #key: Promise<Buffer> | undefined;
  constructor(private readonly db: Queryable, private readonly configured: string | undefined) {}

  get(): Promise<Buffer> {
    this.#key ??= this.#load().catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    return this.#key;
  }

  async #load(): Promise<Buffer> {
    if (this.configured !== undefined) {
      if (this.configured.length < SCORE_RECEIPT_SECRET_MIN_LENGTH) throw new Error(`SCORE_RECEIPT_SECRET must be at least ${SCORE_RECEIPT_SECRET_MIN_LENGTH} characters`);
      return Buffer.from(this.configured, 'utf8');
    }
    // Two processes starting at once: one insert wins, both read the winner's.
    await this.db.query('INSERT INTO server_secrets (name, value, created_at_sec) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [NAME, randomBytes(32).toString('base64'), nowSec()]);
    const [row] = await this.db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [NAME]);
    if (!row) throw new Error('the score receipt secret could not be stored');
    return Buffer.from(row.value, 'base64');
  }
}
