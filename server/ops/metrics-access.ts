/**
 * Who may read /metrics: a caller with `Authorization: Bearer METRICS_TOKEN`, or one whose address is
 * in METRICS_ALLOW (127.0.0.1 and ::1 by default). Behind a reverse proxy every request comes from the
 * proxy's address, so a request that says it was forwarded is judged by the address the proxy saw:
 * the LAST entry of X-Forwarded-For (the one the nearest proxy added; earlier ones are the client's to
 * make up), and only with TRUST_PROXY; without it a forwarded request has no address we believe.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from '../config';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** 127.0.0.1 however it is written (Node gives ::ffff:127.0.0.1 on a dual-stack socket). */
const normalized = (address: string) => address.trim().toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** The caller's address as far as it can be believed, or undefined. */
export function believedAddress(c: Context, trustProxy: boolean): string | undefined {
  const forwardedFor = c.req.header('x-forwarded-for');
  if (trustProxy && forwardedFor) return normalized(forwardedFor.split(',').at(-1)!);
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return undefined;
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalized(address) : undefined;
  } catch {
    return undefined; // not on a Node socket (in-process requests)
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsAccess(config: Pick<ServerConfig, 'metricsToken' | 'metricsAllow' | 'trustProxy'>): (c: Context) => boolean {
  const allowed = new Set(config.metricsAllow.map(normalized));
  const expected = config.metricsToken ? digest(`Bearer ${config.metricsToken}`) : undefined;
  return (c) => {
    const authorization = c.req.header('authorization');
    // Compared as digests, in constant time: the token's length and prefix are not told by timing.
    if (expected && authorization && timingSafeEqual(digest(authorization), expected)) return true;
    const address = believedAddress(c, config.trustProxy);
    return address !== undefined && allowed.has(address);
  };
}
