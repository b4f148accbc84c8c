import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityRegistry } from '@plugins/activities';
import { apple } from '@plugins/activities/spelling/fixtures';
import { myWeekend } from '@plugins/activities/writing-evaluation/fixtures';
import { gradeCli } from './grade-cli';
import { demoPackFiles, jsonOf } from '../../server/testing/pack-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'grade-cli-'));
});

async function caseFile(name: string, content: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await gradeCli(argv, activityRegistry, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const spellingCase = (name: string, inputs: string[], expectation?: object) => ({ name, activity: apple, response: { inputs }, ...(expectation ? { expect: expectation } : {}) });

describe('grade harness', () => {
  it('prints a table and "N passed, 0 failed", exit 0, when every case passes', async () => {
    const file = await caseFile('ok.json', [spellingCase('right', ['pp'], { correct: true }), spellingCase('no expect', ['xx'])]);
    const { code, out } = await run(file);
    expect(code).toBe(0);
    expect(out).toMatch(/^#\s+case\s+type\s+result/);
    expect(out).toContain('right');
    expect(out.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed');
  });

  it('fails a case whose expectation is not met, exit 1, and says what differed', async () => {
    const file = await caseFile('mismatch.json', [spellingCase('wrongly expected', ['pp'], { correct: false, fulfilled: true }), spellingCase('fine', ['pp'])]);
    const { code, out } = await run(file);
    expect(code).toBe(1);
    expect(out).toMatch(/wrongly expected.*FAIL.*correct: expected false, got true/);
    expect(out.trimEnd().split('\n').at(-1)).toBe('1 passed, 1 failed');
  });

  it('fails a case whose activity does not parse, naming the JSON path inside the activity', async () => {
    const broken = structuredClone(apple);
    broken.content.comprehension.spelling!.audioId = 'missing';
    const { code, out } = await run(await caseFile('bad-activity.json', [{ name: 'dangling', activity: broken, response: { inputs: ['pp'] } }]));
    expect(code).toBe(1);
    expect(out).toContain('$.content.comprehension.spelling.audioId: dangling resource id "missing"');
  });

  it("fails a writing-evaluation case with 'no such type'", async () => {
    const { code, out } = await run(await caseFile('essay.json', [{ name: 'essay', activity: myWeekend, response: { inputs: [] } }]));
    expect(code).toBe(1);
    expect(out).toContain('no such type');
  });

  it('prints one JSON object per case, in input order, with --json', async () => {
    const file = await caseFile('json.json', [spellingCase('first', ['pp']), { name: 'second', activity: { ...apple, type: 424242 }, response: { inputs: [] } }]);
    const { code, out } = await run('--json', file);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual([
      { name: 'first', type: 33, ok: true, correct: true, fulfilled: true, grade: null, level: null, error: null },
      { name: 'second', type: 424242, ok: false, correct: null, fulfilled: null, grade: null, level: null, error: 'UnSupport parser for ActivityType 424242' },
    ]);
  });

  it.each([
    ['a missing response', [spellingCase('ok', ['pp']), { name: 'no response', activity: apple }], '$[1].response'],
    ['a response of no known shape', [{ name: 'odd', activity: apple, response: { answer: 'pp' } }], '$[0].response'],
    ['a misspelt expectation', [{ ...spellingCase('typo', ['pp']), expect: { corect: true } }], '$[0].expect'],
    ['an unknown level letter', [{ ...spellingCase('level', ['pp']), expect: { level: 'Z' } }], '$[0].expect.level'],
    ['an object instead of a list', { name: 'not a list' }, '$'],
  ])('exits 2 on %s, naming the file and the path', async (_label, content, path) => {
    const file = await caseFile('malformed.json', content);
    const { code, err, out } = await run(file);
    expect(code).toBe(2);
    expect(err).toContain(`${file}: ${path}`);
    expect(out).toBe('');
  });

  it('exits 2 on a file that is not JSON or cannot be read, grading nothing', async () => {
    const good = await caseFile('good.json', [spellingCase('ok', ['pp'])]);
    const notJson = await caseFile('broken.json', '[{"name": ');
    const result = await run(good, notJson, join(dir, 'absent.json'));
    expect(result.code).toBe(2);
    expect(result.err).toContain(`${notJson}: not JSON`);
    expect(result.err).toContain(`${join(dir, 'absent.json')}: cannot be read (ENOENT)`);
    expect(result.out).toBe('');
  });

  it('exits 2 with the usage on no files or an unknown option', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('--verbose', 'x.json')).err).toContain('unknown option --verbose');
  });

  it('shows the file column when grading several files', async () => {
    const a = await caseFile('a.json', [spellingCase('from a', ['pp'])]);
    const b = await caseFile('b.json', [spellingCase('from b', ['pp'])]);
    const { out } = await run(a, b);
    expect(out).toMatch(/^#\s+file\s+case/);
    expect(out.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed');
  });
});

describe('grade harness on a content pack (issue 35: npm run grade -- --pack DIR CASES.json)', () => {
  it("grades cases that name the pack's activities by id, with the answer keys the pack holds", async () => {
    const pack = join(dir, 'pack');
    for (const file of demoPackFiles()) {
      await mkdir(dirname(join(pack, file.path)), { recursive: true });
      await writeFile(join(pack, file.path), file.bytes);
    }
    const spelling = jsonOf<{ activities: { id: string; content: { comprehension: { spelling: { stems: { text: string; checked: boolean }[] } } } }[] }>(demoPackFiles(), 'episodes/m1u1-e4.json').activities[0]!;
    const blanks = spelling.content.comprehension.spelling.stems.filter((stem) => stem.checked).map((stem) => stem.text);
    const cases = await caseFile('pack-cases.json', [
      { name: 'right', activity: spelling.id, response: { inputs: blanks }, expect: { correct: true } },
      { name: 'wrong', activity: spelling.id, response: { inputs: blanks.map(() => 'zzz') }, expect: { correct: false } },
    ]);
    const graded = await run('--pack', pack, cases);
    expect(graded.out.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed');
    expect(graded.code).toBe(0);

    const unknown = await caseFile('unknown.json', [{ name: 'x', activity: 'm9-a1', response: { inputs: [] } }]);
    expect(await run('--pack', pack, unknown)).toMatchObject({ code: 2, err: expect.stringContaining('no activity "m9-a1" in the pack') });
    expect(await run(cases)).toMatchObject({ code: 2, err: expect.stringContaining('give the pack with --pack DIR') });
    await writeFile(join(pack, 'tasks', 'dance.json'), '{"title":"x","taskType":2,"interactiveTask":{"danceTask":{}}}');
    expect(await run('--pack', pack, cases)).toMatchObject({ code: 2, err: expect.stringContaining('tasks/dance.json  $  not a task of any kind this server knows') });
  });
});
