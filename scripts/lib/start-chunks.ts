/**
 * How the build groups modules into files (issue 18). Left to itself the bundler gives every module
 * that two lazily loaded parts share a file of its own: about twenty files of 1-3 KB before home shows,
 * and as many again before the player does. Over HTTP/1.1 a phone opens at most six connections to the
 * server, so each further handful of files costs another round trip (150 ms and more on slow 4G).
 * Instead:
 *
 * - `app`: every module the entry imports, directly or through other modules (React, the router, the
 *   services, the shell), and what the first screens share with other pages: one file beside the entry;
 * - `start`: what only the first screens (sign-in, home) need beyond that: one file, which the entry
 *   starts downloading at once (app/main.tsx preloads the page of the address), and no other page needs;
 * - `pages-ui`: what two or more of the other pages share that needs no zod (the page header, the
 *   hooks): one small file, so that a simple page (the legal texts) does not download the schemas;
 * - `pages-data`: what two or more of them share with zod (zod, the API calls, the content schemas,
 *   the activity plugins' parsers and graders): one file, loaded with the first page that asks the
 *   server for anything. Until the groups had priorities (chunkGroups), the calls that also import a
 *   shared UI module were left out, since the bundler pulled that UI module in with them; they then
 *   made eight more files of 1-3 KB before the player's first question;
 * - `question-screens`: every activity type's question screen and what the screens use beyond the
 *   files above: one file, with one stylesheet, which the app asks for as it opens the player
 *   (app/pages/player/question-screens.ts). Split by type, a homework's screens were a dozen files of
 *   1-3 KB that went out only after the homework had come and been parsed; together they are 7 KB.
 *
 * A module that only one page or one screen uses stays in that page's or screen's own file, so the
 * first load does not grow (`npm run build` prints it against its budget).
 */
import { resolve } from 'node:path';

interface ModuleInfo { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }
interface ChunkingContext { getModuleInfo(id: string): ModuleInfo | null }

const ENTRY = resolve('app/main.tsx');
/** The screens a student opens first. */
const START_MODULES = ['app/pages/login/LoginPage.tsx', 'app/pages/home/HomePage.tsx'].map((path) => resolve(path));
const PAGES = resolve('app/pages') + '/';
const ACTIVITY_SCREENS = resolve('plugins/activities') + '/';

/** Every module `from` imports statically, directly or not, `from` included. */
function staticClosure(context: ChunkingContext, from: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** Each module's static closure, worked out once per build pass. */
function closures(context: ChunkingContext): (id: string) => Set<string> {
  const known = new Map<string, Set<string>>();
  return (id) => {
    let closure = known.get(id);
    if (!closure) known.set(id, (closure = staticClosure(context, [id])));
    return closure;
  };
}

/** Every module loaded lazily (the target of an `import()`) anywhere in the app. */
function lazilyLoaded(context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    for (const target of info?.dynamicallyImportedIds ?? []) lazy.add(target);
  }
  return lazy;
}

/** Whether a module imports (directly or not) a module of `set`. */
const reachesAny = (closureOf: (id: string) => Set<string>, id: string, set: ReadonlySet<string>) => [...closureOf(id)].some((dependency) => set.has(dependency));

/**
 * The modules that at least two of the given roots import (statically), less those already placed
 * and those that import a module of `notPulled`: the bundler brings a grouped module's imports into
 * its group, which would move such a module out of the file the first screens load.
 */
function sharedBy(closureOf: (id: string) => Set<string>, roots: readonly string[], placed: ReadonlySet<string>, notPulled: ReadonlySet<string>): Set<string> {
  const users = new Map<string, number>();
  for (const root of roots) for (const id of closureOf(root)) users.set(id, (users.get(id) ?? 0) + 1);
  return new Set([...users].filter(([id, count]) => count >= 2 && !placed.has(id) && !reachesAny(closureOf, id, notPulled)).map(([id]) => id));
}

/** The groups, the first with the highest priority (chunkGroups). */
const GROUP_NAMES = ['app', 'start', 'pages-ui', 'pages-data', 'question-screens'] as const;
type GroupName = (typeof GROUP_NAMES)[number];

interface Groups { context: ChunkingContext; members: Record<GroupName, Set<string>> }

function groupsOf(context: ChunkingContext): Groups {
  const closureOf = closures(context);
  const lazy = [...lazilyLoaded(context)];
  const entry = staticClosure(context, [ENTRY]);
  const firstScreens = [...staticClosure(context, START_MODULES)].filter((id) => !entry.has(id));
  // What the first screens share with a page opened at its own address (the player's hook, the class
  // picker) goes with the entry: the first load is the same, and that page then needs no `start` file.
  const elsewhere = staticClosure(context, lazy.filter((id) => !START_MODULES.includes(id)));
  const app = new Set([...entry, ...firstScreens.filter((id) => elsewhere.has(id))]);
  const start = new Set(firstScreens.filter((id) => !app.has(id)));
  const placed = new Set([...app, ...start]);
  const pages = sharedBy(closureOf, lazy.filter((id) => id.startsWith(PAGES) && !START_MODULES.includes(id)), placed, start);
  const pagesUi = new Set([...pages].filter((id) => ![...closureOf(id)].some((dependency) => dependency.includes('/node_modules/zod/'))));
  const pagesData = new Set([...pages].filter((id) => !pagesUi.has(id)));
  const grouped = new Set([...placed, ...pagesUi, ...pagesData]);
  const screens = staticClosure(context, lazy.filter((id) => id.startsWith(ACTIVITY_SCREENS)));
  const questionScreens = new Set([...screens].filter((id) => !grouped.has(id)));
  return { context, members: { app, start, 'pages-ui': pagesUi, 'pages-data': pagesData, 'question-screens': questionScreens } };
}

/**
 * The group name of a module, or none (the bundler's own splitting). The groups are worked out once
 * per build (the context is the same object throughout one chunking pass).
 */
export function startChunkName(): (id: string, context: ChunkingContext) => string | null {
  let groups: Groups | undefined;
  return (id, context) => {
    if (groups?.context !== context) groups = groupsOf(context);
    const { members } = groups;
    return GROUP_NAMES.find((name) => members[name].has(id)) ?? null;
  };
}

/**
 * The groups as the bundler's group list (vite.config.ts), one per name, each with a higher priority
 * than the next. The bundler brings a grouped module's imports into its group; with priorities, a
 * module of a group with a higher priority stays in its own (a data call importing a shared UI module
 * leaves that module in `pages-ui`, so the pages without zod still do not load `pages-data`).
 */
export function chunkGroups(): { name: (id: string, context: ChunkingContext) => string | null; priority: number }[] {
  const nameOf = startChunkName();
  return GROUP_NAMES.map((group, index) => ({ name: (id, context) => (nameOf(id, context) === group ? group : null), priority: GROUP_NAMES.length - index }));
}
