import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clipHash } from '@core/contract';
import { RecordStatus, type ReadingScore, type ServedActivity } from '@core/domain';
import { readingScoreFigures } from '@core/grading';
import type { ActivityAnswerDefinition, ActivityRegistry, ActivityViewProps } from '@core/registry';
import type { RecordedAnswer } from '@core/session';
import { speechTaskFor } from '@app/pages/player/speech-task';
import { reviewAudioUrl } from '@app/pages/player/review-audio';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { isSubmittedAnswerCorrect } from '@plugins/activities/submitted-answer';
import { answerChecks } from '@server/homework/answer-shape';
import { claimsFor, signReceipt } from '@server/scoring/score-receipt';
import { activityRegistry } from '@plugins/activities';
import { DEFINITION_LIST_MARKER, IMPORT_MARKER, REGISTER_MARKER, ScaffoldError, scaffoldPlugin, scaffoldTaskPlugin, validateRequest } from './scaffold';
import { taskRegistry } from '@plugins/tasks';
import type { EditorProblem, TaskDefinition, TaskPlugin } from '@core/registry/task-plugin';
import { checkedTaskKind } from '@plugins/tasks/task-body';
import type { TaskRegistry } from '@core/registry/task-registry';
import { kindOfTask } from '@core/registry/task-registry';
import { allTasksDone, homeworkTaskEntries, taskResultMismatch } from '@plugins/tasks/after-class';
import { childItemAction, childItems, type ChildHomework } from '@app/homework';
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
  // The activity types as they are, with their two lists: a new type is one folder and a line in each,
  // and the tests below load those lists (task screens use the renderers' shared icons too).
  await cp(join(repo, 'plugins/activities'), join(root, 'plugins/activities'), { recursive: true });
  // The task kinds as they are: the new kind is listed beside them. Their tests stay behind (some render
  // the whole app through tests/helpers, which the copy has not).
  await cp(join(repo, 'plugins/tasks'), join(root, 'plugins/tasks'), { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Text as React writes it into static markup. */
const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A receipt check as the server makes one for a signed-in student (server/scoring/receipt-check.ts). */
const receiptCheck = { studentId: 'student-1', secret: new Uint8Array(32).fill(7), nowSec: 1_800_000_000 };

type Fixtures = { sample: unknown; sampleScore?: (overall: number) => ReadingScore };

/**
 * The scratch copy's own lists, as the app and the server load them: the registry of plugins/activities/
 * index.ts and the definitions of answer-definitions.ts, each with the scaffolded line, and the type's
 * fixtures and renderer.
 */
async function loadScaffolded(folder: string) {
  // Loaded afresh after each scaffold (a query makes it a new module): the lists gain a line each time.
  const { createActivityRegistry } = (await import(`${resolve(root, 'plugins/activities/index.ts')}?after=${folder}`)) as { createActivityRegistry(): ActivityRegistry };
  const { activityAnswerDefinitions } = (await import(`${resolve(root, 'plugins/activities/answer-definitions.ts')}?after=${folder}`)) as { activityAnswerDefinitions: ActivityAnswerDefinition[] };
  const fixtures = (await import(resolve(root, `plugins/activities/${folder}/fixtures.ts`))) as Fixtures;
  const View = ((await import(resolve(root, `plugins/activities/${folder}/View.tsx`))) as { default: ComponentType<ActivityViewProps<unknown, unknown>> }).default;
  return { registry: createActivityRegistry(), definitions: activityAnswerDefinitions, fixtures, View };
}

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

  it('generates a type that the lists register: parsed, graded, rendered, its answers checked and judged by the server', async () => {
    const { registry, definitions, fixtures, View } = await loadScaffolded('true-false');
    const model = registry.parse(fixtures.sample);
    expect(model).toMatchObject({ type, id: 'true-false-sample', answer: 'apple' });
    expect(registry.playerTypes()).toContain(type);
    expect(registry.boardTitle(model)).toBe('请完成下面的题目');
    const graded = registry.gradeUntrusted(model, { text: ' apple ' });
    expect(graded).toMatchObject({ correct: true, fulfilled: true });
    expect(renderToStaticMarkup(createElement(View, { activity: model, response: { text: 'apple' }, onResponse: () => undefined, completed: false, readOnly: false }))).toContain('value="apple"');
    // Not a spoken type: no record button, no microphone check.
    expect([speechTaskFor(model, 'homework', registry), registry.isSpoken(type)]).toEqual([undefined, false]);
    // The server's list holds its definition: the answer the grader records is accepted and judged from
    // the activity as served (a phone's false flag is replaced by the verdict); another variant is a 400.
    const definition = definitions.find((d) => d.type === type)!;
    expect([definition.answerVariant, definition.label]).toEqual(['trueFalse', '新题型']);
    const server = answerChecks(definitions);
    const data = graded.record.data as unknown as Record<string, { correct: boolean }>;
    const judged = server.judgedAnswer({ ...data, trueFalse: { ...data.trueFalse!, correct: false } }, fixtures.sample as ServedActivity, 'body.answers[0]', receiptCheck);
    expect([judged.correct, (judged.answer.trueFalse as { correct: boolean }).correct]).toEqual([true, true]);
    expect(() => server.assertAnswerFitsType({ spelling: { correct: true, answer: [] } }, type, 'body.answers[0]')).toThrow('carries "trueFalse"');
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

describe('scaffoldPlugin with speech (npm run new-plugin -- activity <folder> <type> --speech)', () => {
  const type = 424244;

  it('writes a spoken type: its folder and the two list lines, nothing else', async () => {
    const written = await scaffoldPlugin({ root, folder: 'read-word', type, takenTypes: activityRegistry.types(), speech: true });
    expect(written.filter((file) => !file.startsWith('plugins/activities/read-word/')).toSorted()).toEqual(['plugins/activities/answer-definitions.ts', 'plugins/activities/index.ts']);
    expect(written).toContain('plugins/activities/read-word/View.tsx');
  });

  it('is parsed, graded and rendered with its record button', async () => {
    const { registry, fixtures, View } = await loadScaffolded('read-word');
    const model = registry.parse(fixtures.sample);
    expect(model).toMatchObject({ type, readText: 'I like red apples.' });
    expect(registry.gradeUntrusted(model, { score: fixtures.sampleScore!(59) })).toMatchObject({ correct: false, grade: 'good' });
    expect(registry.gradeUntrusted(model, { score: fixtures.sampleScore!(60) })).toMatchObject({ correct: true, grade: 'perfect' });
    const speech = { recordStatus: RecordStatus.INIT, onRecordTap: () => undefined, scoring: false, retrying: false };
    const html = renderToStaticMarkup(createElement(View, { activity: model, response: undefined, onResponse: () => undefined, completed: false, readOnly: false, speech }));
    expect(html).toContain('I like red apples.');
    expect(html).toContain('开始录音');
  });

  it("gives the player's record flow, scoring text, answer clip and review audio through its speech facet", async () => {
    const { registry, fixtures } = await loadScaffolded('read-word');
    const model = registry.parse(fixtures.sample);
    expect(registry.isSpoken(type)).toBe(true);
    expect(speechTaskFor(model, 'homework', registry)).toEqual({ text: 'I like red apples.', scorerType: 1, timeoutMs: expect.any(Number), playBack: true });
    expect(scoringTextFor(model, registry)).toEqual({ text: 'I like red apples.', scorerType: 1 });
    // Review: the clip of the text before an upload, the student's own recording after.
    expect(await reviewAudioUrl(model, [], '')).toBeUndefined(); // the app's registry does not know the type
    expect(await reviewAudioUrl(model, [], '', registry)).toBe(`/cdn/clips/${await clipHash('I like red apples.', 'us')}.mp3`);
    const graded = registry.gradeUntrusted(model, { score: fixtures.sampleScore!(80), audioUri: '/files/uploads/voice/v.wav' });
    const answers = [{ activityId: model.id, episodeId: 'e1', episodeType: 1, record: graded.record }] as unknown as RecordedAnswer[];
    expect(await reviewAudioUrl(model, answers, '', registry)).toBe('/files/uploads/voice/v.wav');
  });

  it("is stored by the server only with the scoring socket's receipt of its score for its text, and read back by its facet", async () => {
    const { registry, definitions, fixtures } = await loadScaffolded('read-word');
    const model = registry.parse(fixtures.sample);
    const score = fixtures.sampleScore!(80);
    const data = registry.gradeUntrusted(model, { score }).record.data as unknown as Record<string, unknown>;
    const server = answerChecks(definitions);
    const served = fixtures.sample as ServedActivity;
    expect(() => server.judgedAnswer(data, served, 'body.answers[0]', receiptCheck)).toThrow('缺少打分凭证');
    // The receipt the socket signs: the engine's figures of the score, for the text the player sent.
    const { text, scorerType } = speechTaskFor(model, 'homework', registry)!;
    const receipt = signReceipt(receiptCheck.secret, claimsFor({ studentId: receiptCheck.studentId, scorerType, text, figures: readingScoreFigures(score), audio: new Uint8Array(), nowSec: receiptCheck.nowSec }));
    const judged = server.judgedAnswer({ ...data, scoreReceipt: receipt }, served, 'body.answers[0]', receiptCheck);
    expect(judged.correct).toBe(true);
    expect(judged.answer).not.toHaveProperty('scoreReceipt');
    // A receipt of another score is refused.
    const otherReceipt = signReceipt(receiptCheck.secret, claimsFor({ studentId: receiptCheck.studentId, scorerType, text, figures: readingScoreFigures(fixtures.sampleScore!(30)), audio: new Uint8Array(), nowSec: receiptCheck.nowSec }));
    expect(() => server.judgedAnswer({ ...data, scoreReceipt: otherReceipt }, served, 'body.answers[0]', receiptCheck)).toThrow('分数与打分凭证不符');
    // The stored answer read back: its verdict, score, words and clip text, from the definition alone.
    expect(isSubmittedAnswerCorrect(judged.answer, definitions)).toBe(true);
    const speech = definitions.find((d) => d.type === type)!.speech!;
    const stored = (judged.answer as Record<string, unknown>).readWord as never;
    expect(speech.score(stored)).toBe(80);
    expect(speech.spokenWords!(stored).map((w) => w.word)).toEqual(['I', 'like', 'red', 'apples']);
    expect(speech.clipText(served)).toBe('I like red apples.');
  });

  it('generates code that passes the type check', async () => {
    const tsconfig = join(root, 'tsconfig.speech.json');
    await writeFile(tsconfig, JSON.stringify({ extends: join(repo, 'tsconfig.json'), include: ['plugins/activities/read-word', join(repo, 'core')] }));
    await expect(exec(join(repo, 'node_modules/.bin/tsc'), ['-p', tsconfig])).resolves.toBeDefined();
  }, 60_000);
});

describe('scaffoldTaskPlugin (npm run new-plugin -- task <kind>)', () => {
  it('writes a task kind folder with definition, View, Preview, Panel, Editor, fixtures and tests, and lists it twice', async () => {
    const written = await scaffoldTaskPlugin({ root, kind: 'scaffold-sample', takenKinds: taskRegistry.kinds(), takenItemTypes: [1, 2, 3, 4] });
    expect(written.toSorted()).toEqual([
      'plugins/tasks/definitions.ts',
      'plugins/tasks/index.ts',
      ...['Editor.test.tsx', 'Editor.tsx', 'Panel.tsx', 'Preview.tsx', 'View.tsx', 'definition.test.ts', 'definition.ts', 'fixtures.ts', 'index.ts'].map((f) => `plugins/tasks/scaffold-sample/${f}`),
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

  it("gives the teacher's console an editor: blank() is refused at its title, which the editor shows at that field, and a title mends it", async () => {
    const plugin = ((await import(resolve(root, 'plugins/tasks/scaffold-sample/index.ts'))) as { scaffoldSampleTaskPlugin: TaskPlugin }).scaffoldSampleTaskPlugin;
    const { blank, Editor } = await plugin.loadEditor!();
    const definition: TaskDefinition = await plugin.loadDefinition();
    const draft = blank();
    const checked = checkedTaskKind(draft, [definition]);
    expect(checked).toEqual({ problem: { path: 'interactiveTask.scaffoldSampleTask.title', message: expect.any(String) } });
    const problem = (checked as { problem: EditorProblem }).problem;
    const html = renderToStaticMarkup(createElement(Editor, { task: draft, onChange: () => undefined, problems: [problem] }));
    const describedBy = /<input[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="field-problem" role="alert">${asHtml(problem.message)}</p>`);
    expect(checkedTaskKind({ ...draft, interactiveTask: { scaffoldSampleTask: { title: 'My pet', prompt: '' } } }, [definition])).toEqual({ kind: 'scaffold-sample' });
  });

  it('generates code that passes the type check, its tests included', async () => {
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

  it('takes the activity keyword and --speech too, with the same checks', async () => {
    const failure = (await exec(join(repo, 'node_modules/.bin/tsx'), ['scripts/new-plugin.ts', 'activity', 'another-reading', '11', '--speech']).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('new-plugin: ActivityType 11 is already registered');
  }, 30_000);
});
