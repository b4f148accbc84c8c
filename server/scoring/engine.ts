/**
 * The scoring-engine interface behind the socket. The reference engine is issue 4; a school can plug
 * in its own (a commercial engine's client) with SCORING_ENGINE_MODULE=/path/to/module.js, whose
 * `createScoringEngine(config)` returns an object of this shape.
 */
import type { CompletionScore, ReadingScore } from '@core/domain';
import type { ScoringErrorCode } from '@core/contract';

export interface ScoringRequest {
  /** The text the student read (oral reading) or the whole sentence (sentence completion). */
  text: string;
  scorerType: 1 | 4;
  /** The WAV file as received; the engine trusts its header's channel count and sample rate. */
  wav: Buffer;
}

export interface ScoringEngine {
  readonly name: string;
  score(request: ScoringRequest): Promise<ReadingScore | CompletionScore>;
  close?(): Promise<void>;
  /** Its workers now, for /readyz and /metrics (issue 40), when it has any. */
  workers?(): EngineWorkers;
}

/** An engine's workers: how many, how many are up and waiting for work or scoring, and the utterances queued for one. */
export interface EngineWorkers { workers: number; ready: number; busy: number; waiting: number }

/** A refusal the engine explains: bad audio, no text, engine missing. */
export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  constructor(readonly code: ScoringErrorCode, message: string) {
    super(message);
  }
}

/** Until an engine is installed: every request gets a clear non-success reply, never an invented score. */
export const noScoringEngine: ScoringEngine = {
  name: 'none',
  async score() {
    throw new ScoringError('ENGINE_UNAVAILABLE', '评分引擎尚未安装，暂时无法打分 (no speech-scoring engine is installed on this server)');
  },
};

export async function loadScoringEngine(modulePath: string | undefined, config: unknown): Promise<ScoringEngine> {
  if (!modulePath) return noScoringEngine;
  const module = (await import(modulePath)) as { createScoringEngine?: (config: unknown) => ScoringEngine | Promise<ScoringEngine> };
  if (typeof module.createScoringEngine !== 'function') throw new Error(`${modulePath} does not export createScoringEngine(config)`);
  return module.createScoringEngine(config);
}
