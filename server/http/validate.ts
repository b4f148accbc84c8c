/** Request validation: bodies and queries checked with the contract's zod schemas, 400 on failure. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ParseError, parseWithSchema } from '@core/content';
import { badRequest } from './http-error';

function checked<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  try {
    return parseWithSchema(schema, value);
  } catch (error) {
    if (error instanceof ParseError) throw badRequest(`${root}${error.path.slice(1)}: ${error.reason}`);
    throw error;
  }
}

/** The JSON body, checked; a body that is not JSON is a 400 too. Paths read `body.answers[0].activityId`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('body: not valid JSON (send Content-Type: application/json)');
  }
  return checked(schema, body, 'body');
}

/** The query string, checked; repeated keys become arrays. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.length === 1 ? (values[0] as string) : values;
  return checked(schema, query, 'query');
}
