/** Grades cases with the registered plugins, in Node, without a browser. */
import { seededRandom } from '@core/content';
import type { LevelLetter, RecordLevel } from '@core/domain';
import type { ActivityRegistry } from '@core/registry';
import type { CaseExpectation, GradeCase } from './case-file';

/** One case's outcome, in the `--json` shape of CONTENT-FORMAT.md plus the verdict on `expect`. */
export interface CaseOutcome {
  name: string;
  type: number;
  /** Parsed and graded. */
  ok: boolean;
  correct: boolean | null;
  fulfilled: boolean | null;
  grade: RecordLevel | null;
  level: LevelLetter | null;
  error: string | null;
  /** ok, and every expectation met. */
  passed: boolean;
  /** What did not match, for people: `correct: expected true, got false`. */
  mismatches: string[];
}

/** Fixed time so that runs are reproducible; the harness never looks at timestamps anyway. */
const GRADED_AT = Date.UTC(2026, 0, 1);

export function runCase(registry: ActivityRegistry, gradeCase: GradeCase, index: number): CaseOutcome {
  const type = typeof gradeCase.activity.type === 'number' ? gradeCase.activity.type : Number.NaN;
  const base = { name: gradeCase.name, type, correct: null, fulfilled: null, grade: null, level: null };
  try {
    const model = registry.parse(gradeCase.activity, { random: seededRandom(index) });
    const result = registry.gradeUntrusted(model, gradeCase.response, { now: GRADED_AT }, ['response']);
    const outcome = {
      ...base,
      ok: true,
      correct: result.correct,
      fulfilled: result.fulfilled,
      grade: result.grade ?? null,
      level: result.level ?? null,
      error: null,
    };
    const mismatches = compare(gradeCase.expect, outcome);
    return { ...outcome, passed: mismatches.length === 0, mismatches };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, ok: false, error: message, passed: false, mismatches: [] };
  }
}

function compare(expected: CaseExpectation | undefined, actual: Pick<CaseOutcome, 'correct' | 'fulfilled' | 'grade' | 'level'>): string[] {
  if (!expected) return [];
  return (Object.keys(expected) as (keyof CaseExpectation)[])
    .filter((key) => expected[key] !== undefined && expected[key] !== actual[key])
    .map((key) => `${key}: expected ${String(expected[key])}, got ${String(actual[key])}`);
}

export function runCases(registry: ActivityRegistry, cases: readonly GradeCase[]): CaseOutcome[] {
  return cases.map((gradeCase, index) => runCase(registry, gradeCase, index));
}

/** The `--json` object of one case, exactly the fields CONTENT-FORMAT.md lists. */
export function toJsonOutcome({ name, type, ok, correct, fulfilled, grade, level, error }: CaseOutcome) {
  return { name, type, ok, correct, fulfilled, grade, level, error };
}
