/**
 * Every parser, fed random JSON or a valid activity with one field broken, must either return a
 * well-formed model or throw a ParseError: never another exception, never half a model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import type { NormalisedActivityBase, ServedActivity } from '@core/domain';
import { UnsupportedActivityError } from '@core/registry';
import { activityRegistry } from '@plugins/activities';
import * as multiChoiceText from '@plugins/activities/multi-choice-text/fixtures';
import * as multiChoicePicture from '@plugins/activities/multi-choice-picture/fixtures';
import * as oralReading from '@plugins/activities/oral-reading/fixtures';
import * as spelling from '@plugins/activities/spelling/fixtures';
import * as sentenceCompletion from '@plugins/activities/sentence-completion/fixtures';
import * as writingEvaluation from '@plugins/activities/writing-evaluation/fixtures';

const isServed = (value: unknown): value is ServedActivity => typeof value === 'object' && value !== null && 'content' in value;
const validActivities = [multiChoiceText, multiChoicePicture, oralReading, spelling, sentenceCompletion, writingEvaluation]
  .flatMap((module) => Object.values(module).filter(isServed));

const isStringList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The invariants every normalised model keeps, whatever its type. */
function expectWellFormed(model: NormalisedActivityBase, served: unknown): void {
  expect(typeof model.id === 'string' && model.id.length > 0).toBe(true);
  expect(model.type).toBe((served as { type: unknown }).type);
  expect(typeof model.skin).toBe('string');
  expect(Number.isFinite(model.stem.duration) && model.stem.duration >= 0).toBe(true);
  expect(isStringList(model.resList.audios) && isStringList(model.resList.pictures)).toBe(true);
  expect(isStringList(model.explanation.texts)).toBe(true);
  const withChoices = model as NormalisedActivityBase & { choice?: { key: string; checked: boolean; pictureUrl?: string }[] };
  for (const choice of withChoices.choice ?? []) {
    expect(typeof choice.key).toBe('string');
    expect(typeof choice.checked).toBe('boolean');
    if (model.type === 67) expect(typeof choice.pictureUrl).toBe('string');
  }
  if (model.type === 33) {
    const blanks = model.stem.stems?.filter((s) => s.checked) ?? [];
    expect(blanks.length).toBeGreaterThan(0);
    expect(blanks.map((b) => b.index)).toEqual(blanks.map((_, i) => i));
  }
  expect(() => JSON.stringify(model)).not.toThrow();
}

function parseOrParseError(parse: () => NormalisedActivityBase, served: unknown): void {
  let model: NormalisedActivityBase;
  try {
    model = parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).path.startsWith('$')).toBe(true);
    return;
  }
  expectWellFormed(model, served);
}

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
    for (const served of own) expectWellFormed(plugin.parse(served), served);
  });

  it('answers random JSON with a ParseError or a well-formed model', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => parseOrParseError(() => plugin.parse(value), value)), RUNS);
  });

  it('answers random activity-shaped objects with a ParseError or a well-formed model', () => {
    const shaped = fc.record({
      id: fc.oneof(fc.string(), fc.integer()),
      type: fc.constant(type),
      content: fc.record({ assets: fc.jsonValue(), comprehension: fc.dictionary(fc.string(), fc.jsonValue()) }),
      metadata: fc.oneof(fc.jsonValue(), fc.record({ skin: fc.string(), rejoinders: fc.jsonValue() })),
    });
    fc.assert(fc.property(shaped, (value) => parseOrParseError(() => plugin.parse(value), value)), RUNS);
  });

  it('answers a valid activity with one field deleted or replaced by a ParseError or a well-formed model', () => {
    const mutation = fc
      .constantFrom(...own)
      .chain((served) => fc.tuple(fc.constant(served), fc.constantFrom(...pathsOf(served)), fc.option(fc.jsonValue(), { nil: undefined }), fc.boolean()));
    fc.assert(
      fc.property(mutation, ([served, path, value, remove]) => {
        const broken = withField(served, path, remove ? {} : { value });
        parseOrParseError(() => plugin.parse(broken), broken);
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
        try {
          expectWellFormed(activityRegistry.parse(served), served);
        } catch (error) {
          expect(error instanceof ParseError || error instanceof UnsupportedActivityError).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
