/**
 * The scoring engine as the server hands it to both scoring doors (the socket and stored recordings,
 * score-utterance.ts), counting what waits for it and timing each answer (metrics.ts). It scores the
 * same: same name, same answers, same refusals.
 */
import { ScoringError, type ScoringEngine } from '../scoring/engine';
import type { ServerMetrics } from './metrics';

const unmeasured = new WeakMap<ScoringEngine, ScoringEngine>();

export function measuredEngine(engine: ScoringEngine, metrics: ServerMetrics): ScoringEngine {
  // A second server on the same engine (tests' twin) measures the engine itself, not the first server's wrapper.
  const inner = unmeasured.get(engine) ?? engine;
  const measured: ScoringEngine = {
    name: inner.name,
    async score(request) {
      const done = metrics.scoringStarted(inner.name);
      try {
        const score = await inner.score(request);
        done('ok');
        return score;
      } catch (error) {
        done(error instanceof ScoringError ? error.code : 'error');
        throw error;
      }
    },
    ...(inner.close ? { close: () => inner.close!() } : {}),
    ...(inner.workers ? { workers: () => inner.workers!() } : {}),
  };
  unmeasured.set(measured, inner);
  return measured;
}
