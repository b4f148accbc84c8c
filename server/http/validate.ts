/** Request validation: bodies and queries checked with the contract's zod schemas, 400 on failure. */
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
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
  return checked(schema, queryObject(Object.entries(c.req.queries())), 'query');
}

/**
 * The same check for a fast path on Node's request (issue 38: one rule, the route's): the query as the
 * route reads it, or undefined where the route would answer 400.
 */
export function checkedQuery<S extends z.core.$ZodType>(schema: S, search: string): z.core.output<S> | undefined {
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) values.set(key, [...(values.get(key) ?? []), value]);
  try {
    return parseWithSchema(schema, queryObject([...values]));
  } catch (error) {
    if (error instanceof ParseError) return undefined;
    throw error;
  }
}

/**
 * checkedQuery remembered per query string: a fast path sees the same few queries all day (a class's
 * groupId), so the route's own schema checks each once, not once per poll.
 */
export function queryReader<S extends z.core.$ZodType>(schema: S, maxQueries = 1000): (search: string) => z.core.output<S> | undefined {
  const read = new LRUCache<string, { query: z.core.output<S> | undefined }>({ max: maxQueries });
  return (search) => {
    let known = read.get(search);
    if (!known) read.set(search, (known = { query: checkedQuery(schema, search) }));
    return known.query;
  };
}

/** One value a string, repeated ones an array. fromEntries defines each key as the object's own, so `?__proto__=a&__proto__=b` cannot set its prototype. */
function queryObject(entries: [string, string[]][]): Record<string, string | string[]> {
  return Object.fromEntries(entries.map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]));
}
