/**
 * The end-to-end browser: Debian's Chromium driven by playwright-core (no downloaded browsers), one
 * per test file, a fresh phone-sized context (375×667, touch, zh-CN) per account.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, type TestContext } from 'vitest';
import { DEMO_PASSWORD } from './fixture';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const VIEWPORT = { width: 375, height: 667 } as const;
/** Committed screenshots of the app at phone size, refreshed by every run (the README shows them). */
export const SCREENSHOT_DIR = join(process.cwd(), 'docs', 'screenshots');

/**
 * This file's server: the one of its lane, the worker slot vitest runs it in (1 to the lanes; global-setup.ts),
 * so the file running beside it never shares its database.
 */
export const baseUrl = () => {
  const servers = inject('e2eBaseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(slot - 1) % servers.length]!;
};
/** An absolute address on the test server. */
export const url = (path: string) => new URL(path, baseUrl()).toString();

let fakeMicrophone: string | undefined;

/**
 * Gives this test file's Chromium a microphone that plays a WAV file: Chromium's fake capture device,
 * with the permission granted without asking. Chromium reads the file anew, from its start, at each
 * getUserMedia, so a test may rewrite it between recordings. Call before the file's first openPage.
 */
export function useFakeMicrophone(wavFile: string): void {
  if (launched) throw new Error('e2e: useFakeMicrophone() must come before the first openPage() of the test file');
  fakeMicrophone = wavFile;
}

const microphoneArgs = (wavFile: string | undefined) =>
  wavFile ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavFile}%noloop`] : [];

async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `e2e: no Chromium at ${CHROMIUM_PATH}. Run \`npm run setup\` as root: it installs the Debian packages chromium and fonts-noto-cjk ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // As root (CI) Chromium refuses to start with its sandbox; playwright-core gives it a fresh user data dir.
    chromiumSandbox: false,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...microphoneArgs(fakeMicrophone)],
  });
}

/**
 * A new phone: its own storage, so nothing leaks between accounts. The app's service worker (issue 41)
 * is blocked unless a test asks for it: it would keep every built file on each new phone, and requests it
 * answers are out of reach of page.route.
 */
function newPhone(browser: Browser, options: PhoneOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    baseURL: baseUrl(),
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

let launched: Promise<Browser> | undefined;

/**
 * The test file's browser, started by its first test. Without Chromium every test fails with the
 * launch error (rather than being skipped, as a failing beforeAll would leave them).
 */
function theBrowser(): Promise<Browser> {
  launched ??= launchChromium();
  return launched;
}

/** Closes the test file's browser (afterAll). */
export async function closeBrowser(): Promise<void> {
  const browser = await launched?.catch(() => undefined);
  launched = undefined;
  await browser?.close();
}

/**
 * A page on a new phone (its own storage), put away when the test finishes, after axe-core has looked
 * at the screen each of its pages ended on (a page caught between two screens is left alone).
 */
export interface PhoneOptions { serviceWorkers?: 'allow' | 'block' }

export async function openPage({ onTestFinished }: Pick<TestContext, 'onTestFinished'>, options: PhoneOptions = {}): Promise<Page> {
  const phone = await newPhone(await theBrowser(), options);
  onTestFinished(async () => {
    const found: string[] = [];
    for (const page of phone.pages()) {
      const violations = await accessibilityViolations(page).catch(() => []);
      if (violations.length > 0) found.push(describeViolations(pathOf(page), violations));
    }
    await phone.close();
    if (found.length > 0) throw new Error(found.join('\n'));
  });
  return phone.newPage();
}

/** Signs in through the /login form (the app appends the mail domain) and waits for home. */
export async function signIn(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(url('/'));
}

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const address = new URL(page.url());
  return address.pathname + address.search;
}

/** A serious or critical accessibility violation axe-core finds on a page: the rule and where. */
export interface AxeViolation { id: string; impact: string; help: string; targets: string[] }

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.1 A and AA, WCAG 2.2 AA's touch targets of at least 24 px, and best
 * practice) on what the page shows now and answers the serious and critical violations (issue 18).
 * Every screenshot of the tests runs it, and so does the end of every test on each page still open:
 * the screens the tests visit have none.
 */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact!, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return `accessibility (axe-core) on ${where}: ${violations.map((v) => `${v.id} (${v.impact}) at ${v.targets.slice(0, 3).join(', ')}`).join('; ')}`;
}

/** Saves what the phone shows (375×667 CSS pixels) as docs/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) {
    mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
    appendFileSync(join(process.cwd(), 'test-results', 'axe.jsonl'), `${JSON.stringify({ name, violations })}\n`);
    throw new Error(describeViolations(name, violations));
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // The version notice changes with every build; masked, a screenshot changes only when the page does.
  const mask = [page.locator('.version-footer')];
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), scale: 'css', animations: 'disabled', caret: 'hide', mask, maskColor: '#f4f7f5' });
}
