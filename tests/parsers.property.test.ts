/**
 * Every parser, fed random JSON or a valid activity with one field broken, must either return a
 * well-formed model or throw a ParseError: never another exception, never half a model.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import type { NormalisedActivityBase, ServedActivity } from '@core/domain';
import { UnsupportedActivityError } from '@core/registry';
import { activityRegistry } from '@plugins/activities';
import type { SpellingActivity } from '@plugins/activities/spelling/model';

const isServed = (value: unknown): value is ServedActivity => typeof value === 'object' && value !== null && 'content' in value;
// Every plugin folder's named fixtures, including plugins added later by the scaffold.
const fixtureModules = import.meta.glob<Record<string, unknown>>('../plugins/activities/*/fixtures.ts', { eager: true });
const validActivities = Object.values(fixtureModules).flatMap((module) => Object.values(module).filter(isServed));

const isStringList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** What breaks the invariants every normalised model keeps, whatever its type; empty when none. */
function modelProblems(model: NormalisedActivityBase, served: unknown): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => { if (!ok) problems.push(problem); };
  check(typeof model.id === 'string' && model.id.length > 0, 'id');
  check(model.type === (served as { type: unknown }).type, 'type');
  check(typeof model.skin === 'string', 'skin');
  check(Number.isFinite(model.stem.duration) && model.stem.duration >= 0, 'stem.duration');
  check(isStringList(model.resList.audios) && isStringList(model.resList.pictures), 'resList');
  check(isStringList(model.explanation.texts), 'explanation.texts');
  const withChoices = model as NormalisedActivityBase & { choice?: { key: string; checked: boolean; pictureUrl?: string }[] };
  for (const choice of withChoices.choice ?? []) {
    check(typeof choice.key === 'string' && typeof choice.checked === 'boolean', 'choice');
    check(model.type !== 67 || typeof choice.pictureUrl === 'string', 'choice.pictureUrl');
  }
  if (model.type === 33) {
    const blanks = (model as SpellingActivity).stem.stems.filter((s) => s.checked);
    check(blanks.length > 0, 'spelling blanks');
    check(blanks.every((b, i) => b.index === i), 'spelling blank indices');
  }
  try {
    JSON.stringify(model);
  } catch {
    problems.push('not serialisable');
  }
  return problems;
}

/** 'model' (well formed), 'ParseError', or a description of what went wrong. */
function outcomeOf(parse: () => NormalisedActivityBase, served: unknown, allowed: (error: unknown) => boolean = isParseError): string {
  try {
    const problems = modelProblems(parse(), served);
    return problems.length ? `malformed model: ${problems.join(', ')}` : 'model';
  } catch (error) {
    return allowed(error) ? 'ParseError' : `unexpected error: ${String(error)}`;
  }
}

const isParseError = (error: unknown) => error instanceof ParseError && error.path.startsWith('$');
const isParseOrUnsupported = (error: unknown) => isParseError(error) || error instanceof UnsupportedActivityError;
const ACCEPTED = ['model', 'ParseError'];

/** Every path (list of keys) inside a JSON value. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

/** A copy of `value` with the field at `path` replaced (or deleted when `replacement` is absent). */
function withField(value: unknown, path: (string | number)[], replacement: { value?: unknown }): unknown {
  if (path.length === 0) return replacement.value;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if ('value' in replacement) parent[last] = replacement.value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

const RUNS = { numRuns: 300 };

describe.each(activityRegistry.types())('parser of type %d', (type) => {
  const plugin = activityRegistry.get(type as 68);
  const own = validActivities.filter((a) => a.type === type);

  it('accepts its own named fixtures', () => {
    expect(own.length).toBeGreaterThan(0);
    for (const served of own) expect(modelProblems(plugin.parse(served), served)).toEqual([]);
  });

  it("refuses an activity of another type instead of labelling it as its own (a mutation fast-check found)", () => {
    const other = { ...(own[0] as object), type: 0 };
    expect(() => plugin.parse(other)).toThrow(expect.objectContaining({ name: 'ParseError', path: '$.type' }));
  });

  it('answers random JSON with a ParseError or a well-formed model', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => { expect(ACCEPTED).toContain(outcomeOf(() => plugin.parse(value), value)); }), RUNS);
  });

  it('answers random activity-shaped objects with a ParseError or a well-formed model', () => {
    const shaped = fc.record({
      id: fc.oneof(fc.string(), fc.integer()),
      type: fc.constant(type),
      content: fc.record({ assets: fc.jsonValue(), comprehension: fc.dictionary(fc.string(), fc.jsonValue()) }),
      metadata: fc.oneof(fc.jsonValue(), fc.record({ skin: fc.string(), rejoinders: fc.jsonValue() })),
    });
    fc.assert(fc.property(shaped, (value) => { expect(ACCEPTED).toContain(outcomeOf(() => plugin.parse(value), value)); }), RUNS);
  });

  it('answers a valid activity with one field deleted or replaced by a ParseError or a well-formed model', () => {
    const mutation = fc
      .constantFrom(...own)
      .chain((served) => fc.tuple(fc.constant(served), fc.constantFrom(...pathsOf(served)), fc.option(fc.jsonValue(), { nil: undefined }), fc.boolean()));
    fc.assert(
      fc.property(mutation, ([served, path, value, remove]) => {
        const broken = withField(served, path, remove ? {} : { value });
        expect(ACCEPTED).toContain(outcomeOf(() => plugin.parse(broken), broken));
      }),
      RUNS,
    );
  });
});

describe('the registry on random input', () => {
  it('raises only ParseError or UnSupport parser, or returns a well-formed model', () => {
    const anyType = fc.oneof(fc.constantFrom(...activityRegistry.types()), fc.integer());
    const value = fc.oneof(fc.jsonValue(), fc.record({ type: anyType, id: fc.string(), content: fc.jsonValue(), metadata: fc.jsonValue() }));
    fc.assert(
      fc.property(value, (served) => {
        expect(ACCEPTED).toContain(outcomeOf(() => activityRegistry.parse(served), served, isParseOrUnsupported));
      }),
      RUNS,
    );
  });
});
