/**
 * The paging marker of list calls: the sort key (a time in seconds and an id) of the last item of a
 * page, opaque to the client. A marker this server did not give out is a 400.
 */
import { badRequest } from './http-error';
import { badTextReason } from './request-guards';

/** Seconds that fit the int8 columns and JSON numbers exactly; an id as the server makes them. */
const isSortKey = (value: unknown): value is [number, string] =>
  Array.isArray(value) && value.length === 2 &&
  Number.isSafeInteger(value[0]) && (value[0] as number) >= 0 &&
  typeof value[1] === 'string' && value[1].length <= 200 && badTextReason(value[1]) === undefined;

export function encodeMarker(seconds: number, id: string): string {
  return Buffer.from(JSON.stringify([seconds, id])).toString('base64url');
}

export function decodeMarker(marker: string): [number, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(marker, 'base64url').toString('utf8'));
    if (isSortKey(value)) return value;
  } catch {
    // the 400 below
  }
  throw badRequest('query.marker: not a marker this server gave out');
}
