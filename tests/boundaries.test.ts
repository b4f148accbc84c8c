/**
 * The direction of every import arrow, and no circles (issue 20; ARCHITECTURE.md): read from the
 * source, so a violating import fails CI. The rules: scripts/lib/import-graph.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBoundaryViolations, findImportCycles, readImportGraph, type ImportEdge } from '../scripts/lib/import-graph';

/** What the runtime the design describes takes (issue 33): anything more is the app's or a plugin's. */
const CORE_MAX_LINES = 3500;

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('import boundaries', () => {
  const graph = readImportGraph(process.cwd());

  it('reads the whole project', () => {
    expect(graph.length).toBeGreaterThan(500);
    expect(graph.some((e) => e.from === 'server/homework/answer-shape.ts' && e.to === 'plugins/activities/answer-definitions.ts')).toBe(true);
  });

  it('has no import against the direction of the arrows', () => {
    expect(findBoundaryViolations(graph)).toEqual([]);
  });

  it('keeps core the runtime: no data access, page rules or browser implementations in it (issue 33)', () => {
    const coreFiles = new Set(graph.filter((e) => e.from.startsWith('core/')).map((e) => e.from));
    // The app's API calls, the pending queue and the browser services moved to app/ stay there; the after-class
    // rules and weak words moved beside their plugins.
    const strays = [...coreFiles].filter((file) => /^core\/(client|account|words|homework|classroom)\/|^core\/session\/(pending-|delivery-)|^core\/services\/(container|microphone)|^core\/services\/(api\/http|audio\/|scorer\/websocket|recorder\/(worklet|browser))/.test(file));
    expect(strays).toEqual([]);
  });

  it('keeps core the size of a runtime: at most 3,500 lines of source (issue 33)', () => {
    const sources = readdirSync('core', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const lines = sources.reduce((total, file) => total + readFileSync(join('core', file), 'utf8').split('\n').length - 1, 0);
    expect(sources.length).toBeGreaterThan(50);
    expect(lines).toBeLessThanOrEqual(CORE_MAX_LINES);
  });

  it('has no circle of imports', () => {
    expect(findImportCycles(graph)).toEqual([]);
  });

  it('catches each kind of violation', () => {
    const violations = findBoundaryViolations([
      edge('core/session/x.ts', 'plugins/activities/spelling/index.ts'),
      edge('core/x.ts', 'app/routes.tsx', true),
      edge('core/services/x.ts', 'package:axios'),
      edge('plugins/tasks/vote/index.ts', 'app/shell/Toast.tsx'),
      edge('server/x.ts', 'package:react'),
      edge('server/x.ts', 'core/services/api/api-service.ts'),
      edge('server/x.ts', 'plugins/activities/spelling/index.ts'),
      edge('server/x.ts', 'plugins/tasks/index.ts'),
      edge('server/y.ts', 'plugins/tasks/vote/definition.ts'),
      edge('plugins/tasks/vote/definition.ts', 'plugins/tasks/shared/Widget.tsx'),
      edge('scripts/x.ts', 'app/main.tsx'),
      edge('app/pages/x.test.tsx', 'app/routes.tsx'),
      edge('tests/helpers/app-harness.tsx', 'app/App.tsx'),
      edge('app/pages/admin/x.ts', 'server/school/admin-contract.ts'),
      edge('app/pages/admin/x.ts', 'server/school/roster.ts', true),
    ]);
    expect(violations.map((v) => v.split(': ')[1])).toEqual([
      'core imports neither plugins, app nor server',
      'core imports neither plugins, app nor server',
      'nothing outside app/ imports app/',
      "core imports only the runtime's packages",
      'plugins never import app or server',
      'nothing outside app/ imports app/',
      'server never imports React',
      'server never imports core/services',
      'server imports only the pure definitions of plugins',
      'server imports only the pure definitions of plugins',
      'nothing outside app/ imports app/',
      'app imports of the server only the types of its contracts',
      'app imports of the server only the types of its contracts',
      'reached by the server through a plugin definition, so it must be pure',
    ]);
  });

  it('finds circles, but not through type-only imports', () => {
    expect(findImportCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')])).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(findImportCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', true)])).toEqual([]);
  });
});
