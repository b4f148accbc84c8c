import { PocketsphinxEngine } from '../server/scoring/pocketsphinx/engine';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { SEEDED_SENTENCES, SYNTHETIC_SPEEDS, SYNTHETIC_VOICES, speak } from '../scripts/lib/scorer-corpus';
import type { ReadingScore } from '../core/domain';
const pool = new WorkerPool(2);
const engine = new PocketsphinxEngine(pool);
const words = [...new Set(SEEDED_SENTENCES.flatMap((s) => s.toLowerCase().match(/[a-z']+/g) ?? []))].filter((w) => w.length >= 2);
const rows: { right: boolean; word: number; overall: number; pron: number; text: string }[] = [];
for (const voice of SYNTHETIC_VOICES) {
  await Promise.all(words.map(async (word, i) => {
    const wav = await speak(word, voice, SYNTHETIC_SPEEDS[i % SYNTHETIC_SPEEDS.length]!);
    const other = words.filter((w) => w[0] !== word[0] && Math.abs(w.length - word.length) <= 1)[i % 3] ?? words[(i + 5) % words.length]!;
    for (const [text, right] of [[word, true], [other, false]] as const) {
      const r = (await engine.score({ text, scorerType: 1, wav })) as ReadingScore;
      rows.push({ right, word: r.words[0]!.score.pronunciation, overall: r.score.overall, pron: r.score.pronunciation, text: `${voice} ${word}->${text}` });
    }
  }));
}
await engine.close();
const share = (xs: number[], t: number) => (xs.filter((x) => x >= t).length / xs.length).toFixed(3);
for (const key of ['word', 'overall'] as const) {
  for (const t of [50, 60, 70]) console.log(key, t, 'right', share(rows.filter((r) => r.right).map((r) => r[key]), t), 'wrong', share(rows.filter((r) => !r.right).map((r) => r[key]), t));
}
console.log('min', 'right', share(rows.filter((r) => r.right).map((r) => Math.min(r.word, r.overall)), 60), 'wrong', share(rows.filter((r) => !r.right).map((r) => Math.min(r.word, r.overall)), 60));
console.log(rows.filter((r) => r.right && r.word < 60).map((r) => `${r.text} ${r.word}/${r.overall}`).join('\n'));
console.log('--- wrong passing');
console.log(rows.filter((r) => !r.right && r.word >= 60).map((r) => `${r.text} ${r.word}/${r.overall}`).join('\n'));
