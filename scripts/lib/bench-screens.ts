/**
 * What the browser benchmarks share (bench:lighthouse, bench:first-screen): the screens a student opens,
 * the demo student who opens them, picking screens with --screen, the installed Chromium, and signing in
 * through the /login form as a student does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import type { Browser } from 'puppeteer-core';

/** The student of the benchmarks: class 3-1, which has the seeded running exercise, and homework. */
const STUDENT = 'student14';
const PASSWORD = 'demo1234';
const HOMEWORK = `shw-${STUDENT}-class-3-1-sync1`;

export interface BenchScreen { name: string; path: string; signedIn: boolean }

export const ALL_SCREENS: readonly BenchScreen[] = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'homework list', path: '/homework', signedIn: true },
  { name: 'player', path: `/pt?homework=${HOMEWORK}&type=homework`, signedIn: true },
  { name: 'exercise', path: '/exercise', signedIn: true },
];

/** A screen's name as typed after --screen and used in file names. */
export const slug = (name: string) => name.replaceAll(' ', '-');

/** The screens named by --screen (once or more), or all of them. */
export function chosenScreens(bench: string, args: readonly string[]): readonly BenchScreen[] {
  const chosen = args.flatMap((arg, index) => (args[index - 1] === '--screen' ? [arg] : []));
  const unknown = chosen.filter((name) => !ALL_SCREENS.some((screen) => slug(screen.name) === name));
  if (unknown.length > 0) throw new Error(`${bench}: no screen ${unknown.join(', ')} (${ALL_SCREENS.map((screen) => slug(screen.name)).join(', ')})`);
  return chosen.length > 0 ? ALL_SCREENS.filter((screen) => chosen.includes(slug(screen.name))) : ALL_SCREENS;
}

/** Builds the app unless --no-build. */
export function buildUnlessAsked(bench: string, args: readonly string[], quiet = false): void {
  if (args.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`${bench}: npm run build failed`);
}

/** The installed Chromium, headless, as the e2e tests start it (no calls to Google's hosts, which this network refuses). */
export function launchChromium(bench: string): Promise<chromeLauncher.LaunchedChrome> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`${bench}: no Chromium at ${chromePath} (npm run setup installs it, or set CHROMIUM_PATH)`);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Signs the student in through the form, or out by emptying the app's storage. Signed in, it waits until
 * the app has kept the session (the student's user and permissions, SessionContext): the screens are then
 * measured as a returning student opens them, which is how a student opens the app almost every time.
 * Closing the tab as soon as home's address shows would leave a device that has a token but not the
 * session, as if the student had closed the app within a tenth of a second of signing in.
 */
export async function setSignedIn(browser: Browser, base: string, signedIn: boolean): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/login`);
    await page.evaluate(() => localStorage.clear());
    if (!signedIn) return;
    await page.goto(`${base}/login`);
    await page.waitForSelector('input[name=account]');
    await page.type('input[name=account]', STUDENT);
    await page.type('input[name=password]', PASSWORD);
    await Promise.all([page.waitForFunction(() => location.pathname === '/'), page.click('button[type=submit]')]);
    await page.waitForFunction(() => localStorage.getItem('session') !== null);
  } finally {
    await page.close();
  }
}
