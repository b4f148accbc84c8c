/** Request validation: bodies and queries checked with the contract's zod schemas, 400 on failure. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ParseError, parseWithSchema } from '@core/content';
import { badRequest } from './http-error';

function checked<S extends z.core.$ZodType>(schema: S, value: unknown, root: string): z.core.output<S> {
  try {
    return parseWithSchema(schema, value);
  } catch (error) {
    if (error instanceof ParseError) throw badRequest(`${root}${error.path.slice(1)}: ${error.reason}`);
    throw error;
  }
}

/** The JSON body, checked; a body that is not JSON is a 400 too. Paths read `body.answers[0].activityId`. */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.core.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('body: not valid JSON (send Content-Type: application/json)');
  }
  const nulAt = pathOfNul(body);
  if (nulAt !== undefined) throw badRequest(`body${nulAt}: text must not contain NUL characters`);
  return checked(schema, body, 'body');
}

/** Where a string holding U+0000 sits in a JSON value (PostgreSQL text and jsonb cannot hold it). */
function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(key, path) ?? pathOfNul(child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The query string, checked; repeated keys become arrays. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.core.output<S> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.length === 1 ? (values[0] as string) : values;
  return checked(schema, query, 'query');
}
