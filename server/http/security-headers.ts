/**
 * Security headers on every answer (issue 11, item 8), through Hono's secureHeaders: a strict
 * Content-Security-Policy (scripts only from this origin, none inline), nosniff, no referrer (the
 * hand-off token travels in a query string), framing only by this site (the phone apps load the page
 * in a webview as a top-level document, which frame-ancestors does not restrict), and HSTS only when
 * the request came over TLS.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function securityHeaders(config: Pick<ServerConfig, 'cspExtraSources' | 'frameAncestors' | 'trustProxy'>): MiddlewareHandler {
  const extra = config.cspExtraSources;
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes and the identity page's <style>; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra],
      mediaSrc: ["'self'", 'data:', 'blob:', ...extra],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers the scoring socket on this origin (ws: and wss:); extra sources are API bases
      // and the error reporter's host when a school configures them elsewhere.
      connectSrc: ["'self'", ...extra],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: config.frameAncestors,
    },
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'no-referrer',
    // X-Frame-Options cannot name other sites; frame-ancestors governs when a school allows some.
    xFrameOptions: config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'" ? 'SAMEORIGIN' : false,
    strictTransportSecurity: false,
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    const overTls = new URL(c.req.url).protocol === 'https:' || (config.trustProxy && c.req.header('x-forwarded-proto') === 'https');
    if (overTls) c.header('Strict-Transport-Security', HSTS_VALUE);
  };
}
