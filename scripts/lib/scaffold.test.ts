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
import type { TaskRegistry } from '@core/registry/task-registry';
import { kindOfTask } from '@core/registry/task-registry';
import { allTasksDone, childItemAction, childItems, homeworkTaskEntries, taskResultMismatch, type ChildHomework } from '@core/homework';
import { checkTaskToStart } from '@server/classroom/teacher-repository';
import { submitHomeworkRequestSchema, submitHomeworkSchemaOf } from '@server/homework/after-class-kinds';

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
  // The task kinds as they are: the new kind is listed beside them. Their tests stay behind (some render
  // the whole app through tests/helpers, which the copy has not).
  await cp(join(repo, 'plugins/tasks'), join(root, 'plugins/tasks'), { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) });
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
    const written = await scaffoldTaskPlugin({ root, kind: 'scaffold-sample', takenKinds: taskRegistry.kinds(), takenItemTypes: [1, 2, 3, 4] });
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
    await expect(scaffoldTaskPlugin({ root, kind: 'vote', takenKinds: taskRegistry.kinds(), takenItemTypes: [1, 2, 3, 4] })).rejects.toThrow('task kind "vote" is already registered');
    await expect(scaffoldTaskPlugin({ root, kind: 'WordMatch', takenKinds: [], takenItemTypes: [] })).rejects.toThrow('must be kebab-case');
    await expect(scaffoldTaskPlugin({ root, kind: 'scaffold-sample', takenKinds: [], takenItemTypes: [] })).rejects.toThrow('already exists');
  });
});

/**
 * Issue 33's promise, on the kind just scaffolded into the copy: its folder and the two list lines are
 * all it takes. The copy's registry and definitions (with the new kind) go through the code the app and
 * the server run, handed the copy's lists where the real ones are bound to the real tree.
 */
/** An optional task's result answering its item item-1 with `answer`. */
const answered = (answer: unknown) => ({ groupTaskId: 'gt-6', taskType: 'INTERACTIVE', interactiveTaskResult: { id: 'gt-6', selfSelectedResult: { selectedTaskIds: ['item-1'], answers: [{ taskId: 'item-1', result: answer, timestampUsec: '1', durationSec: 3 }] } } });
/** A homework submission carrying `result` as the scaffolded kind's task_result. */
const body = (result: unknown) => ({ answers: [], task_result: { scaffoldSampleResult: result } });

