/**
 * `npm run bench:lighthouse-console [-- --no-build] [--json] [--save DIR] [--editor NAME]`: Lighthouse's
 * accessibility audits on the teacher console with each task editor open (issue 36: "accessibility 100 on
 * the console with each editor open"). An editor is a state of the page, not an address, so this is
 * Lighthouse's snapshot mode (the page as it is, no navigation), desktop settings on a 1280×800 window,
 * as a teacher's computer shows the console.
 *
 * The app is built first (`npm run build`) and served by the reference server with the demo school and
 * its media, in a fresh database. The teacher signs in through the /login form; for each kind, the
 * console is opened afresh, 新建任务 and the kind's button clicked, and once the editor has loaded (its
 * lists too) each of its parts is added once (EDITORS below: a picture uploaded, the drag-drop's zone board
 * with a zone, a card...) before the snapshot, so what a teacher works with is audited. It prints the
 * score per editor and what Lighthouse flags (each failing audit with the elements it names). With --save, every full report is
 * written to DIR as JSON (open it in the Lighthouse viewer). With --editor (once or more, the kind's
 * label in 新建任务, e.g. --editor 投票), only those editors are audited.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopConfig, snapshot, type Result } from 'lighthouse';
import { connect, type Page } from 'puppeteer-core';
import { startBenchServer } from './lib/bench-server';
import { buildUnlessAsked, launchChromium } from './lib/bench-screens';

const BENCH = 'bench:lighthouse-console';
const TEACHER = 'teacher';
const PASSWORD = 'demo1234';

/**
 * The editors, by their button in 新建任务, and what is done in each before the snapshot: each part the
 * editor can show is added once (a picture uploaded where it takes one), so the snapshot sees them all.
 */
const EDITORS: readonly { label: string; prepare?(page: Page): Promise<void> }[] = [
  { label: '投票', prepare: (page) => clickAll(page, '.task-editor__form', ['添加文字', '添加图片', '添加选项']).then(() => uploadPicture(page, '.task-editor__form')).then(() => clickButton(page, '.task-editor__form', '从学校素材中选择')) },
  { label: '资源包', prepare: (page) => clickAll(page, '.task-editor__form', ['添加图片', '添加声音', '添加视频', '添加文字', '添加文档']).then(() => uploadPicture(page, '.task-editor__form')) },
  { label: '拖拽题', prepare: (page) => uploadPicture(page, '.drag-drop-editor').then(() => clickAll(page, '.drag-drop-editor', ['添加区域', '添加卡片'])) },
  { label: '阅读', prepare: (page) => clickAll(page, '.task-editor__form', ['添加图片']).then(() => uploadPicture(page, '.task-editor__form')) },
  { label: '分层题包', prepare: addOptionalItem },
  // Each answer type of the first role: 选择 shows its options, 录音 its text to read.
  { label: '协作学习', prepare: (page) => clickAll(page, '.task-editor__form', ['添加角色', '添加任务']).then(() => checkAll(page, '.collab-editor', ['文字', '选择', '录音'])) },
  { label: '练习', prepare: (page) => checkAll(page, '.exercise-editor', ['Say hello']) },
];

const args = process.argv.slice(2);
const json = args.includes('--json');
const saveDir = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
const chosen = args.flatMap((arg, index) => (args[index - 1] === '--editor' ? [arg] : []));
const unknown = chosen.filter((label) => !EDITORS.some((editor) => editor.label === label));
if (unknown.length > 0) throw new Error(`${BENCH}: no editor ${unknown.join(', ')} (${EDITORS.map((editor) => editor.label).join(', ')})`);
const editors = chosen.length > 0 ? EDITORS.filter((editor) => chosen.includes(editor.label)) : EDITORS;

buildUnlessAsked(BENCH, args, json);

const server = await startBenchServer('bench-lighthouse-console', { SEED_MEDIA: 'on' });
const chrome = await launchChromium(BENCH);
const pictureDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-console-'));

/** Clicks the button whose text is exactly `text`, inside `scope` (a CSS selector). */
async function clickButton(page: Page, scope: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (scopeSelector, wanted) => [...document.querySelectorAll(`${scopeSelector} button`)].find((button) => button.textContent?.trim() === wanted),
    { timeout: 10_000 },
    scope,
    text,
  );
  // The DOM's click, not the mouse's: an editor moves focus (and scrolls) after an add, which can move a button under the pointer.
  await (handle as Awaited<ReturnType<Page['$']>>)!.evaluate((button) => (button as HTMLButtonElement).click());
}

