// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();

describe('/ai-stt-generate and /ai-write-evaluate', () => {
  it.each([
    ['/ai-stt-generate', 'AI 口语练习', 'AI 口语练习功能在当前版本中暂未开放，敬请期待。', '你可以先在「课后辅导」里完成老师布置的口语作业。'],
    ['/ai-write-evaluate', 'AI 写作批改', 'AI 写作批改功能在当前版本中暂未开放，敬请期待。', '老师布置的作文会出现在「课后辅导」的作业里。'],
  ])('%s opens without sign-in and says the feature is not available yet', async (path, title, body, detail) => {
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(app.location()).toBe(path);
    expect(screen.getByRole('heading', { level: 2, name: '暂未开放' })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });

  it('the back button, on a page opened directly (no page of ours before it), goes home instead of leaving', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/ai-stt-generate', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    expect(await screen.findByRole('heading', { name: '小明' })).toBeTruthy();
    expect(app.location()).toBe('/');
  });

  it('the home button takes a signed-in student home', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/ai-write-evaluate', { signedIn: true });
    await userEvent.click(await screen.findByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '小明' })).toBeTruthy();
    expect(app.location()).toBe('/');
  });
});
