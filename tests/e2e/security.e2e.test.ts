/**
 * The strict Content-Security-Policy in a real Chromium (issue 11, item 8): the pages a student opens
 * load and work under it, with no violation reported, and the policy is really there.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, signIn } from './browser';
import { playerPath } from './player-driver';

afterAll(closeBrowser);

/** Records every CSP violation and console error of the page from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return seen;
}

describe('content security policy', () => {
  it('lets every page a student opens run, and reports no violation', async (context) => {
    const page = await openPage(context);
    const violations = await watchViolations(page);
    const login = await page.goto('/login');
    const policy = login?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await signIn(page, 'student15');
    for (const path of ['/homework', '/error-book', '/learn-analysis', '/statements', '/oia', '/']) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
    }
    await page.getByRole('link', { name: /^课后辅导/ }).click();
    await page.getByRole('heading', { name: '课后辅导' }).waitFor();
    // The player: its audio stack, the recorder's worklet module and the activity renderers.
    await page.goto(playerPath('shw-student15-class-3-2-sync1'));
    await page.getByText(/^\d+\/\d+$/).first().waitFor();
    await page.goto('/identity/login?redirectUrl=/front');
    await page.getByRole('heading', { name: '统一身份认证' }).waitFor();
    expect(violations).toEqual([]);
  });
});
