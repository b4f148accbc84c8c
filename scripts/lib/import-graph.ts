/**
 * The project's import graph and the rules its arrows must follow (ARCHITECTURE.md, issue 20): read
 * from the source text, so `tests/boundaries.test.ts` fails CI on a violating import or a circle.
 *
 * - core imports neither plugins, app nor server;
 * - plugins never import app or server;
 * - server never imports app, React or core/services; of the plugins it may import only their pure
 *   definitions (`plugins/<group>/<name>/definition.ts`, the pure `plugins/<group>/*.ts` but index.ts), and
 *   nothing it reaches through them may be React;
 * - nothing outside app/ imports app/ (tests excepted: they test the app); app imports of the server
 *   only the types of a contract kept beside its routes (a server file named like admin-contract.ts);
 * - core is the runtime (issue 33): it imports only the packages the runtime is made of (CORE_PACKAGES);
 *   the app's data access, page rules and the browser implementations of the services live in app/;
 * - no circle of (non-type) imports among the source files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  /** Project-relative path of the importing file. */
  from: string;
  /** Project-relative path of the imported file, or `package:<name>` for a package. */
  to: string;
  /** `import type` / `export type`: no run-time dependency. */
  typeOnly: boolean;
}

const SOURCE_DIRS = ['core', 'plugins', 'app', 'server', 'scripts', 'tests'];
const ALIASES: Record<string, string> = { '@core/': 'core/', '@plugins/': 'plugins/', '@app/': 'app/', '@server/': 'server/' };
const IMPORT_PATTERN = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export const isTestFile = (path: string) => /\.(test|e2e\.test|api\.test)\.tsx?$/.test(path) || path.startsWith('tests/');

function sourceFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(root: string, from: string, specifier: string): string {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = join(root, ALIASES[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  else return `package:${specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]}`;
  const clean = base.replace(/\?.*$/, '');
  for (const candidate of [clean, `${clean}.ts`, `${clean}.tsx`, join(clean, 'index.ts'), join(clean, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return relative(root, clean); // an asset or a file that does not exist: kept as written
}

/** Every import of every source file under the project's source folders. */
export function readImportGraph(root: string): ImportEdge[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir)).flatMap((from) => {
    const text = readFileSync(join(root, from), 'utf8');
    const edges: ImportEdge[] = [];
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[3] ?? match[4];
      if (!specifier) continue;
      edges.push({ from, to: resolveSpecifier(root, from, specifier), typeOnly: Boolean(match[2]) });
    }
    return edges;
  });
}

const layerOf = (path: string) => path.split('/')[0] ?? '';
/**
 * What the server may import of the plugins: a kind's definition.ts, and the pure modules a group keeps
 * beside its list (plugins/tasks/definitions.ts, after-class.ts; plugins/activities/weak-words.ts), not
 * the group's index.ts, which lists the plugins with their screens.
 */
const isPureDefinition = (path: string) => /^plugins\/[^/]+\/[^/]+\/definition\.ts$/.test(path) || /^plugins\/[^/]+\/(?!index\.ts$)[a-z-]+\.ts$/.test(path);
/**
 * The packages core/ is made of: schemas (zod), component types (react), DI (tsyringe), the event bus
 * (eventemitter3) and the session reducer (immer). An HTTP client, audio, storage or any other browser
 * implementation is the app's (app/services/), so a core file importing one has strayed.
 */
export const CORE_PACKAGES = ['zod', 'react', 'tsyringe', 'eventemitter3', 'immer'];
const packageName = (to: string) => to.slice('package:'.length).split('/').slice(0, to.startsWith('package:@') ? 2 : 1).join('/');

const isReact = (to: string) => to === 'package:react' || to === 'package:react-dom' || to.endsWith('.tsx');

/** The imports that break a rule, each with the rule it breaks. */
export function findBoundaryViolations(edges: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  const say = (edge: ImportEdge, rule: string) => violations.push(`${edge.from} -> ${edge.to}: ${rule}`);
  for (const edge of edges) {
    if (isTestFile(edge.from)) continue;
    const [from, to] = [layerOf(edge.from), layerOf(edge.to)];
    if (from === 'core' && ['plugins', 'app', 'server'].includes(to)) say(edge, 'core imports neither plugins, app nor server');
    if (from === 'core' && edge.to.startsWith('package:') && !CORE_PACKAGES.includes(packageName(edge.to))) say(edge, 'core imports only the runtime\'s packages');
    if (from === 'plugins' && ['app', 'server'].includes(to)) say(edge, 'plugins never import app or server');
    if (from !== 'app' && to === 'app') say(edge, 'nothing outside app/ imports app/');
    if (from === 'app' && to === 'server' && !(edge.typeOnly && edge.to.endsWith('-contract.ts'))) say(edge, 'app imports of the server only the types of its contracts');
    if (from === 'server') {
      if (isReact(edge.to)) say(edge, 'server never imports React');
      if (edge.to.startsWith('core/services/') || edge.to === 'core/services.ts') say(edge, 'server never imports core/services');
      if (to === 'plugins' && !isPureDefinition(edge.to)) say(edge, 'server imports only the pure definitions of plugins');
    }
  }
  // What the server reaches through the plugins' definitions must be pure too.
  const byFile = new Map<string, ImportEdge[]>();
  for (const edge of edges) byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge]);
  const seen = new Set<string>();
  const queue = edges.filter((e) => layerOf(e.from) === 'server' && !isTestFile(e.from) && layerOf(e.to) === 'plugins').map((e) => e.to);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of byFile.get(file) ?? []) {
      if (edge.typeOnly) continue;
      if (isReact(edge.to) || layerOf(edge.to) === 'app' || edge.to.startsWith('core/services')) say(edge, 'reached by the server through a plugin definition, so it must be pure');
      else if (!edge.to.startsWith('package:')) queue.push(edge.to);
    }
  }
  return violations;
}

/** Every circle of run-time imports among non-test source files, as the list of files around it. */
export function findImportCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || edge.to.startsWith('package:') || isTestFile(edge.from) || isTestFile(edge.to)) continue;
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  }
  // Tarjan's strongly connected components; a component of two or more files (or a file importing itself) is a circle.
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.toSorted());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}
