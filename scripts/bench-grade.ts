/**
 * `npm run bench:grade [-- --json] [--seconds N]`: cases parsed and graded per second for each of the
 * five player types, over the cases of tests/fixtures/grading-cases.json, in one Node process.
 * Each type runs for a fixed time after a warm-up; the figure is cases completed / elapsed time.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { activityRegistry } from '@plugins/activities';
import { parseCaseFile, resolveCases } from './lib/case-file';
import { runCase } from './lib/run-cases';

const args = process.argv.slice(2);
const json = args.includes('--json');
const secondsFlag = args.indexOf('--seconds');
const secondsPerType = secondsFlag >= 0 ? Number(args[secondsFlag + 1]) : 1;
const CASE_FILE = 'tests/fixtures/grading-cases.json';

const { cases } = resolveCases(parseCaseFile(CASE_FILE, readFileSync(CASE_FILE, 'utf8')));
const results: { type: number; name: string; cases: number; casesPerSecond: number; microsecondsPerCase: number }[] = [];

for (const type of activityRegistry.playerTypes()) {
  const own = cases.filter((c) => c.activity.type === type);
  if (own.length === 0) throw new Error(`${CASE_FILE} has no case of type ${type}`);
  const runOnce = (i: number) => {
    const outcome = runCase(activityRegistry, own[i % own.length]!, i);
    if (!outcome.ok) throw new Error(`case "${outcome.name}" failed: ${outcome.error}`);
  };
  for (let i = 0; i < 2000; i++) runOnce(i); // warm-up: let the JIT settle before timing
  let completed = 0;
  const start = performance.now();
  const deadline = start + secondsPerType * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 100; i++) runOnce(completed++);
  }
  const elapsedSec = (performance.now() - start) / 1000;
  results.push({
    type,
    name: activityRegistry.pluginOf(type)?.name ?? String(type),
    cases: completed,
    casesPerSecond: Math.round(completed / elapsedSec),
    microsecondsPerCase: Number(((elapsedSec * 1e6) / completed).toFixed(2)),
  });
}

if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(`parse + grade, ${secondsPerType} s per type, Node ${process.version}`);
  console.log('type  plugin                 cases/s    µs/case');
  for (const r of results) {
    console.log(`${String(r.type).padEnd(6)}${r.name.padEnd(23)}${String(r.casesPerSecond).padStart(7)}  ${String(r.microsecondsPerCase).padStart(9)}`);
  }
}
