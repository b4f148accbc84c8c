/**
 * `npm run bench:lighthouse [-- --runs N] [--no-build] [--json] [--save DIR] [--screen NAME]`: Lighthouse (the npm package) on the
 * installed Chromium, mobile preset with its default simulated throttling (a mid-range phone on slow
 * 4G), on five screens a student opens: /login, home, the homework list, the player on a homework and
 * /exercise with a running classroom task. The app is built first (`npm run build`) and served by the
 * reference server with the demo school and its media, in a fresh database; the student signs in
 * through the /login form, as a student does.
 *
 * Each run loads every screen cold (Lighthouse empties the browser's cache before each; the sign-in
 * stays in localStorage, which it keeps). It prints performance, accessibility and best practices per
 * screen as the median of the runs (3 unless --runs), with the median's timings, and what Lighthouse
 * flags on a screen below its goal (issue 18: performance ≥ 95, accessibility 100). With --save, every
 * run's full report is written to DIR as JSON (open it in the Lighthouse viewer for the details). With
 * --screen (once or more: sign-in, home, homework-list, player, exercise), only those screens are run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { connect, type Browser } from 'puppeteer-core';
import { startBenchServer } from './lib/bench-server';
import { buildUnlessAsked, chosenScreens, launchChromium, setSignedIn, slug } from './lib/bench-screens';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const json = args.includes('--json');
const saveDir = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
const SCREENS = chosenScreens('bench:lighthouse', args);

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100 };
const TIMINGS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

buildUnlessAsked('bench:lighthouse', args, json);

const server = await startBenchServer('bench-lighthouse', { SEED_MEDIA: 'on' });
const chrome = await launchChromium('bench:lighthouse');

/**
 * Lighthouse on a new tab of the browser (the sign-in's localStorage is the browser's). Now and then
 * Chromium's trace misses the navigation's start (NO_NAVSTART), and Lighthouse asks to be run again:
 * such a run is repeated, up to twice.
 */
async function audit(browser: Browser, path: string, attempt = 1): Promise<Result> {
  const page = await browser.newPage();
  const outcome = await lighthouse(`${server.base}${path}`, { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, undefined, page).finally(() => page.close());
  if (!outcome) throw new Error(`bench:lighthouse: no result for ${path}`);
  const { lhr } = outcome;
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return audit(browser, path, attempt + 1);
  if (lhr.runtimeError) throw new Error(`bench:lighthouse: ${path}: ${lhr.runtimeError.message}`);
  return lhr;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** What Lighthouse flags in a category: audits that count and did not pass. */
function flagged(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((result) => result.score !== null && result.score < 0.9)
    .map((result) => `${result.id}${result.displayValue ? ` (${result.displayValue})` : ''}`);
}

const results = new Map<string, Result[]>(SCREENS.map((screen) => [screen.name, []]));
try {
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (let run = 1; run <= runs; run++) {
    for (const screen of SCREENS) {
      await setSignedIn(browser, server.base, screen.signedIn);
      const lhr = await audit(browser, screen.path);
      results.get(screen.name)!.push(lhr);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${slug(screen.name)}-${run}.json`), JSON.stringify(lhr));
      }
      if (!json) process.stderr.write(`run ${run}/${runs}: ${screen.name} done\n`);
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}

const rows = SCREENS.map((screen) => {
  const all = results.get(screen.name)!;
  // The run whose performance is the median gives the timings shown.
  const middle = all.toSorted((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(all.length / 2)]!;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(all.map((lhr) => score(lhr, category)))])) as Record<(typeof CATEGORIES)[number], number>;
  const timings = Object.fromEntries(TIMINGS.map((id) => [id, String(middle.audits[id]?.displayValue ?? '-')])) as Record<(typeof TIMINGS)[number], string>;
  const belowGoal = CATEGORIES.filter((category) => (GOALS[category] ?? 0) > scores[category]).flatMap((category) => flagged(middle, category));
  return { screen: screen.name, path: screen.path, scores, timings, performanceByRun: all.map((lhr) => score(lhr, 'performance')), flagged: belowGoal };
});

if (json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`Lighthouse ${results.get(SCREENS[0]!.name)![0]!.lighthouseVersion}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${runs} runs, median; Chromium ${results.get(SCREENS[0]!.name)![0]!.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}`);
  console.log('screen          perf  a11y  best   FCP      LCP      TBT      CLS    SI       (perf per run)');
  for (const row of rows) {
    const { scores, timings } = row;
    console.log(
      `${row.screen.padEnd(15)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}   ` +
        `${timings['first-contentful-paint'].padEnd(8)} ${timings['largest-contentful-paint'].padEnd(8)} ${timings['total-blocking-time'].padEnd(8)} ${timings['cumulative-layout-shift'].padEnd(6)} ${timings['speed-index'].padEnd(8)} (${row.performanceByRun.join(' ')})`,
    );
    if (row.flagged.length > 0) console.log(`                below goal: ${row.flagged.join(', ')}`);
  }
}
