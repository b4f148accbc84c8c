/**
 * Prints what each route costs a student on a slow network: the gzip size of every route chunk, and
 * the JavaScript a first visit to sign-in and home downloads (entry + those pages + everything they
 * import statically; lazily loaded chunks are not counted). Reads dist/.vite/manifest.json, so run it
 * after `vite build` (`npm run build` does both). `--packages` adds a breakdown by npm package.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; name?: string }
type Manifest = Record<string, ManifestChunk>;

const DIST = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';
/** The budget of sign-in plus home, gzipped JavaScript (issue 5: 150 KB; issue 18: 120 KB). */
export const FIRST_LOAD_BUDGET_KB = 120;
const FIRST_LOAD_PAGES = ['app/pages/login/LoginPage.tsx', 'app/pages/home/HomePage.tsx'];
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk's key plus every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The chunk that holds a source module: its own, or, where the build grouped it with others
 * (scripts/lib/start-chunks.ts), the chunk whose source map lists it. Throws if none does, so a
 * page the first load must count is never left out silently.
 */
function chunkHolding(manifest: Manifest, modulePath: string): string {
  if (manifest[modulePath]) return modulePath;
  const holder = Object.keys(manifest).find((key) => {
    const mapFile = join(DIST, `${manifest[key]!.file}.map`);
    if (!existsSync(mapFile)) return false;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    return sources.some((source) => source.endsWith(`/${modulePath}`));
  });
  if (!holder) throw new Error(`bundle report: no chunk of the build holds ${modulePath}`);
  return holder;
}

const sumKb = (manifest: Manifest, keys: Iterable<string>) => [...keys].reduce((kb, key) => kb + gzipKb(manifest[key]!.file), 0);

function packageBreakdown(manifest: Manifest, keys: Iterable<string>): [string, number][] {
  const sizes = new Map<string, number>();
  for (const key of keys) {
    const mapFile = join(DIST, `${manifest[key]!.file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, i) => {
      const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? `(ours) ${(/(?:^|\/)((?:app|core|plugins)\/[^/]+)/.exec(source)?.[1] ?? source)}`;
      sizes.set(owner, (sizes.get(owner) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
  }
  return [...sizes].toSorted((a, b) => b[1] - a[1]);
}

function main(): void {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const entryClosure = staticClosure(manifest, [entry]);

  console.log('route module                                   own gzip   with its imports (beyond the entry)');
  const routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key.startsWith('app/pages/')).toSorted();
  for (const key of routes) {
    const own = gzipKb(manifest[key]!.file);
    const extra = [...staticClosure(manifest, [key])].filter((k) => !entryClosure.has(k));
    console.log(`${key.replace('app/pages/', '').padEnd(46)} ${own.toFixed(1).padStart(6)} KB ${sumKb(manifest, extra).toFixed(1).padStart(8)} KB`);
  }
  // Everything else loaded on demand: the activity renderers, the audio and recording stack, Sentry, the scorer.
  // The question screens of every activity type are one file (scripts/lib/start-chunks.ts), not entries of their own.
  const onDemand = Object.keys(manifest).filter((key) => (manifest[key]!.isDynamicEntry && !key.startsWith('app/pages/')) || manifest[key]!.name === 'question-screens').toSorted();
  if (onDemand.length > 0) {
    console.log('\nloaded on demand                               own gzip   with its imports (beyond the entry)');
    for (const key of onDemand) {
      const own = gzipKb(manifest[key]!.file);
      const extra = [...staticClosure(manifest, [key])].filter((k) => !entryClosure.has(k));
      const name = manifest[key]!.name === 'question-screens' ? 'question screens (all activity types)' : key.replace(/^node_modules\//, '');
      console.log(`${name.slice(0, 46).padEnd(46)} ${own.toFixed(1).padStart(6)} KB ${sumKb(manifest, extra).toFixed(1).padStart(8)} KB`);
    }
  }
  const firstLoad = staticClosure(manifest, [entry, ...FIRST_LOAD_PAGES.map((page) => chunkHolding(manifest, page))]);
  const total = sumKb(manifest, firstLoad);
  console.log(`\nentry (app shell, react, router, services): ${sumKb(manifest, entryClosure).toFixed(1)} KB gzip`);
  console.log(`first load, sign-in + home: ${total.toFixed(1)} KB gzip JavaScript (budget ${FIRST_LOAD_BUDGET_KB} KB) ${total <= FIRST_LOAD_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
  if (process.argv.includes('--packages')) {
    console.log('\nfirst load by package (uncompressed source characters):');
    for (const [owner, size] of packageBreakdown(manifest, firstLoad).slice(0, 25)) console.log(`${String(size).padStart(9)}  ${owner}`);
  }
}

main();
