/**
 * The server's answer definitions agree with the graders: every answer record a plugin's grader makes
 * for the harness's cases passes the definition of its type, and carries that variant only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityAnswerDefinitions } from './answer-definitions';
import { activityRegistry } from './index';

interface Case { name: string; activity: { type: number }; response: unknown }
const cases = JSON.parse(readFileSync(new URL('../../tests/fixtures/grading-cases.json', import.meta.url), 'utf8')) as Case[];

/** The record data of every case whose response the grader takes (refused responses make none). */
function gradedRecords(): [string, number, Record<string, unknown>][] {
  return cases.flatMap((c) => {
    if (!activityAnswerDefinitions.some((d) => d.type === c.activity.type)) return [];
    try {
      const { record } = activityRegistry.gradeUntrusted(activityRegistry.parse(c.activity), c.response);
      return [[c.name, c.activity.type, record.data as unknown as Record<string, unknown>]];
    } catch {
      return [];
    }
  });
}

describe('activity answer definitions', () => {
  it('cover every type the player grades, once each', () => {
    const types = activityAnswerDefinitions.map((d) => d.type);
    expect(types.toSorted()).toEqual(activityRegistry.playerTypes().toSorted());
  });

  it.each(gradedRecords())('accept the record the grader makes: %s', (_name, type, data) => {
    const definition = activityAnswerDefinitions.find((d) => d.type === type)!;
    const variantKeys = activityAnswerDefinitions.map((d) => d.answerVariant);
    expect(variantKeys.filter((key) => data[key] !== undefined)).toEqual([definition.answerVariant]);
    expect(definition.answerSchema.safeParse(data[definition.answerVariant]).success).toBe(true);
  });
});
