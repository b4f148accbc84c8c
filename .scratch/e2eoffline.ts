import { PocketsphinxEngine } from '../server/scoring/pocketsphinx/engine';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { SEEDED_SENTENCES } from '../scripts/lib/scorer-corpus';
import { synthesise } from '../server/audio/speech';
import { encodeWav } from '../core/services/recorder/wav';
import type { ReadingScore } from '../core/domain';
const pool = new WorkerPool(2);
const engine = new PocketsphinxEngine(pool);
for (const s of SEEDED_SENTENCES) {
  const { sampleRate, samples } = await synthesise(s.replace(/[[\]]/g, ''));
  const lead = Math.round(sampleRate * 0.3);
  const mono = new Float32Array(lead + samples.length);
  for (let i = 0; i < samples.length; i++) mono[lead + i] = samples[i]! / 32768;
  const wav = Buffer.from(encodeWav(mono, sampleRate));
  const r = (await engine.score({ text: s, scorerType: 1, wav })) as ReadingScore;
  console.log(r.score.overall, s, r.words.map((w) => w.score.pronunciation).join(','));
}
await engine.close();