/** Waits until nothing is loading: no request for half a second, and no spinner in the editor. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.task-editor .spinner, .task-editor [role=status][aria-busy=true]'), { timeout: 10_000 });
}

async function clickAll(page: Page, scope: string, texts: readonly string[]): Promise<void> {
  for (const text of texts) await clickButton(page, scope, text);
}

/** Ticks, inside `scope`, the first checkbox whose label starts with each of `labels`. */
async function checkAll(page: Page, scope: string, labels: readonly string[]): Promise<void> {
  for (const wanted of labels) {
    const handle = await page.waitForFunction(
      (scopeSelector, text) => [...document.querySelectorAll(`${scopeSelector} label`)].find((label) => label.textContent?.trim().startsWith(text))?.querySelector('input[type=checkbox]'),
      { timeout: 10_000 },
      scope,
      wanted,
    );
    await (handle as Awaited<ReturnType<Page['$']>>)!.evaluate((box) => (box as HTMLInputElement).click());
  }
}

/** Uploads a picture (the console's own screenshot, as the e2e test does) to the first picture field in `scope`, and waits until it shows. */
async function uploadPicture(page: Page, scope: string): Promise<void> {
  const picture = join(pictureDir, 'board.png');
  await page.screenshot({ path: picture, clip: { x: 0, y: 0, width: 480, height: 300 } });
  const input = await page.waitForSelector(`${scope} .media-field input[type=file][accept^=image]`);
  await input!.uploadFile(picture);
  await page.waitForFunction((scopeSelector) => {
    const image = document.querySelector<HTMLImageElement>(`${scopeSelector} .media-field__picture`);
    return image !== null && image.naturalWidth > 0;
  }, { timeout: 15_000 }, scope);
}

/** The optional task with one item: the first task 从任务库选择任务 offers, added. */
async function addOptionalItem(page: Page): Promise<void> {
  const value = await page.$eval('.optional-editor__picker select', (select) => (select as HTMLSelectElement).options[1]!.value);
  await page.select('.optional-editor__picker select', value);
  await clickButton(page, '.optional-editor__picker', '添加为题目');
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.base}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.base}/login`);
  await page.waitForSelector('input[name=account]');
  await page.type('input[name=account]', TEACHER);
  await page.type('input[name=password]', PASSWORD);
  await Promise.all([page.waitForFunction(() => location.pathname === '/'), page.click('button[type=submit]')]);
}

/** The console afresh, with the editor of a new task of the editor's kind open, loaded and filled. */
async function openEditor(page: Page, editor: (typeof EDITORS)[number]): Promise<void> {
  await page.goto(`${server.base}/`);
  await clickButton(page, 'main', '新建任务');
  await clickButton(page, '.console__new-kinds', editor.label);
  await page.waitForSelector('.task-editor .task-editor__state', { timeout: 15_000 });
  await settle(page);
  await editor.prepare?.(page).catch(async (error: unknown) => {
    // The editor changed under the script: what the page showed tells how.
    const shot = join(tmpdir(), `bench-lighthouse-console-${editor.label}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    throw new Error(`${BENCH}: could not fill the ${editor.label} editor (the page is in ${shot})`, { cause: error });
  });
  await settle(page);
}

const score = (lhr: Result) => Math.round((lhr.categories.accessibility?.score ?? 0) * 100);

/** What Lighthouse flags: the accessibility audits that count and did not pass, with the elements each names. */
function flagged(lhr: Result): { audit: string; title: string; elements: string[] }[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((result) => result.score !== null && result.score < 1)
    .map((result) => {
      const items = result.details && 'items' in result.details ? (result.details.items as { node?: { selector?: string; snippet?: string } }[]) : [];
      return { audit: result.id, title: result.title, elements: items.flatMap((item) => (item.node ? [`${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim()] : [])) };
    });
}

const rows: { editor: string; accessibility: number; flagged: ReturnType<typeof flagged> }[] = [];
let version = '';
try {
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 1280, height: 800 } });
  const page = await browser.newPage();
  await signIn(page);
  for (const editor of editors) {
    await openEditor(page, editor);
    const outcome = await snapshot(page, { config: desktopConfig, flags: { onlyCategories: ['accessibility'], logLevel: 'error' } });
    if (!outcome) throw new Error(`${BENCH}: no result for ${editor.label}`);
    const { lhr } = outcome;
    version = lhr.lighthouseVersion;
    rows.push({ editor: editor.label, accessibility: score(lhr), flagged: flagged(lhr) });
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `console-${editor.label}.json`), JSON.stringify(lhr));
    }
    if (!json) process.stderr.write(`${editor.label} done\n`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
  await rm(pictureDir, { recursive: true, force: true });
}

if (json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`Lighthouse ${version}, snapshot mode, desktop settings, 1280×800: the teacher console with each editor open`);
  console.log('a11y  editor');
  for (const row of rows) {
    console.log(`${String(row.accessibility).padStart(4)}  ${row.editor}`);
    for (const flag of row.flagged) {
      console.log(`      ${flag.audit}: ${flag.title}`);
      for (const element of flag.elements.slice(0, 5)) console.log(`        ${element}`);
    }
  }
}
