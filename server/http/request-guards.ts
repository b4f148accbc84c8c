/**
 * Hostile input stops here, before any route or the database sees it (issue 11): addresses with
 * control characters, broken percent-encoding or lone surrogates; JSON bodies that are too big, too
 * deep, or hold text PostgreSQL cannot store. Each is a 400 (413 for size) with a message that says
 * what was wrong, never a 500.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '@core/contract';
import { HttpError, badRequest } from './http-error';

/** The largest JSON body any call takes; calls that need less say so in readBody. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Deeper than any body the app sends (an answer record is about 8 levels deep). */
export const MAX_JSON_DEPTH = 32;

export const payloadTooLarge = (limit: number) => new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `body: larger than ${limit} bytes`);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether text is valid Unicode (String.prototype.isWellFormed, which the ES2023 lib lacks). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** What is wrong with a piece of text the server would store or look up, if anything. */
export function badTextReason(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return text.includes('\u0000') ? 'must not contain NUL or any other control character' : 'must not contain a control character';
  if (!isWellFormedText(text)) return 'must not contain a lone surrogate (not valid Unicode)';
  return undefined;
}

function decodeComponent(raw: string, where: string): string {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    throw badRequest(`${where}: broken percent-encoding (not valid UTF-8)`);
  }
  const reason = badTextReason(text);
  if (reason) throw badRequest(`${where}: ${reason}`);
  return text;
}

/** Refuses a path or query string that no honest client sends. */
export function refuseMalformedAddress(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split('/')) decodeComponent(segment, 'path');
    for (const pair of url.search.slice(1).split('&')) {
      if (pair === '') continue;
      const [key = '', value = ''] = pair.split(/=(.*)/s);
      const name = decodeComponent(key.replaceAll('+', ' '), 'query');
      decodeComponent(value.replaceAll('+', ' '), `query.${name}`);
    }
    await next();
  };
}

/**
 * A 413 is answered before the body is read, and the server then drops the connection rather than
 * read the rest: it says so (`Connection: close`), or a keep-alive client would send its next request
 * on a connection that is closing and lose it (issue 31, item 17). Routes that refuse a body they
 * have not read for another reason (the upload's 401) set the header themselves.
 */
export function closeAfterTooLarge(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
  };
}

/** Caps every JSON call's body; the paths in `except` take files and cap them themselves (the roster). */
export function limitJsonBodies(maxBytes = JSON_BODY_LIMIT_BYTES, options: { except?: readonly string[] } = {}): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => { throw payloadTooLarge(maxBytes); } });
  const except = new Set(options.except);
  // GET and HEAD calls read no body: skip the check, whose look at the body makes the Node adapter build
  // a stream for every request (13 % of the classroom poll's time, issue 13).
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || except.has(c.req.path) ? next() : limit(c, next));
}

/**
 * How deep the JSON text nests, counted on the text itself (strings skipped), so that a body nested
 * 10,000 deep is refused before JSON.parse or any recursive walk meets it. Stops counting past `cap`.
 */
export function jsonDepthExceeds(text: string, cap: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > cap) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * The first string (value or key) of a parsed JSON value that PostgreSQL cannot hold or that carries
 * control characters where none belong, with its path. Iterative: depth is already capped, but no
 * walk over client data should be able to overflow the stack.
 */
export function findBadText(value: unknown, root = 'body'): { path: string; reason: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const reason = storedTextReason(current);
      if (reason) return { path, reason };
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const keyReason = storedTextReason(key);
        if (keyReason) return { path: `${path} (a key)`, reason: keyReason };
        stack.push({ value: child, path: Array.isArray(current) ? `${path}[${key}]` : `${path}.${key}` });
      }
    }
  }
  return undefined;
}

/** JSON text values may hold line breaks and tabs (a written answer); never NUL or lone surrogates. */
function storedTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'text must not contain NUL characters';
  if (!isWellFormedText(text)) return 'text must not contain a lone surrogate (not valid Unicode)';
  return undefined;
}
