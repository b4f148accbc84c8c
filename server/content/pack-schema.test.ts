/**
 * The JSON Schemas an editor checks a pack's files with (issue 35): the committed ones in
 * docs/content-schema/ are what the plugins' schemas make today, every file of the demo pack passes
 * them, and a mistake an editor can see (a wrong type, a missing part) is flagged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { packJsonSchemas } from './pack-schema';
import { demoPackFiles, jsonOf } from '../testing/pack-fixtures';

const schemas = packJsonSchemas();
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
const schemaFor = (path: string) => (path === 'pack.json' ? 'pack.schema.json' : path.startsWith('episodes/') ? 'episode.schema.json' : 'task.schema.json');

describe("a content pack's JSON Schemas (issue 35)", () => {
  it.each(Object.keys(schemas))('docs/content-schema/%s is the schema the plugins make (npm run content -- schema docs/content-schema)', (name) => {
    expect(JSON.parse(readFileSync(join('docs/content-schema', name), 'utf8'))).toEqual(schemas[name]);
  });

  it('passes every JSON file of the demo pack', () => {
    const files = demoPackFiles().filter((file) => file.path.endsWith('.json'));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const validate = validators[schemaFor(file.path)]!;
      expect({ file: file.path, valid: validate(jsonOf(demoPackFiles(), file.path)), errors: validate.errors ?? null }).toEqual({ file: file.path, valid: true, errors: null });
    }
  });

  it('flags what an editor can see: a spelling without its stems, a vote without options, an unknown field', () => {
    const episode = jsonOf<{ activities: { type: number; content: { comprehension: Record<string, unknown> } }[] }>(demoPackFiles(), 'episodes/m1u1-e4.json');
    const spelling = episode.activities.find((activity) => activity.type === 33)!;
    delete (spelling.content.comprehension.spelling as Record<string, unknown>).stems;
    expect(validators['episode.schema.json']!(episode)).toBe(false);
    expect(validators['task.schema.json']!({ title: '投票', taskType: 2, interactiveTask: { voteTask: { title: 'x', selectType: 1 } } })).toBe(false);
    expect(validators['pack.schema.json']!({ ...jsonOf(demoPackFiles(), 'pack.json'), colour: 'red' })).toBe(false);
  });
});
