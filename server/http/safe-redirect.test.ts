import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../testing/open-redirect-payloads';
import { safeRedirect, unsafeRedirectReason } from './safe-redirect';

const ORIGIN = 'http://localhost:8080';


describe('safe redirect targets', () => {
  it(`refuses each of ${OPEN_REDIRECT_PAYLOADS.length} known open-redirect payloads`, () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const accepted = OPEN_REDIRECT_PAYLOADS.filter((payload) => unsafeRedirectReason(payload, ORIGIN) === undefined);
    expect(accepted).toEqual([]);
    for (const payload of OPEN_REDIRECT_PAYLOADS) expect(() => safeRedirect(payload, ORIGIN)).toThrow(/must be a path on this site/);
  });

  it('keeps same-site paths, with their query and fragment', () => {
    expect(safeRedirect('/front', ORIGIN)).toBe('/front');
    expect(safeRedirect('/front?type=login&x=%E4%BD%A0', ORIGIN)).toBe('/front?type=login&x=%E4%BD%A0');
    expect(safeRedirect('/homework#top', ORIGIN)).toBe('/homework#top');
    expect(safeRedirect('/a/../login', ORIGIN)).toBe('/login');
  });

  it('uses the fallback when no target is given', () => {
    expect(safeRedirect(undefined, ORIGIN, '/front')).toBe('/front');
    expect(safeRedirect('', ORIGIN, '/login')).toBe('/login');
  });
});
