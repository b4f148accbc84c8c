// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { summary, gate } from './test-data';

const server = useMswServer();
// The route loads the page lazily; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./ReportPage'));
const detail = (overrides: Parameters<typeof summary>[1] = {}) => ({
  homework: { ...summary('shw-1', { title: 'M1U1 单元复习', spokenComments: [{ spokenComment: '朗读不错，注意个别单词的发音。' }], ...overrides }), episodeActivities: [], answers: [] },
});

describe('result page: evaluation by accuracy', () => {
  it.each([
    ['100', '完美无敌', '100%'],
    ['99', '出类拔萃', '99%'],
    ['80', '出类拔萃', '80%'],
    ['79', '表现不错', '79%'],
    ['60', '表现不错', '60%'],
    ['59', '继续加油', '59%'],
    ['0', '继续加油', '0%'],
  ])('accuracy %s reads %s', async (accuracy, text, shown) => {
    server.use(...signedInHandlers());
    renderApp(`/report?type=exercise&accuracy=${accuracy}`, { signedIn: true });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('img', { name: `正确率 ${shown}` })).toBeTruthy();
  });

  it('an exercise has only 完成, which goes to /exercise', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/report?type=exercise&accuracy=85', { signedIn: true });
    await screen.findByText('出类拔萃');
    expect(screen.queryByRole('link', { name: '重新学习' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '完成' }));
    await waitFor(() => expect(app.location()).toBe('/exercise'));
  });
});

describe('result page: homework', () => {
  it('shows the title and spoken comments; 重新学习 goes back into the player, 完成 to /homework', async () => {
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.json(detail())));
    const app = renderApp('/report?homework=shw-1&type=homework&accuracy=60', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'M1U1 单元复习' })).toBeTruthy();
    expect(screen.getByText('表现不错')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '老师点评' })).toBeTruthy();
    expect(screen.getByText('朗读不错，注意个别单词的发音。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '完成' }).getAttribute('href')).toBe('/homework');
    await userEvent.click(screen.getByRole('link', { name: '重新学习' }));
    await waitFor(() => expect(app.location()).toBe('/pt?homework=shw-1&type=homework'));
  });

  it("shows the server's automatic hint as such, never under 老师点评 (issue 19, item 7)", async () => {
    const hint = { spokenComment: '多听多读，大声跟读录音，下次会更好！', automatic: true };
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.json(detail({ spokenComments: [hint] }))));
    renderApp('/report?homework=shw-1&type=homework&accuracy=60', { signedIn: true });
    const heading = await screen.findByRole('heading', { name: '学习小提示' });
    expect(screen.queryByRole('heading', { name: '老师点评' })).toBeNull();
    const section = heading.closest('section')!;
    expect(within(section).getByText(hint.spokenComment)).toBeTruthy();
    expect(within(section).getByText('这条提示由系统根据本次朗读得分自动生成')).toBeTruthy();
  });

  it('shows the score at once and a spinner while the homework loads', async () => {
    const answer = gate();
    server.use(
      ...signedInHandlers(),
      http.get(api('/api/v1/chronus/student/homework/shw-1'), async () => {
        await answer.opened;
        return HttpResponse.json(detail());
      }),
    );
    renderApp('/report?homework=shw-1&type=homework&accuracy=100', { signedIn: true });
    expect(await screen.findByText('完美无敌')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    answer.open();
    expect(await screen.findByText('朗读不错，注意个别单词的发音。')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull();
  });

  it('without an accuracy in the address, shows the homework report accuracy', async () => {
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.json(detail({ report: { accuracy: 90 } }))));
    renderApp('/report?homework=shw-1&type=homework', { signedIn: true });
    expect(await screen.findByText('出类拔萃')).toBeTruthy();
    expect(screen.getByRole('img', { name: '正确率 90%' })).toBeTruthy();
    expect(screen.queryByText('没有拿到这次练习的正确率')).toBeNull();
  });

  it('a network failure loading the homework offers a refresh, the score stays', async () => {
    let calls = 0;
    server.use(
      ...signedInHandlers(),
      http.get(api('/api/v1/chronus/student/homework/shw-1'), () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(detail()))),
    );
    renderApp('/report?homework=shw-1&type=homework&accuracy=59', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    expect(screen.getByText('继续加油')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('朗读不错，注意个别单词的发音。')).toBeTruthy();
    expect(screen.queryByText('网络开小差了，请刷新重试')).toBeNull();
  });

  it('a homework that no longer exists leaves the score without an error block', async () => {
    server.use(...signedInHandlers(), http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.json({ errorCode: 5, message: 'homework not found' }, { status: 404 })));
    renderApp('/report?homework=shw-1&type=homework&accuracy=80', { signedIn: true });
    expect(await screen.findByText('出类拔萃')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull());
    expect(screen.queryByText('网络开小差了，请刷新重试')).toBeNull();
    expect(screen.getByRole('link', { name: '重新学习' })).toBeTruthy();
  });
});

describe('result page: missing or invalid accuracy', () => {
  it.each(['/report?type=exercise', '/report?type=exercise&accuracy=abc', '/report?type=exercise&accuracy=120', '/report?type=exercise&accuracy=-1'])('%s says so and still offers 完成', async (path) => {
    server.use(...signedInHandlers());
    renderApp(path, { signedIn: true });
    expect(await screen.findByText('没有拿到这次练习的正确率')).toBeTruthy();
    expect(screen.getByText('请点击“完成”返回，稍后在作业列表里查看')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /正确率/ })).toBeNull();
    expect(screen.getByRole('link', { name: '完成' }).getAttribute('href')).toBe('/exercise');
  });
});
