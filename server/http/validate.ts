/** Request validation: bodies and queries checked with the contract's zod schemas, 400 on failure. */
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { ParseError, parseWithSchema } from '@core/content';
import { badRequest } from './http-error';
import { MAX_JSON_DEPTH, findBadText, jsonDepthExceeds, payloadTooLarge } from './request-guards';

/** A value checked against a schema after the fact (a body whose schema depends on what it names). */
export const parseWithSchemaOr400 = <S extends z.core.$ZodType>(schema: S, value: unknown): z.core.output<S> => checked(schema, value, 'body');

function checked<S extends z.core.$ZodType>(schema: S, value: unknown, root: string): z.core.output<S> {
  try {
    return parseWithSchema(schema, value);
  } catch (error) {
    if (error instanceof ParseError) throw badRequest(`${root}${error.path.slice(1)}: ${error.reason}`);
    throw error;
  }
}

/**
 * The JSON body, checked; a body that is not JSON is a 400 too. Paths read `body.answers[0].activityId`.
 * `maxBytes` caps a call below the app-wide JSON limit (limitJsonBodies).
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S, options: { maxBytes?: number } = {}): Promise<z.core.output<S>> {
  const text = await c.req.text();
  if (options.maxBytes !== undefined && Buffer.byteLength(text) > options.maxBytes) throw payloadTooLarge(options.maxBytes);
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('body: not valid JSON (send Content-Type: application/json)');
  }
  const bad = findBadText(body);
  if (bad) throw badRequest(`${bad.path}: ${bad.reason}`);
  return checked(schema, body, 'body');
}

/** The query string, checked; repeated keys become arrays. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.core.output<S> {
  // fromEntries defines each key as the object's own, so `?__proto__=a&__proto__=b` cannot set its prototype.
  const query: Record<string, string | string[]> = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]));
  return checked(schema, query, 'query');
}
