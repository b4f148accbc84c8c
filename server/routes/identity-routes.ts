/**
 * The reference server's unified identity sign-in ("统一身份认证", spec 01 §2): the page /auth/url
 * points at. A student signs in with their school account here and is sent back to the app with a
 * one-time hand-off token (/front?token=...), which the app exchanges for its own session.
 */
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { html, raw } from 'hono/html';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError } from '../http/http-error';
import { safeRedirect } from '../http/safe-redirect';
import { clientAddress, originOf } from './auth-routes';

/**
 * The app's brand mark, read once from the app's own asset so the two sign-in pages show the same one.
 * Inline (a data: image would need the CSP's img-src widened).
 */
const BRAND_SVG = readFileSync(fileURLToPath(new URL('../../app/assets/brand.svg', import.meta.url)), 'utf8')
  .replace('<svg ', '<svg class="brand" aria-hidden="true" ');

/** The same look as the app's sign-in (app/pages/login/login.css): brand gradient, card, pill buttons. */
const STYLE = `
  :root { --brand: #1f7f41; --brand-dark: #1a6a37; --brand-soft: #e8f6ee; --text: #1f2a24; --text-soft: #5f6b64; --line: #e3e8e5; --page: #f4f7f5; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; color: var(--text); background: var(--page); }
  main { max-width: 560px; min-height: 100vh; margin: 0 auto; padding: 48px 24px 24px; display: flex; flex-direction: column; gap: 16px; background: linear-gradient(180deg, var(--brand-soft) 0, var(--page) 280px); }
  header { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-bottom: 16px; }
  .brand { width: 72px; height: 72px; }
  h1 { font-size: 22px; margin: 0; }
  header p { margin: 0; color: var(--text-soft); font-size: 14px; }
  form { display: flex; flex-direction: column; gap: 14px; background: #fff; border-radius: 14px; box-shadow: 0 2px 12px rgba(31, 42, 36, 0.06); padding: 16px; }
  label { display: flex; flex-direction: column; gap: 6px; font-size: 14px; color: var(--text-soft); }
  input { min-height: 44px; border: 1px solid var(--line); border-radius: 10px; padding: 0 12px; font-size: 16px; color: var(--text); background: #fff; }
  input:focus { border-color: var(--brand); outline: none; box-shadow: 0 0 0 3px rgba(47, 181, 93, 0.2); }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 22px; font-size: 16px; background: var(--brand); color: #fff; cursor: pointer; }
  button:active { background: var(--brand-dark); }
  :focus-visible { outline: 3px solid #ffbb56; outline-offset: 2px; }
  .error { margin: 0; padding: 10px 12px; border-radius: 10px; background: #fdecea; color: #b3261e; font-size: 14px; }
`;

function page(redirectUrl: string, message?: string) {
  return html`<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>统一身份认证</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <header>
        ${raw(BRAND_SVG)}
        <h1>统一身份认证</h1>
        <p>使用学校账号登录英语作业助手</p>
      </header>
      ${message ? html`<p class="error" role="alert">${message}</p>` : ''}
      <form method="post" action="/identity/login">
        <input type="hidden" name="redirectUrl" value="${redirectUrl}" />
        <label for="uid">账号
          <input id="uid" name="uid" autocomplete="username" placeholder="请输入账号" required />
        </label>
        <label for="pwd">密码
          <input id="pwd" name="pwd" type="password" autocomplete="current-password" placeholder="请输入密码" required />
        </label>
        <button type="submit">登录</button>
      </form>
    </main>
  </body>
</html>`;
}

export function identityRoutes({ auth, config }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/identity/login', (c) => c.html(page(safeRedirect(c.req.query('redirectUrl'), originOf(c), '/front'))));

  routes.post('/identity/login', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const redirectUrl = safeRedirect(typeof form.redirectUrl === 'string' ? form.redirectUrl : undefined, originOf(c), '/front');
    const uid = typeof form.uid === 'string' ? form.uid.trim() : '';
    const pwd = typeof form.pwd === 'string' ? form.pwd : '';
    if (!uid || !pwd) return c.html(page(redirectUrl, '请输入账号，密码'), 400);
    // The school account may be typed with or without the mail domain; the stored password carries the suffix.
    const login = uid.includes('@') ? uid : uid + config.mailDomain;
    try {
      const userId = await auth.verifyCredentials(login, pwd + config.passwordSuffix, { ip: clientAddress(c, config.trustProxy) });
      const code = await auth.createHandOff(userId);
      const back = new URL(redirectUrl, originOf(c));
      back.searchParams.set('token', code);
      return c.redirect(`${back.pathname}${back.search}${back.hash}`, 302);
    } catch (error) {
      if (error instanceof HttpError) return c.html(page(redirectUrl, error.message), error.status === 429 ? 429 : 401);
      throw error;
    }
  });

  // Nothing of the app's session lives here (sign_out revokes it); back to where the app asked.
  routes.get('/identity/logout', (c) => c.redirect(safeRedirect(c.req.query('redirectUrl'), originOf(c), '/login'), 302));

  return routes;
}
