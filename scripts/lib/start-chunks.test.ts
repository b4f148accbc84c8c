import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, startChunkName } from './start-chunks';

const at = (path: string) => resolve(path);

/** A small app: its entry, the two first screens, three other pages and two question screens. */
const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'app/main.tsx': { imports: ['app/App.tsx', 'node_modules/react/index.js'], lazy: ['app/pages/login/LoginPage.tsx', 'app/pages/home/HomePage.tsx', 'app/pages/a/A.tsx', 'app/pages/b/B.tsx', 'app/pages/legal/Legal.tsx', 'plugins/activities/x/View.tsx', 'plugins/activities/y/View.tsx'] },
  'app/App.tsx': { imports: ['node_modules/react/index.js'] },
  'app/pages/login/LoginPage.tsx': { imports: ['node_modules/react/index.js'] },
  'app/pages/home/HomePage.tsx': { imports: ['app/shell/Header.tsx'] },
  'app/pages/a/A.tsx': { imports: ['core/client/calls.ts', 'app/shell/PageHeader.tsx', 'app/hooks/only-a.ts', 'core/client/with-header.ts', 'core/client/titled-calls.ts'] },
  'app/pages/b/B.tsx': { imports: ['core/client/calls.ts', 'app/shell/PageHeader.tsx', 'core/client/with-header.ts', 'core/client/titled-calls.ts'] },
  'app/pages/legal/Legal.tsx': { imports: ['app/shell/PageHeader.tsx'] },
  'core/client/calls.ts': { imports: ['node_modules/zod/v4/index.js'] },
  'core/client/with-header.ts': { imports: ['app/shell/Header.tsx'] },
  // A data call that also uses a shared UI module.
  'core/client/titled-calls.ts': { imports: ['core/client/calls.ts', 'app/shell/PageHeader.tsx'] },
  'plugins/activities/x/View.tsx': { imports: ['plugins/activities/shared-view/Choice.tsx'] },
  'plugins/activities/y/View.tsx': { imports: ['plugins/activities/shared-view/Choice.tsx'] },
};

const context = {
  getModuleInfo: (id: string) => {
    const path = Object.keys(GRAPH).find((key) => at(key) === id) ?? Object.values(GRAPH).flatMap((node) => [...(node.imports ?? []), ...(node.lazy ?? [])]).find((key) => at(key) === id);
    if (!path) return null;
    return { importedIds: (GRAPH[path]?.imports ?? []).map(at), dynamicallyImportedIds: (GRAPH[path]?.lazy ?? []).map(at) };
  },
};

describe('the build groups (issue 18)', () => {
  const nameOf = startChunkName();
  const group = (path: string) => nameOf(at(path), context);

  it("puts the entry's modules in one file and the first screens' own in another", () => {
    expect(['app/main.tsx', 'app/App.tsx', 'node_modules/react/index.js'].map(group)).toEqual(['app', 'app', 'app']);
    expect(['app/pages/login/LoginPage.tsx', 'app/pages/home/HomePage.tsx'].map(group)).toEqual(['start', 'start']);
  });

  it('puts what the first screens share with other pages with the entry, so those pages need no first-screen file', () => {
    expect(group('app/shell/Header.tsx')).toBe('app');
  });

  it("groups what pages share: UI apart from data code, so a page that asks nothing does not download zod", () => {
    expect(group('app/shell/PageHeader.tsx')).toBe('pages-ui');
    expect(group('core/client/calls.ts')).toBe('pages-data');
    expect(group('node_modules/zod/v4/index.js')).toBe('pages-data');
    // Shared UI code that uses a first-screen module: that module is with the entry, so this one groups too.
    expect(group('core/client/with-header.ts')).toBe('pages-ui');
  });

  it('puts a data call that uses a shared UI module with the data, and leaves that UI module with the UI', () => {
    expect(group('core/client/titled-calls.ts')).toBe('pages-data');
    expect(group('app/shell/PageHeader.tsx')).toBe('pages-ui');
  });

  it("gives the bundler one group per name, each before the next, so a group's imports stay in their own", () => {
    const groups = chunkGroups();
    const named = (path: string) => groups.map((spec) => spec.name(at(path), context)).filter((name) => name !== null);
    expect(['app/main.tsx', 'app/pages/login/LoginPage.tsx', 'app/shell/PageHeader.tsx', 'core/client/titled-calls.ts', 'plugins/activities/x/View.tsx'].map(named)).toEqual([['app'], ['start'], ['pages-ui'], ['pages-data'], ['question-screens']]);
    expect(named('app/hooks/only-a.ts')).toEqual([]);
    // Listed from the highest priority: the entry's group first, the question screens last.
    expect(groups.map((spec) => spec.priority)).toEqual([5, 4, 3, 2, 1]);
  });

  it('leaves alone what one page uses', () => {
    expect(group('app/hooks/only-a.ts')).toBeNull();
    expect(group('app/pages/a/A.tsx')).toBeNull();
  });

  it('puts every question screen, and what the screens use, in one file', () => {
    expect(['plugins/activities/x/View.tsx', 'plugins/activities/y/View.tsx', 'plugins/activities/shared-view/Choice.tsx'].map(group)).toEqual(['question-screens', 'question-screens', 'question-screens']);
    // What the entry already holds stays there.
    expect(group('node_modules/react/index.js')).toBe('app');
  });
});
