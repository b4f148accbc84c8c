/**
 * The one zod the app's schemas are built with. The app runs under a Content-Security-Policy without
 * 'unsafe-eval' (issue 11): in a browser zod must not compile parsers with `new Function`, and must not
 * even try (Chromium reports the attempt as a violation). Importing z from here sets that before any
 * schema parses. On the server (no document) zod keeps its faster compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
