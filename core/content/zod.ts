/**
 * The one zod the app's schemas are built with: `zod/mini`, the functional form of zod, whose schemas carry
 * no methods, so a page downloads only the parts its schemas use (issue 18: the pages' data file 26 → 12 KB
 * gzipped). Write `z.optional(s)`, `s.check(z.maxLength(n))`, `z.pipe(s, z.transform(f))`,
 * `withDefault(s, value)` where the full zod would chain methods. The app runs under a Content-Security-Policy without
 * 'unsafe-eval' (issue 11): in a browser zod must not compile parsers with `new Function`, and must not
 * even try (Chromium reports the attempt as a violation). Importing z from here sets that before any
 * schema parses. On the server (no document) zod keeps its faster compiled parsers.
 */
import { z } from 'zod/mini';

// zod/mini carries no messages of its own: the English ones, as the full zod gave, for the errors the
// server answers with and the content errors a content engineer reads.
z.config(z.locales.en());
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

/** A schema whose missing value becomes `value` (zod/mini's `_default`, under a name without the underscore). */
// eslint-disable-next-line no-underscore-dangle -- zod/mini's own name for it
export const withDefault = z._default;
