// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { gate, LIST_URL, listPages, notebook, summary } from '../report/test-data';

const server = useMswServer();
// The route loads the page lazily; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./ErrorBookPage'));

const ALLOWED = { permissions: ['error_notebook'] };
const withErrors = (id: string, title: string) => summary(id, { title, errorNotebook: notebook(id, 3, 1) });
const items = () => within(screen.getByRole('list', { name: '有错题的作业' })).getAllByRole('listitem');

describe('error book', () => {
  it('lists every homework with wrong answers: counts, progress, 查看报告 and 去订正', async () => {
    server.use(
      ...signedInHandlers(ALLOWED),
      listPages([[
        summary('shw-ok', { title: '全对的作业', errorNotebook: notebook('shw-ok', 0, 0) }),
        summary('shw-review', { title: 'M1U1 单元复习', report: { accuracy: 60 }, errorNotebook: notebook('shw-review', 4, 1) }),
        summary('shw-done', { title: '订正完的作业', errorNotebook: notebook('shw-done', 2, 2) }),
        summary('shw-none', { title: '没有错题本的作业', errorNotebook: undefined }),
      ]]),
    );
    renderApp('/error-book', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '错题本' })).toBeTruthy();
    await screen.findByText('M1U1 单元复习');
    const [review, done] = items();
    expect(items()).toHaveLength(2);
    expect(within(review!).getByRole('heading', { name: 'M1U1 单元复习' })).toBeTruthy();
    expect([...review!.querySelectorAll('dt')].map((dt) => `${dt.textContent}${dt.nextElementSibling?.textContent}`)).toEqual(['错题4', '已订正1', '待订正3']);
    const progress = within(review!).getByRole('progressbar', { name: '订正进度' });
    expect([progress.getAttribute('aria-valuenow'), progress.getAttribute('aria-valuemax'), progress.getAttribute('aria-valuetext')]).toEqual(['1', '4', '已订正 1/4 道']);
    expect(within(review!).getByRole('link', { name: '去订正' }).getAttribute('href')).toBe('/pt?homework=shw-review&type=homework&revisal=true');
    expect(within(review!).getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe('/class-report-list/shw-review?homework=shw-review');
    expect(within(done!).getByText('已全部订正')).toBeTruthy();
    expect(within(done!).queryByRole('link', { name: '去订正' })).toBeNull();
    expect(screen.queryByText('全对的作业')).toBeNull();
    expect(screen.queryByText('错题都订正完啦，真棒！')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('cheers when every error is revised', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[summary('shw-done', { errorNotebook: notebook('shw-done', 2, 2) })]]));
    renderApp('/error-book', { signedIn: true });
    expect(await screen.findByText('错题都订正完啦，真棒！')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去订正' })).toBeNull();
  });

  it('encourages when there is nothing to revise', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[summary('shw-ok')]]));
    renderApp('/error-book', { signedIn: true });
    expect(await screen.findByText('太棒了，没有需要订正的错题！')).toBeTruthy();
    expect(screen.getByText('继续保持，认真完成每一次作业哦')).toBeTruthy();
  });

  it('shows a spinner while loading, then the list', async () => {
    const answer = gate();
    server.use(
      ...signedInHandlers(ALLOWED),
      http.get(LIST_URL, async () => {
        await answer.opened;
        return HttpResponse.json({ homeworks: [summary('shw-1', { title: '有错题', errorNotebook: notebook('shw-1', 1, 0) })], marker: null });
      }),
    );
    renderApp('/error-book', { signedIn: true });
    await screen.findByRole('heading', { name: '错题本' });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    answer.open();
    expect(await screen.findByText('有错题')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull();
  });

  it('offers a refresh after a network failure', async () => {
    let calls = 0;
    server.use(
      ...signedInHandlers(ALLOWED),
      http.get(LIST_URL, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ homeworks: [summary('shw-1', { title: '有错题', errorNotebook: notebook('shw-1', 1, 0) })], marker: null }))),
    );
    renderApp('/error-book', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('有错题')).toBeTruthy();
  });

  it('loads older homework with 加载更多', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[withErrors('shw-1', '本周作业')], [withErrors('shw-2', '上周作业')]]));
    renderApp('/error-book', { signedIn: true });
    await screen.findByText('本周作业');
    expect(screen.queryByText('上周作业')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('上周作业')).toBeTruthy();
    expect(items()).toHaveLength(2);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('without error_notebook says the error book is not open', async () => {
    server.use(...signedInHandlers());
    renderApp('/error-book', { signedIn: true });
    expect(await screen.findByText('错题本暂未开通')).toBeTruthy();
    expect(screen.getByText('请联系你的老师开通后再来')).toBeTruthy();
  });
});
