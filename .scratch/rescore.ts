import { readFileSync, readdirSync } from 'node:fs';
import { PocketsphinxEngine } from '../server/scoring/pocketsphinx/engine';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { decodeWav } from '../server/audio/wav';
import type { ReadingScore } from '../core/domain';
const pool = new WorkerPool(2);
const engine = new PocketsphinxEngine(pool);
for (const f of readdirSync('/tmp/e2e-voices').filter((x) => x.endsWith('.wav'))) {
  const wav = readFileSync(`/tmp/e2e-voices/${f}`);
  const text = readFileSync(`/tmp/e2e-voices/${f.replace('.wav', '.txt')}`, 'utf8');
  const d = decodeWav(wav);
  let peak = 0; for (const x of d.mono) peak = Math.max(peak, Math.abs(x));
  const r = (await engine.score({ text, scorerType: 1, wav })) as ReadingScore;
  console.log(f, d.sampleRate, (d.mono.length / d.sampleRate).toFixed(2) + 's', 'peak', peak.toFixed(3), '|', r.score.overall, text, r.words.map((w) => w.score.pronunciation).join(','));
}
await engine.close();
