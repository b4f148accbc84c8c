import { describe, expect, expectTypeOf, it } from 'vitest';
import { activityRegistry, createActivityRegistry } from '@plugins/activities';
import { fruitColour, thingsThatFly } from '@plugins/activities/multi-choice-text/fixtures';
import { apple } from '@plugins/activities/spelling/fixtures';
import { myWeekend } from '@plugins/activities/writing-evaluation/fixtures';
import { spellingPlugin } from '@plugins/activities/spelling';
import type { MultiChoiceTextActivity } from '@plugins/activities/multi-choice-text';
import type { SpellingActivity, SpellingResponse } from '@plugins/activities/spelling';
import { ParseError } from '../content';
import { ActivityRegistry, UNKNOWN_ACTIVITY_TITLE } from './activity-registry';
import { DuplicatePluginError, NoSuchTypeError, UnsupportedActivityError } from './errors';
import type { AnyActivityModel } from './activity-plugin';

describe('ActivityRegistry', () => {
  it('holds the six activity types of the spec; writing evaluation stays out of the player', () => {
    expect(activityRegistry.types()).toEqual(expect.arrayContaining([11, 30, 33, 67, 68, 1500]));
    expect(activityRegistry.playerTypes()).toEqual(expect.arrayContaining([11, 30, 33, 67, 68]));
    expect(activityRegistry.playerTypes()).not.toContain(1500);
  });

  it('refuses to register a type twice', () => {
    const registry = new ActivityRegistry().register(spellingPlugin);
    expect(() => registry.register(spellingPlugin)).toThrow(DuplicatePluginError);
    expect(() => registry.register(spellingPlugin)).toThrow('activity registry: 33 is already registered');
  });

  it("raises 'UnSupport parser for ActivityType N' for an unknown type", () => {
    const unknown = { ...structuredClone(fruitColour), type: 424242 };
    expect(() => activityRegistry.parse(unknown)).toThrow(UnsupportedActivityError);
    expect(() => activityRegistry.parse(unknown)).toThrow('UnSupport parser for ActivityType 424242');
    expect(() => new ActivityRegistry().parse(fruitColour)).toThrow('UnSupport parser for ActivityType 68');
  });

  it('raises a ParseError for something that is not an activity at all', () => {
    expect(() => activityRegistry.parse(null)).toThrow(ParseError);
    expect(() => activityRegistry.parse([])).toThrow(ParseError);
    expect(() => activityRegistry.parse({ id: 'x' })).toThrow('$.type: is required (expected number)');
  });

  it("raises 'no such type' when grading a type without a grader", () => {
    const essay = activityRegistry.parse(myWeekend);
    expect(() => activityRegistry.gradeUntrusted(essay, {})).toThrow(NoSuchTypeError);
    expect(() => activityRegistry.gradeUntrusted(essay, {})).toThrow(/no such type/);
    const foreign = { ...activityRegistry.parse(apple), type: 77 } as unknown as AnyActivityModel;
    expect(() => activityRegistry.gradeUntrusted(foreign, { inputs: [] })).toThrow('no such type: ActivityType 77 has no grader');
  });

  it('dispatches parse and grade by type', () => {
    const model = activityRegistry.parse(apple);
    expect(model.type).toBe(33);
    const result = activityRegistry.gradeUntrusted(model, { inputs: ['pp'] });
    expect(result.correct).toBe(true);
    expect(result.record.data).toHaveProperty('spelling');
  });

  it('checks an untrusted response against the plugin schema, naming the path', () => {
    const model = activityRegistry.parse(apple);
    expect(() => activityRegistry.gradeUntrusted(model, { selected: ['A'] })).toThrow('$.response.inputs: is required (expected array)');
    expect(() => activityRegistry.gradeUntrusted(model, { inputs: [1] }, undefined, [3, 'response'])).toThrow(/^\$\[3\]\.response\.inputs\[0\]/);
  });

  it('titles the board with the instruction, else the type default, else 未知的题型', () => {
    const registry = createActivityRegistry();
    expect(registry.boardTitle(registry.parse(fruitColour))).toBe('请选择正确的选项（单选）');
    const multi = registry.parse({ ...structuredClone(thingsThatFly), metadata: {} });
    expect(registry.boardTitle(multi)).toBe('请选择正确的选项（多选）');
    expect(registry.boardTitle(registry.parse(thingsThatFly))).toBe('Look and choose');
    expect(registry.boardTitle(registry.parse(apple))).toBe('听音频，拼写单词');
    expect(registry.boardTitle({ type: 424242 })).toBe(UNKNOWN_ACTIVITY_TITLE);
    expect(UNKNOWN_ACTIVITY_TITLE).toBe('未知的题型');
  });

  it('types each plugin by its own entry of the type map', () => {
    const spelling = activityRegistry.get(33);
    expectTypeOf(spelling.parse).returns.toEqualTypeOf<SpellingActivity>();
    expectTypeOf(activityRegistry.get(68).parse).returns.toEqualTypeOf<MultiChoiceTextActivity>();
    expectTypeOf(activityRegistry.grade<SpellingActivity>).parameter(1).toEqualTypeOf<SpellingResponse>();
    expectTypeOf<Extract<AnyActivityModel, { type: 33 }>>().toEqualTypeOf<SpellingActivity>();
    // @ts-expect-error: 42 is not a registered activity type
    expect(() => activityRegistry.get(42)).toThrow('UnSupport parser for ActivityType 42');
  });
});