describe('a scaffolded task kind, with no other edit', () => {
  const kind = 'scaffold-sample';
  let registry: TaskRegistry;
  let definitions: readonly TaskDefinition[];
  let optional: TaskDefinition;
  let fixtures: { sample: { groupTaskId: string; taskType: number; interactiveTask: { scaffoldSampleTask: unknown } }; sampleResult: unknown };
  beforeAll(async () => {
    registry = ((await import(resolve(root, 'plugins/tasks/index.ts'))) as { taskRegistry: TaskRegistry }).taskRegistry;
    const lists = (await import(resolve(root, 'plugins/tasks/definitions.ts'))) as { taskDefinitions: TaskDefinition[]; optionalDefinition: TaskDefinition };
    [definitions, optional] = [lists.taskDefinitions, lists.optionalDefinition];
    fixtures = (await import(resolve(root, 'plugins/tasks/scaffold-sample/fixtures.ts'))) as typeof fixtures;
  });

  it("starts from the teacher: the server takes a task of its kind (teacher-repository's check)", () => {
    expect(checkTaskToStart(fixtures.sample, definitions)).toBe(kind);
    expect(() => checkTaskToStart({ taskType: 2, interactiveTask: { scaffoldSampleTask: { title: 1 } } }, definitions)).toThrow('body.task.interactiveTask.scaffoldSampleTask');
    // The real server does not know it: the kind's lines are what teach it.
    expect(() => checkTaskToStart(fixtures.sample)).toThrow('not a task of any kind this server knows');
  });

  it('is reached from /exercise: 立刻开始 opens its screen, a route of the app', async () => {
    expect(await registry.screenPathOf({ ...fixtures.sample, groupId: 'class-3-1' })).toBe('/scaffold-sample-task?groupTaskId=gt-scaffold-sample-sample&groupId=class-3-1');
    expect(registry.routes().filter((route) => route.kind === kind).map((route) => route.path)).toEqual(['/scaffold-sample-task']);
  });

  it('can be an item of an optional task: parsed, answered, checked and opened as its kind', async () => {
    const originalTaskType = definitions.find((definition) => definition.kind === kind)!.optionalItem!.originalTaskType;
    expect(originalTaskType).toBe(5);
    const served = { taskType: 6, interactiveTask: { selfSelected: { id: 'opt-1', tasks: [{ taskId: 'item-1', title: '写一句', originalTask: { taskType: originalTaskType, ...fixtures.sample.interactiveTask } }] } } };
    expect(kindOfTask(definitions, served)).toBe(optional);
    expect((await registry.definitionOf(served))?.kind).toBe('optional');
    const model = optional.parse(served) as { tasks: { kind: string; part: string }[] };
    expect(model.tasks.map((item) => [item.kind, item.part])).toEqual([[kind, 'scaffoldSampleTask']]);
    expect(optional.checkResult!(model, optional.resultSchema.parse(answered(fixtures.sampleResult)))).toBeUndefined();
    expect(optional.checkResult!(model, optional.resultSchema.parse(answered({ interactiveTaskResult: { scaffoldSampleResult: { id: 'item-1', answer: ' ' } } })))).toContain('the answer is empty');
    expect(registry.itemScreenPath(kind, { groupTaskId: 'gt-6', optionalTaskId: 'item-1', optionalId: 'opt-1' })).toBe('/scaffold-sample-task?groupTaskId=gt-6&optionalTaskId=item-1&optionalId=opt-1');
    expect([registry.anyPlugin(kind).label, typeof registry.anyPlugin(kind).icon]).toEqual([kind, 'string']);
  });

  it('works after class: listed, opened in the after-class host, parsed there, and done once its result is stored', async () => {
    const kinds = await registry.afterClassKinds();
    const own = kinds.find((candidate) => candidate.kind === kind)!;
    expect([own.homeworkKind, own.resultKey]).toEqual(['scaffoldSample', 'scaffoldSampleResult']);
    const homework: ChildHomework = {
      id: 'shw-1', studentId: 'u1', status: 1,
      groupHomework: { id: 'gh-1', title: 'M1U1', tasks: [{ id: 'hw-item-1', kind: 'scaffoldSample', title: '写一句', ...fixtures.sample.interactiveTask }] },
    };
    const [item] = childItems(homework, kinds);
    expect(item).toMatchObject({ kind: 'scaffoldSample', done: false });
    const context = { permissionCodes: [], deviceKind: 'other', appVersion: undefined, afterClassPath: (_homeworkKind: string, at: { homeworkId: string; taskId: string; done: boolean }) => registry.afterClassPath(own.kind, at) };
    expect(childItemAction(homework, item!, context)).toEqual({ type: 'navigate', to: '/scaffold-sample-task?isAfterClass=true&homework=shw-1&taskId=hw-item-1' });
    // The after-class host (AfterClassTaskScreen) parses the item as a served task of its kind.
    const [entry] = homeworkTaskEntries(homework.groupHomework.tasks);
    expect(definitions.find((definition) => definition.kind === kind)!.parse({ taskType: 2, interactiveTask: entry })).toEqual(fixtures.sample.interactiveTask.scaffoldSampleTask);
    const stored = [{ scaffoldSampleResult: { id: 'hw-item-1', answer: 'My cat is black.' } }];
    expect(allTasksDone(homework.groupHomework.tasks, stored, kinds)).toBe(true);
    expect(childItems({ ...homework, taskResults: stored }, kinds)[0]).toMatchObject({ done: true });
  });

  it("the server validates its result after class: the kind's schema, not dropped, and only for an item of its kind", async () => {
    const schema = submitHomeworkSchemaOf(definitions);
    expect(schema.safeParse(body({ id: 'hw-item-1', answer: 'My cat is black.' }))).toMatchObject({ success: true, data: { task_result: { scaffoldSampleResult: { id: 'hw-item-1', answer: 'My cat is black.' } } } });
    expect(schema.safeParse(body({ id: 'hw-item-1' })).success).toBe(false);
    expect(schema.safeParse(body({ id: 'hw-item-1', answer: 7 })).success).toBe(false);
    // The real server, without the kind, refuses the key rather than dropping the result.
    expect(submitHomeworkRequestSchema.safeParse(body({ id: 'hw-item-1', answer: 'My cat is black.' })).success).toBe(false);
    const kinds = await registry.afterClassKinds();
    const tasks = [{ id: 'hw-item-1', kind: 'scaffoldSample', title: '' }, { id: 'pack-1', kind: 'resourcePack', title: '' }];
    expect(taskResultMismatch(tasks, { scaffoldSampleResult: { id: 'hw-item-1' } }, kinds)).toBeUndefined();
    expect(taskResultMismatch(tasks, { scaffoldSampleResult: { id: 'pack-1' } }, kinds)).toBe('body.task_result.scaffoldSampleResult.id: "pack-1" is not a scaffoldSample item of this homework');
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
