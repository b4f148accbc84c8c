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
import type { TaskDefinition, TaskPlugin } from '@core/registry/task-plugin';

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
  // The task kinds as they are: the new kind is listed beside them.
  await cp(join(repo, 'plugins/tasks'), join(root, 'plugins/tasks'), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

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

  it('takes the activity keyword and --speech too, with the same checks', async () => {
    const failure = (await exec(join(repo, 'node_modules/.bin/tsx'), ['scripts/new-plugin.ts', 'activity', 'another-reading', '11', '--speech']).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('new-plugin: ActivityType 11 is already registered');
  }, 30_000);
});
