/**
 * The reference server's unified identity sign-in ("统一身份认证", spec 01 §2): the page /auth/url
 * points at. A student signs in with their school account here and is sent back to the app with a
 * one-time hand-off token (/front?token=...), which the app exchanges for its own session.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError } from '../http/http-error';
import { safeRedirect } from '../http/safe-redirect';
import { clientAddress, originOf } from './auth-routes';

function page(redirectUrl: string, message?: string) {
  return html`<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>统一身份认证</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f4f8f5; color: #1d2b22; }
      main { max-width: 360px; margin: 0 auto; padding: 48px 20px; }
      h1 { font-size: 22px; margin-bottom: 24px; }
      label { display: block; margin: 16px 0 6px; font-size: 15px; }
      input { width: 100%; box-sizing: border-box; font-size: 17px; padding: 12px; border: 1px solid #b9cbbf; border-radius: 8px; }
      button { width: 100%; margin-top: 24px; padding: 14px; font-size: 17px; border: 0; border-radius: 8px; background: #2fb55d; color: #fff; }
      p[role='alert'] { color: #c62828; }
    </style>
  </head>
  <body>
    <main>
      <h1>统一身份认证</h1>
      ${message ? html`<p role="alert">${message}</p>` : ''}
      <form method="post" action="/identity/login">
        <input type="hidden" name="redirectUrl" value="${redirectUrl}" />
        <label for="uid">账号</label>
        <input id="uid" name="uid" autocomplete="username" required />
        <label for="pwd">密码</label>
        <input id="pwd" name="pwd" type="password" autocomplete="current-password" required />
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
