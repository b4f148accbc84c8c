/**
 * Live state each server process hears in its own memory and shares through the database (issue 38):
 * who is polling the classroom, groupmates' progress. Hearing it stays a write to memory (the poll is
 * the hottest call); once a second each process writes what it heard since, in one statement, and a
 * reader takes the rows of every process together with its own memory. One process is exact at once,
 * several are within a flush (a second); their clocks must agree, as the tokens' expiry assumes too.
 * Without a database to share through (PGlite: one process only) memory is the whole truth, and nothing
 * is written: a flush of a school's polls would block PGlite's thread for about 10 ms each second.
 */
import type { Queryable } from '../db/database';

/** How often each process writes what it heard. */
export const LIVE_STATE_FLUSH_MS = 1000;
/** Rows nobody reads any more are deleted every this many flushes (they are few: one per student and class or task). */
const PRUNE_EVERY_FLUSHES = 60;

export abstract class SharedLiveState {
  #timer: NodeJS.Timeout | undefined;
  #flushes: Promise<void> = Promise.resolve();
  #refreshing = false;
  #flushCount = 0;
  /** The flush that will take what is heard from now on, before it starts (flushSoon). */
  #soon: Promise<void> | undefined;

  constructor(
    /** Where the processes share it; none when this process is the only one. */
    protected readonly db: Queryable | undefined,
    /** Told when a flush on the schedule fails; what it held is written by the next one. */
    protected readonly onFlushError: (error: unknown) => void = () => undefined,
  ) {}

  /** Writes, in one statement, what this process heard since the last write; throws (keeping it for the next) if it could not. */
  protected abstract write(db: Queryable): Promise<void>;
  /** Deletes the rows too old for any reader. */
  protected abstract prune(db: Queryable): Promise<void>;
  /** After each flush on the schedule: reads back what the processes wrote, for a subclass that keeps a copy. */
  protected async refresh(_db: Queryable): Promise<void> {}

  /**
   * Flushes every `everyMs` until closed. A flush running when the next is due (one for arrivals, or a
   * slow one) is followed by the next at once, never skipped: readers count on what is heard reaching
   * the database within about `everyMs`. Flushes waiting are not doubled (flushSoon).
   */
  start(everyMs = LIVE_STATE_FLUSH_MS): void {
    if (!this.db) return;
    this.#timer ??= setInterval(() => {
      this.flushSoon().then(() => this.#refreshOnce()).catch(this.onFlushError);
    }, everyMs);
    this.#timer.unref();
  }

  /** Reads back after a scheduled flush; ticks that shared one flush (the database slow) read back once. */
  async #refreshOnce(): Promise<void> {
    if (!this.db || this.#refreshing) return;
    this.#refreshing = true;
    try {
      await this.refresh(this.db);
    } finally {
      this.#refreshing = false;
    }
  }

  /**
   * Writes, as soon as the flush running now is done, everything heard until the write begins: all who
   * call it meanwhile share that one write (a class arriving at once is one statement, not 45).
   */
  flushSoon(): Promise<void> {
    this.#soon ??= this.flush(() => {
      this.#soon = undefined;
    });
    return this.#soon;
  }

  /** Writes everything heard before the call (after any flush already running); `starting` is told just before the write takes what was heard. */
  flush(starting?: () => void): Promise<void> {
    const { db } = this;
    if (!db) return Promise.resolve();
    const next = this.#flushes.then(async () => {
      starting?.();
      await this.write(db);
      if (++this.#flushCount % PRUNE_EVERY_FLUSHES === 0) await this.prune(db);
    });
    this.#flushes = next.catch(() => undefined);
    return next;
  }

  /** Stops flushing, once a flush running now is done. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#flushes;
  }
}
