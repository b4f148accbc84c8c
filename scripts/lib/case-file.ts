/**
 * The grading-harness case file (CONTENT-FORMAT.md): a JSON array of cases. Checking a file is only
 * about its structure; whether each activity parses and grades is the case's own verdict.
 */
import { readFile } from 'node:fs/promises';
import { z } from '@core/content/zod';
import { ParseError, jsonPath, parseWithSchema } from '@core/content';
import { LEVEL_LETTERS, RECORD_LEVELS } from '@core/domain';

const responseSchema = z.union([
  z.object({ selected: z.array(z.string()) }),
  z.object({ inputs: z.array(z.string()) }),
  z.object({ score: z.record(z.string(), z.unknown()) }),
]);

// Strict, so that a misspelt key ("corect") is refused instead of silently checking nothing.
const expectSchema = z.strictObject({
  correct: z.optional(z.boolean()),
  fulfilled: z.optional(z.boolean()),
  grade: z.optional(z.enum(RECORD_LEVELS)),
  level: z.optional(z.enum(LEVEL_LETTERS)),
});

const caseSchema = z.object({
  name: z.string().check(z.minLength(1)),
  /** The served activity, or its id in the content pack given with --pack (issue 35). */
  activity: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())]),
  response: responseSchema,
  expect: z.optional(expectSchema),
});

export const caseFileSchema = z.array(caseSchema);
/** A case as the file has it: its activity inline, or named by id in a pack. */
export type CaseInFile = z.output<typeof caseSchema>;
/** A case ready to grade: its activity inline. */
export type GradeCase = Omit<CaseInFile, 'activity'> & { activity: Record<string, unknown> };

/** The cases with every activity inline: an id is looked up in `pack`; a reason per case that cannot be. */
export function resolveCases(cases: readonly CaseInFile[], pack?: ReadonlyMap<string, object>): { cases: GradeCase[]; problems: string[] } {
  const problems: string[] = [];
  const resolved = cases.flatMap((gradeCase, index): GradeCase[] => {
    if (typeof gradeCase.activity !== 'string') return [{ ...gradeCase, activity: gradeCase.activity }];
    const found = pack?.get(gradeCase.activity);
    if (found) return [{ ...gradeCase, activity: found as Record<string, unknown> }];
    problems.push(`$[${index}].activity: ${pack ? `no activity "${gradeCase.activity}" in the pack` : 'names an activity by id: give the pack with --pack DIR'}`);
    return [];
  });
  return { cases: resolved, problems };
}
export type CaseExpectation = z.output<typeof expectSchema>;

/** A file that cannot be read or is not a case file: the harness exits 2 with this message. */
export class CaseFileError extends Error {
  override readonly name = 'CaseFileError';
  constructor(readonly file: string, readonly path: string | undefined, reason: string) {
    super(path ? `${file}: ${path}: ${reason}` : `${file}: ${reason}`);
  }
}

export function parseCaseFile(file: string, text: string): CaseInFile[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CaseFileError(file, undefined, `not JSON (${(error as Error).message})`);
  }
  try {
    return parseWithSchema(caseFileSchema, json);
  } catch (error) {
    if (error instanceof ParseError) throw new CaseFileError(file, error.path, error.reason);
    throw error;
  }
}

export async function loadCaseFile(file: string): Promise<CaseInFile[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CaseFileError(file, undefined, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseCaseFile(file, text);
}

export { jsonPath };
