/**
 * `npm run bench:first-screen [-- --runs N] [--no-build] [--fast] [--screen NAME]`: how long a student waits
 * for each screen's content, measured in a real page load rather than Lighthouse's simulation (issue 18).
 * The installed Chromium loads the screen cold (cache emptied) with devtools throttling: 150 ms round
 * trips and 1.6 Mbit/s down (Lighthouse's slow 4G), 4× CPU slowdown; with --fast, the network is left
 * unthrottled (a cheap phone on good Wi-Fi). The student is signed in through the /login form first, so
 * the screens open as they do for a student who comes back: with the session kept on the phone.
 *
 * Prints per screen the median and range of the largest contentful paint (the moment the screen's main
 * content is on it: the homework's first question, the list's first item) over the runs (5 unless
 * --runs). Lighthouse's simulation weighs every byte requested before that moment, but not the order in
 * which requests go out; this measures the order too.
 */
import { connect } from 'puppeteer-core';
import { startBenchServer } from './lib/bench-server';
import { buildUnlessAsked, chosenScreens, launchChromium, setSignedIn, slug } from './lib/bench-screens';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const fast = args.includes('--fast');
const SCREENS = chosenScreens('bench:first-screen', args);
/** Lighthouse's mobile preset: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up; 4× CPU slowdown. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** How long after load a screen is watched for a later, larger paint. */
const SETTLE_MS = 2500;

buildUnlessAsked('bench:first-screen', args);
const server = await startBenchServer('bench-first-screen', { SEED_MEDIA: 'on' });
const chrome = await launchChromium('bench:first-screen');

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One cold load of a screen: its largest contentful paint in ms from navigation, and that element's class. */
async function largestPaint(browser: Awaited<ReturnType<typeof connect>>, path: string): Promise<{ ms: number; element: string }> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!fast) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(() => {
      const paints: { ms: number; element: string }[] = [];
      (window as unknown as { benchPaints: typeof paints }).benchPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push({ ms: Math.round(entry.startTime), element: (entry as PerformanceEntry & { element?: Element }).element?.className ?? '' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${server.base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const paints = await page.evaluate(() => (window as unknown as { benchPaints: { ms: number; element: string }[] }).benchPaints);
    const last = paints.at(-1);
    if (!last) throw new Error(`bench:first-screen: no contentful paint on ${path}`);
    return last;
  } finally {
    await page.close();
  }
}

const results = new Map<string, { ms: number; element: string }[]>(SCREENS.map((screen) => [screen.name, []]));
try {
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const screen of SCREENS) {
    await setSignedIn(browser, server.base, screen.signedIn);
    for (let run = 1; run <= runs; run++) {
      results.get(screen.name)!.push(await largestPaint(browser, screen.path));
      process.stderr.write(`${slug(screen.name)} ${run}/${runs}\n`);
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`first screen, ${fast ? 'network unthrottled' : 'slow 4G (150 ms, 1.6 Mbit/s)'}, ${CPU_SLOWDOWN}x CPU slowdown, ${runs} cold loads each (median, range)`);
console.log('screen          LCP       range            largest element');
for (const screen of SCREENS) {
  const all = results.get(screen.name)!;
  const times = all.map((paint) => paint.ms);
  const element = all.at(-1)!.element.split(' ')[0] ?? '';
  console.log(`${screen.name.padEnd(15)} ${`${(median(times) / 1000).toFixed(2)} s`.padEnd(9)} ${`${(Math.min(...times) / 1000).toFixed(2)}-${(Math.max(...times) / 1000).toFixed(2)} s`.padEnd(16)} ${element}`);
}
