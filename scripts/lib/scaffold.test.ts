import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityRegistry } from '@core/registry';
import { activityRegistry } from '@plugins/activities';
import { DEFINITION_LIST_MARKER, IMPORT_MARKER, REGISTER_MARKER, ScaffoldError, scaffoldPlugin, scaffoldTaskPlugin, validateRequest } from './scaffold';
import { taskRegistry } from '@plugins/tasks';
import type { TaskDefinition, TaskPlugin } from '@core/registry/task-plugin';

const exec = promisify(execFile);
const repo = process.cwd();
// Inside the repository, so the generated files resolve react, zod and the @core aliases like real plugins.
const scratchParent = join(repo, '.scaffold-test');
let root: string;

beforeAll(async () => {
  await mkdir(scratchParent, { recursive: true });
  root = await mkdtemp(join(scratchParent, 'run-'));
  await mkdir(join(root, 'plugins/activities'), { recursive: true });
  await copyFile(join(repo, 'plugins/activities/index.ts'), join(root, 'plugins/activities/index.ts'));
  await copyFile(join(repo, 'plugins/activities/answer-definitions.ts'), join(root, 'plugins/activities/answer-definitions.ts'));
  // What the renderers share (task screens use its icons too).
  await cp(join(repo, 'plugins/activities/shared-view'), join(root, 'plugins/activities/shared-view'), { recursive: true });
  // The task kinds as they are: the new kind is listed beside them.
  await cp(join(repo, 'plugins/tasks'), join(root, 'plugins/tasks'), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('validateRequest', () => {
  const base = { root: repo, takenTypes: activityRegistry.types() };
  it.each([
    ['TrueFalse', 500, 'must be kebab-case'],
    ['true_false', 500, 'must be kebab-case'],
    ['-x', 500, 'must be kebab-case'],
    ['true-false', 0, 'positive whole number'],
    ['true-false', 2.5, 'positive whole number'],
    ['true-false', Number.NaN, 'positive whole number'],
    ['true-false', 33, 'ActivityType 33 is already registered'],
    ['spelling', 500, 'plugins/activities/spelling already exists'],
  ])('refuses folder %j with type %d', (folder, type, message) => {
    expect(() => validateRequest({ ...base, folder, type })).toThrow(ScaffoldError);
    expect(() => validateRequest({ ...base, folder, type })).toThrow(message);
  });
});

describe('scaffoldPlugin', () => {
  const type = 424243;

  it('writes a plugin folder with model, parse, grade, View, fixtures and tests, and registers it', async () => {
    const written = await scaffoldPlugin({ root, folder: 'true-false', type, takenTypes: activityRegistry.types() });
    expect(written.toSorted()).toEqual([
      'plugins/activities/answer-definitions.ts',
      'plugins/activities/index.ts',
      ...['View.tsx', 'definition.ts', 'fixtures.ts', 'grade.test.ts', 'grade.ts', 'index.ts', 'model.ts', 'parse.test.ts', 'parse.ts'].map((f) => `plugins/activities/true-false/${f}`),
    ].toSorted());
    const index = await readFile(join(root, 'plugins/activities/index.ts'), 'utf8');
    expect(index).toContain(`import { trueFalsePlugin } from './true-false';\n${IMPORT_MARKER}`);
    expect(index).toContain(`    .register(trueFalsePlugin)\n    ${REGISTER_MARKER}`);
  });

  it('generates a plugin that parses, grades and registers with its own type number', async () => {
    const generated = (await import(resolve(root, 'plugins/activities/true-false/index.ts'))) as Record<string, unknown>;
    const fixtures = (await import(resolve(root, 'plugins/activities/true-false/fixtures.ts'))) as { sample: unknown };
    const registry = new ActivityRegistry().register(generated.trueFalsePlugin as never);
    const model = registry.parse(fixtures.sample);
    expect(model).toMatchObject({ type, id: 'true-false-sample', answer: 'apple' });
    const graded = registry.gradeUntrusted(model, { text: ' apple ' });
    expect(graded).toMatchObject({ correct: true, fulfilled: true });
    // The server's definition of its answer takes what the grader records.
    const { trueFalseAnswer } = (await import(resolve(root, 'plugins/activities/true-false/definition.ts'))) as { trueFalseAnswer: { type: number; answerVariant: string; answerSchema: { safeParse(v: unknown): { success: boolean } } } };
    expect([trueFalseAnswer.type, trueFalseAnswer.answerVariant]).toEqual([type, 'trueFalse']);
    expect(trueFalseAnswer.answerSchema.safeParse((graded.record.data as Record<string, unknown>).trueFalse).success).toBe(true);
    expect(registry.boardTitle(model)).toBe('请完成下面的题目');
  });

  it('generates code that passes the type check', async () => {
    const tsconfig = join(root, 'tsconfig.json');
    await writeFile(tsconfig, JSON.stringify({ extends: join(repo, 'tsconfig.json'), include: ['plugins/activities/true-false', join(repo, 'core')] }));
    await expect(exec(join(repo, 'node_modules/.bin/tsc'), ['-p', tsconfig])).resolves.toBeDefined();
  }, 60_000);

  it('refuses a folder that already exists the second time', async () => {
    await expect(scaffoldPlugin({ root, folder: 'true-false', type: type + 1, takenTypes: [] })).rejects.toThrow('already exists');
  });
});

describe('scaffoldTaskPlugin (npm run new-plugin -- task <kind>)', () => {
  it('writes a task kind folder with definition, View, Preview, Panel, fixtures and test, and lists it twice', async () => {
    const written = await scaffoldTaskPlugin({ root, kind: 'scaffold-sample', takenKinds: taskRegistry.kinds() });
    expect(written.toSorted()).toEqual([
      'plugins/tasks/definitions.ts',
      'plugins/tasks/index.ts',
      ...['Panel.tsx', 'Preview.tsx', 'View.tsx', 'definition.test.ts', 'definition.ts', 'fixtures.ts', 'index.ts'].map((f) => `plugins/tasks/scaffold-sample/${f}`),
    ].toSorted());
    expect(await readFile(join(root, 'plugins/tasks/index.ts'), 'utf8')).toContain(`    .register(scaffoldSampleTaskPlugin)\n    ${REGISTER_MARKER}`);
    expect(await readFile(join(root, 'plugins/tasks/definitions.ts'), 'utf8')).toContain(`  scaffoldSampleDefinition,\n  ${DEFINITION_LIST_MARKER}`);
  });

  it('generates a kind that recognises and parses its sample, checks results, and has a route with a screen', async () => {
    const plugin = ((await import(resolve(root, 'plugins/tasks/scaffold-sample/index.ts'))) as { scaffoldSampleTaskPlugin: TaskPlugin }).scaffoldSampleTaskPlugin;
    const fixtures = (await import(resolve(root, 'plugins/tasks/scaffold-sample/fixtures.ts'))) as { sample: { taskType: number }; sampleResult: unknown };
    const definition: TaskDefinition = await plugin.loadDefinition();
    expect([plugin.kind, definition.kind, definition.recognises(fixtures.sample)]).toEqual(['scaffold-sample', 'scaffold-sample', true]);
    const model = definition.parse(fixtures.sample);
    expect(definition.checkResult?.(model, definition.resultSchema.parse(fixtures.sampleResult))).toBeUndefined();
    expect(plugin.routes.map((r) => r.path)).toEqual(['/scaffold-sample-task']);
    expect(typeof (await plugin.routes[0]!.loadView!())).toBe('function');
    expect(typeof (await plugin.loadPanel!())).toBe('function');
    const lists = (await import(resolve(root, 'plugins/tasks/definitions.ts'))) as { taskDefinitions: TaskDefinition[] };
    expect(lists.taskDefinitions.map((d) => d.kind)).toContain('scaffold-sample');
  });

  it('generates code that passes the type check', async () => {
    const tsconfig = join(root, 'tsconfig.tasks.json');
    await writeFile(tsconfig, JSON.stringify({ extends: join(repo, 'tsconfig.json'), include: ['plugins/tasks', join(repo, 'core')] }));
    await expect(exec(join(repo, 'node_modules/.bin/tsc'), ['-p', tsconfig])).resolves.toBeDefined();
  }, 60_000);

  it('refuses a kind that is taken or not kebab-case', async () => {
    await expect(scaffoldTaskPlugin({ root, kind: 'vote', takenKinds: taskRegistry.kinds() })).rejects.toThrow('task kind "vote" is already registered');
    await expect(scaffoldTaskPlugin({ root, kind: 'WordMatch', takenKinds: [] })).rejects.toThrow('must be kebab-case');
    await expect(scaffoldTaskPlugin({ root, kind: 'scaffold-sample', takenKinds: [] })).rejects.toThrow('already exists');
  });
});

describe('npm run new-plugin', () => {
  it('exits 2 with a clear message on a taken type, touching nothing', async () => {
    const before = await readFile(join(repo, 'plugins/activities/index.ts'), 'utf8');
    const failure = (await exec(join(repo, 'node_modules/.bin/tsx'), ['scripts/new-plugin.ts', 'another-spelling', '33']).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('new-plugin: ActivityType 33 is already registered');
    expect(await readFile(join(repo, 'plugins/activities/index.ts'), 'utf8')).toBe(before);
  }, 30_000);
});
