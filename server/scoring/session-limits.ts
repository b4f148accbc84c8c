/**
 * Who holds how many scoring places (issue 11, item 6): one per utterance being scored, through the
 * socket or from a stored recording (issue 41), out of one ScoringSessionLimits per process
 * (deps.scoring.limits), so the two doors together cannot take the server's memory.
 */
import { SCORING_MAX_SESSIONS_PER_USER } from '@core/contract';

/** Sessions open at once on this process, whoever holds them: each may buffer up to 10 MB of audio. */
export const SCORING_MAX_SESSIONS_DEFAULT = 64;

/** At most SCORING_MAX_SESSIONS_PER_USER places each and `maxTotal` in all, so one token cannot take the server's memory. */
export class ScoringSessionLimits {
  readonly #byUser = new Map<string, number>();
  #total = 0;
  constructor(readonly maxTotal = SCORING_MAX_SESSIONS_DEFAULT, readonly maxPerUser = SCORING_MAX_SESSIONS_PER_USER) {}

  /** Takes a place for `userId`, or says why there is none; the returned function gives it back once. */
  acquire(userId: string): { release: () => void } | { refusal: string } {
    const held = this.#byUser.get(userId) ?? 0;
    if (held >= this.maxPerUser) return { refusal: `打分太频繁，请稍后再试 (at most ${this.maxPerUser} recordings are scored at once per student)` };
    if (this.#total >= this.maxTotal) return { refusal: '打分服务繁忙，请稍后再试 (the scoring server is busy)' };
    this.#byUser.set(userId, held + 1);
    this.#total++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#total--;
        const left = (this.#byUser.get(userId) ?? 1) - 1;
        if (left > 0) this.#byUser.set(userId, left);
        else this.#byUser.delete(userId);
      },
    };
  }

  get total(): number {
    return this.#total;
  }
}

/** This process's limits: SCORING_MAX_SESSIONS in the environment, else the default. */
export const processScoringLimits = (env: NodeJS.ProcessEnv = process.env) => new ScoringSessionLimits(Number(env.SCORING_MAX_SESSIONS) || SCORING_MAX_SESSIONS_DEFAULT);
