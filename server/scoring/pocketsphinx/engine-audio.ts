/**
 * The recording as the engine's workers get it: a WAV checked and turned into 16 kHz 16-bit mono PCM,
 * its quiet lead-in and tail trimmed and a faint fixed dither added, or a BAD_AUDIO refusal with a reason.
 * Apart from engine.ts because everything here shapes what the workers measure: bench:scorer and
 * fit:scorer key their measurement caches by this file (scripts/lib/scorer-corpus.ts), not by the reply's shape.
 */
import { ENGINE_SAMPLE_RATE, WavError, decodeWav, dither, peakLoudnessDb, resample, toPcm16, trimSilence } from '../../audio/wav';
import { ScoringError } from '../engine';

export const MIN_AUDIO_SECONDS = 0.3;
export const MAX_AUDIO_SECONDS = 60;
/** Speech peaks well above this (about -30 dBFS and louder); silence and hum stay below. */
export const SILENCE_BELOW_DB = -45;

/** The WAV checked and turned into 16 kHz 16-bit mono PCM, or a BAD_AUDIO refusal. */
export function audioForEngine(wav: Buffer): Buffer {
  if (wav.length === 0) throw new ScoringError('BAD_AUDIO', 'no audio was sent');
  let decoded;
  try {
    decoded = decodeWav(wav);
  } catch (error) {
    if (error instanceof WavError) throw new ScoringError('BAD_AUDIO', error.message);
    throw error;
  }
  const seconds = decoded.mono.length / decoded.sampleRate;
  if (seconds < MIN_AUDIO_SECONDS) throw new ScoringError('BAD_AUDIO', `the recording is too short (${seconds.toFixed(2)} s)`);
  if (seconds > MAX_AUDIO_SECONDS) throw new ScoringError('BAD_AUDIO', `the recording is too long (${Math.round(seconds)} s, at most ${MAX_AUDIO_SECONDS})`);
  if (peakLoudnessDb(decoded.mono, decoded.sampleRate) < SILENCE_BELOW_DB) throw new ScoringError('BAD_AUDIO', 'the recording is silent: no speech was heard');
  return dither(toPcm16(trimSilence(resample(decoded.mono, decoded.sampleRate, ENGINE_SAMPLE_RATE), ENGINE_SAMPLE_RATE)));
}
