// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, twoClassSchools, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const ALL = ['class_report_student', 'afterschool_report_student', 'error_notebook', 'wordbook_student'];

async function cardLinks() {
  const cards = await screen.findByRole('navigation', { name: '功能入口' });
  return within(cards).getAllByRole('link').map((a) => a.getAttribute('href'));
}

describe('home: header and cards', () => {
  it('shows nickName, class label, default avatar and the two always-present cards without permissions', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '小明' })).toBeTruthy();
    expect(screen.getByText('阳光小学 三年级 (1)班')).toBeTruthy();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(await cardLinks()).toEqual(['/exercise', '/homework']);
    expect(screen.queryByRole('link', { name: '单词本' })).toBeNull();
    expect(screen.queryByRole('link', { name: '班级报告' })).toBeNull();
    expect(app.bridgeCalls).toContainEqual({ name: 'setUserInfo', data: { id: 'user-1', nickName: '小明' } });
  });

  it('opens every gated entry with every permission', async () => {
    server.use(...signedInHandlers({ permissions: ALL, user: { avatar: 'https://cdn.test/a.png' } }));
    renderApp('/', { signedIn: true });
    expect(await cardLinks()).toEqual(['/exercise', '/class-report-list', '/homework', '/learn-analysis', '/error-book']);
    expect(screen.getByRole('link', { name: '单词本' }).getAttribute('href')).toBe('/word-book');
    expect(screen.getByRole('link', { name: '班级报告' }).getAttribute('href')).toBe('/class-report-list');
    // Its label is visible text, not only a name for screen readers (issue 19, item 10).
    expect(within(screen.getByRole('link', { name: '班级报告' })).getByText('班级报告')).toBeTruthy();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('https://cdn.test/a.png');
  });

  it('shows the copyright statement button only without stored auth info', async () => {
    server.use(...signedInHandlers());
    const first = renderApp('/', { signedIn: true });
    expect((await screen.findByRole('link', { name: '版权声明' })).getAttribute('href')).toBe('/statements');
    first.unmount();
    renderApp('/', { signedIn: 'own-login' });
    await screen.findByRole('heading', { name: '小明' });
    expect(screen.queryByRole('link', { name: '版权声明' })).toBeNull();
  });
});

describe('home: states', () => {
  it('says so when the student has joined no class', async () => {
    server.use(...signedInHandlers({ user: { schools: [] } }));
    renderApp('/', { signedIn: true });
    expect(await screen.findByText('你还没有加入班级哦')).toBeTruthy();
    expect(screen.getByText('请联系你的老师，将你加入班级中')).toBeTruthy();
    expect(screen.getByText('未选择')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '功能入口' })).toBeNull();
  });

  it('shows the running classroom task, linking to /exercise', async () => {
    server.use(
      http.get(api('/api/v1/chronus/student/classroom/task'), ({ request }) =>
        HttpResponse.json({ groupTaskId: 'gt-1', taskType: 1, groupId: new URL(request.url).searchParams.get('groupId'), title: 'M1U1 课堂练习', episodeActivities: [], startedAtSec: 1 }),
      ),
      ...signedInHandlers(),
    );
    renderApp('/', { signedIn: true });
    const task = await screen.findByRole('link', { name: /M1U1 课堂练习/ });
    expect(task.getAttribute('href')).toBe('/exercise');
  });

  it('offers a refresh when the network fails, and the refresh loads again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/v1/chronus/student/classroom/task'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ errorCode: 4, message: 'none' }, { status: 404 });
      }),
      ...signedInHandlers(),
    );
    renderApp('/', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('老师还没有布置课堂作业, 先专心听讲吧!')).toBeTruthy();
  });

  it('shows the refresh state when user info cannot be loaded', async () => {
    server.use(http.get(api('/api/v1/chronus/user'), () => HttpResponse.error()), http.get(api('/api/v1/chronus/user/permissions'), () => HttpResponse.json({ codes: [], permissions: [] })));
    renderApp('/', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
  });
});

describe('home: class picker', () => {
  it('is plain text with one class', async () => {
    server.use(...signedInHandlers());
    renderApp('/', { signedIn: true });
    await screen.findByText('阳光小学 三年级 (1)班');
    expect(screen.queryByRole('button', { name: /切换班级/ })).toBeNull();
  });

  it('opens with more than one class and stores the choice', async () => {
    server.use(...signedInHandlers({ user: { schools: twoClassSchools } }));
    const app = renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /阳光小学 三年级 \(1\)班/ }));
    const options = within(screen.getByRole('radiogroup', { name: '选择班级' })).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['阳光小学 三年级 (1)班✓', '阳光小学 三年级 (2)班']);
    await userEvent.click(options[1]!);
    expect(await screen.findByRole('button', { name: /阳光小学 三年级 \(2\)班/ })).toBeTruthy();
    expect(app.storage.get('class')).toEqual({ userId: 'user-1', label: '阳光小学 三年级 (2)班', groupId: 'class-3-2' });
  });
});

async function confirmExit() {
  await userEvent.click(await screen.findByRole('button', { name: '退出账号' }));
  const dialog = screen.getByRole('alertdialog', { name: '确认要退出账号吗？' });
  expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
}
describe('home: exit account', () => {

  it('cancel keeps the student signed in', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '退出账号' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.storage.get('token')).toBe('test-access-token');
  });

  it('with stored auth info: signs out with token and refresh token, clears both, goes to /login', async () => {
    let body: unknown;
    server.use(...signedInHandlers(), http.post(api('/api/v2/sign_out'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ ok: true });
    }));
    const app = renderApp('/', { signedIn: 'own-login' });
    await confirmExit();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(body).toEqual({ token: 'test-access-token', refreshToken: 'test-refresh' });
    expect(app.storage.get('token')).toBeUndefined();
    expect(app.storage.get('zhixue_authInfo')).toBeUndefined();
  });

  it('without auth info: goes to the logout address', async () => {
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/logout/url'), () => HttpResponse.json({ data: { logoutUrl: '/identity/logout?redirectUrl=%2Flogin' } })));
    const app = renderApp('/', { signedIn: true });
    await confirmExit();
    await waitFor(() => expect(app.visited).toEqual(['/identity/logout?redirectUrl=%2Flogin']));
    expect(app.storage.get('token')).toBeUndefined();
  });

  it("without auth info and no logout address: /login and '授权退出失败'", async () => {
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/logout/url'), () => HttpResponse.error()));
    const app = renderApp('/', { signedIn: true });
    await confirmExit();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.toasts).toContain('授权退出失败');
  });
});
