/**
 * The server's answer definitions agree with the graders: every answer record a plugin's grader makes
 * for the harness's cases passes the definition of its type, and carries that variant only; and the
 * server's judge, reading the activity as served, reaches the grader's verdict whatever `correct`
 * flags the phone wrote into the record (issue 19, item 1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityAnswerDefinitions } from './answer-definitions';
import { activityRegistry } from './index';
import type { ServedActivity } from '@core/domain';

interface Case { name: string; activity: ServedActivity; response: unknown }
const cases = JSON.parse(readFileSync(new URL('../../tests/fixtures/grading-cases.json', import.meta.url), 'utf8')) as Case[];

/** The record data of every case whose response the grader takes (refused responses make none). */
function gradedRecords(): [string, number, Record<string, unknown>, ServedActivity, boolean][] {
  return cases.flatMap((c) => {
    if (!activityAnswerDefinitions.some((d) => d.type === c.activity.type)) return [];
    try {
      const { record, correct } = activityRegistry.gradeUntrusted(activityRegistry.parse(c.activity), c.response);
      return [[c.name, c.activity.type, record.data as unknown as Record<string, unknown>, c.activity, correct]];
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

  it.each(gradedRecords())('judge the record as the grader did, whatever flags it carries: %s', (_name, type, data, activity, graderCorrect) => {
    const definition = activityAnswerDefinitions.find((d) => d.type === type)!;
    const variant = definition.answerSchema.parse(data[definition.answerVariant]) as Record<string, unknown>;
    expect(definition.judge(activity, variant).correct).toBe(graderCorrect);
    // The phone claims the opposite verdict: the judge keeps its own, and writes it into the variant.
    const flipped = 'correct' in variant ? { ...variant, correct: !graderCorrect } : variant;
    const judged = definition.judge(activity, flipped);
    expect(judged.correct).toBe(graderCorrect);
    // Choices and spelling carry a flag of their own, now the judge's; speech variants carry none.
    expect((judged.variant as { correct?: boolean }).correct ?? graderCorrect).toBe(graderCorrect);
  });

  it('count both verdicts among the cases (the judge test above is not vacuous)', () => {
    const verdicts = gradedRecords().map(([, , , , correct]) => correct);
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(5);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(5);
  });
});
