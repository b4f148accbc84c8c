/**
 * Validation of served content with zod: the schemas say what the wire format allows, and the first
 * issue becomes a ParseError naming its JSON path. Plugins build their variant schemas from these.
 */
import { withDefault, z } from './zod';
import { ParseError, jsonPath } from './parse-error';

/** Validates `value` against `schema` or throws a ParseError for the first problem found. */
export function parseWithSchema<S extends z.core.$ZodType>(schema: S, value: unknown, pathPrefix: readonly PropertyKey[] = []): z.core.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ParseError(jsonPath(pathPrefix), 'invalid value');
  throw new ParseError(jsonPath([...pathPrefix, ...issue.path]), describeIssue(issue));
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // A missing key reads better as "is required" than as "expected string, received undefined".
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return `is required (expected ${issue.expected})`;
  }
  // A record's key says what is wrong with it, not "Invalid key in record".
  if (issue.code === 'invalid_key' && issue.issues[0]) return `the key: ${issue.issues[0].message}`;
  return issue.message;
}

const audioAsset = z.object({ resourceId: z.string(), url: z.string(), duration: z.optional(z.number().check(z.nonnegative())) });
const plainAsset = z.object({ resourceId: z.string(), url: z.string() });

/** The parts of a served activity that do not depend on its type. */
export const servedActivityBaseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.int(),
  content: z.object({
    assets: z.object({
      audios: z.optional(z.array(audioAsset)),
      videos: z.optional(z.array(plainAsset)),
      pictures: z.optional(z.array(plainAsset)),
    }),
    comprehension: z.looseObject({
      trAudioId: z.optional(z.string()),
      trText: z.optional(z.string()),
    }),
  }),
  metadata: z.object({
    skin: z.optional(z.string()),
    instruction: z.optional(z.string()),
    rejoinderAudioUrl: z.optional(z.string()),
    rejoinders: z.optional(z.array(z.object({ items: z.array(z.string()) }))),
  }),
});
export type ServedActivityBase = z.output<typeof servedActivityBaseSchema>;

export { withDefault, z };
