/**
 * The paging marker of list calls: the sort key (a time in seconds and an id) of the last item of a
 * page, opaque to the client. A marker this server did not give out is a 400.
 */
import { badRequest } from './http-error';

export function encodeMarker(seconds: number, id: string): string {
  return Buffer.from(JSON.stringify([seconds, id])).toString('base64url');
}

export function decodeMarker(marker: string): [number, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(marker, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string') return [value[0], value[1]];
  } catch {
    // the 400 below
  }
  throw badRequest('query.marker: not a marker this server gave out');
}
