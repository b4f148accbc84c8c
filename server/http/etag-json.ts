/**
 * JSON with an ETag, for the answers the console polls (the live view, a class's tasks, a homework's
 * results): 304 without a body when the caller already has this version. `no-cache` makes the browser
 * ask again each time, sending If-None-Match from its copy.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './context';

export interface TaggedJson { text: string; etag: string }

/** The answer's text and its tag, made once (a memo may keep both). */
export const taggedJson = (body: unknown): TaggedJson => {
  const text = JSON.stringify(body);
  return { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
};

export function sendTaggedJson(c: Context<AppEnv>, { text, etag }: TaggedJson) {
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
