/**
 * Which engine the server uses: a school's own (SCORING_ENGINE_MODULE), else the reference
 * pocketsphinx engine when Debian's packages are installed, else none (the socket then answers
 * ENGINE_UNAVAILABLE and says what to install).
 */
import { availableParallelism } from 'node:os';
import { loadScoringEngine, noScoringEngine, type ScoringEngine } from './engine';
import { PocketsphinxEngine } from './pocketsphinx/engine';
import { WorkerPool, pocketsphinxInstalled } from './pocketsphinx/worker-pool';

export async function createScoringEngine(env: NodeJS.ProcessEnv, config: unknown): Promise<ScoringEngine> {
  if (env.SCORING_ENGINE_MODULE) return loadScoringEngine(env.SCORING_ENGINE_MODULE, config);
  if (env.SCORING_ENGINE === 'none' || !pocketsphinxInstalled()) return noScoringEngine;
  const workers = Number(env.SCORING_WORKERS) || Math.max(1, Math.min(4, availableParallelism()));
  return new PocketsphinxEngine(new WorkerPool(workers));
}
