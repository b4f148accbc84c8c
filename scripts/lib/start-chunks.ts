/**
 * How the build groups the modules a phone needs first (issue 18). Left to itself the bundler splits
 * every module that the entry shares with a lazy page into a chunk of its own: about twenty files of
 * 1-3 KB before home shows. Over HTTP/1.1 a phone opens at most six connections to the server, so each
 * further handful of files costs another round trip (150 ms and more on slow 4G). Instead:
 *
 * - `app`: every module the entry imports, directly or through other modules (React, the router, the
 *   services, the shell): one file beside the entry;
 * - `start`: what the first screens need beyond that (sign-in, home, the session check): one file,
 *   which the entry starts downloading at once (app/main.tsx preloads the page of the address).
 *
 * Modules only lazy pages use stay in those pages' chunks, so the first load does not grow
 * (`npm run build` prints it against its budget).
 */
import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ENTRY = resolve('app/main.tsx');
/** The screens a student opens first and what the session check loads at once. */
const START_MODULES = ['app/pages/login/LoginPage.tsx', 'app/pages/home/HomePage.tsx'].map((path) => resolve(path));

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

/**
 * The group name of a module: 'app', 'start' or none (the bundler's own splitting). The closures are
 * worked out once per build (the context is the same object throughout one chunking pass).
 */
export function startChunkName(): (id: string, context: ChunkingContext) => string | null {
  let closures: { context: ChunkingContext; app: Set<string>; start: Set<string> } | undefined;
  return (id, context) => {
    if (closures?.context !== context) {
      closures = { context, app: staticClosure(context, [ENTRY]), start: staticClosure(context, START_MODULES) };
    }
    if (closures.app.has(id)) return 'app';
    if (closures.start.has(id)) return 'start';
    return null;
  };
}
