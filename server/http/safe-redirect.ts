/**
 * Redirect targets the sign-in and sign-out pages accept (issue 11, item 1). The hand-off code is
 * appended to the target, so a target off this site would hand a student's session to someone else.
 * Only a path on this site is accepted: the text must look like one, and the URL a browser would make
 * of it (parsed against this origin) must keep this origin and still be a path once normalised.
 */
import { badRequest } from './http-error';
import { isWellFormedText } from './request-guards';

const SAFE_PATH_MESSAGE = 'query.redirectUrl: must be a path on this site, like /front';

/** Why `target` is not a same-site path, or undefined when it is one. */
export function unsafeRedirectReason(target: string, origin: string): string | undefined {
  if (!target.startsWith('/')) return 'does not start with /';
  // '//host' and '/\host' are protocol-relative to a browser; backslashes count as slashes.
  if (target.startsWith('//') || target.includes('\\')) return 'starts a host name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(target)) return 'holds a control character or a space';
  // Encoded slashes, backslashes, control characters (and encoded % signs, which hide them twice):
  // some later hop may decode them into the above.
  if (/%(2f|5c|[01][0-9a-f]|7f|20|25)/i.test(target)) return 'holds an encoded slash, backslash, control character or percent sign';
  if (!isWellFormedText(target)) return 'is not valid Unicode';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return 'is not a URL';
  }
  if (url.origin !== origin) return 'leaves this site';
  // The check above passes '/..//evil.example', which normalises to '//evil.example': a browser reads
  // that Location as protocol-relative (issue 31, item 14). So the normalised path is checked too.
  if (url.pathname.startsWith('//')) return 'becomes a host name once normalised';
  return undefined;
}

/**
 * The redirect target to use: `fallback` when none was given, else the target if it is a same-site
 * path (normalised the way the browser will read it); a 400 otherwise.
 */
export function safeRedirect(target: string | undefined, origin: string, fallback = '/'): string {
  if (target === undefined || target === '') return fallback;
  if (unsafeRedirectReason(target, origin) !== undefined) throw badRequest(SAFE_PATH_MESSAGE);
  const url = new URL(target, origin);
  return `${url.pathname}${url.search}${url.hash}`;
}
