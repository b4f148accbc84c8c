// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { LIST_URL, listPages, summary, gate } from '../report/test-data';

/** Home's class-report icon opens the class reports (class_report_student). */
const REPORTER = ['class_report_student'];
const server = useMswServer();
// The route loads the page lazily; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./ClassReportListPage'));

const listItems = () => within(screen.getByRole('list', { name: '已完成的作业' })).getAllByRole('link');

describe('class report list', () => {
  it('lists finished homework of the current class with accuracy and evaluation, each opening its report', async () => {
    const groupIds: (string | null)[] = [];
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      listPages(
        [[
          summary('shw-new', { title: '新作业', status: 1, report: undefined }),
          summary('shw-a', { title: 'M1U1 朗读与拼写', report: { accuracy: 100 } }),
          summary('shw-b', { title: 'M1U1 单元复习', report: { accuracy: 60 } }),
          summary('shw-c', { title: '未评论的作业', status: 1, report: { accuracy: 70 } }),
        ]],
        (params) => groupIds.push(params.get('groupId')),
      ),
    );
    renderApp('/class-report-list', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '班级报告' })).toBeTruthy();
    await screen.findByText('M1U1 朗读与拼写');
    const items = listItems();
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/class-report-list/shw-a?homework=shw-a', '/class-report-list/shw-b?homework=shw-b']);
    expect(within(items[0]!).getByRole('img', { name: '正确率 100%' })).toBeTruthy();
    expect(within(items[0]!).getByText('完美无敌')).toBeTruthy();
    expect(within(items[1]!).getByRole('img', { name: '正确率 60%' })).toBeTruthy();
    expect(within(items[1]!).getByText('表现不错')).toBeTruthy();
    expect(screen.queryByText('新作业')).toBeNull();
    expect(screen.queryByText('未评论的作业')).toBeNull();
    expect(screen.getByText('阳光小学 三年级 (1)班')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(groupIds).toEqual(['class-3-1']);
  });

  it('shows a spinner while loading', async () => {
    const answer = gate();
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      http.get(LIST_URL, async () => {
        await answer.opened;
        return HttpResponse.json({ homeworks: [summary('shw-a', { title: '第一份' })], marker: null });
      }),
    );
    renderApp('/class-report-list', { signedIn: true });
    await screen.findByRole('heading', { name: '班级报告' });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    answer.open();
    expect(await screen.findByText('第一份')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull();
  });

  it('says so when nothing is finished yet', async () => {
    server.use(...signedInHandlers({ permissions: REPORTER }), listPages([[summary('shw-new', { status: 1, report: undefined })]]));
    renderApp('/class-report-list', { signedIn: true });
    expect(await screen.findByText('还没有完成的作业')).toBeTruthy();
    expect(screen.getByText('完成作业后，就能在这里看到报告啦')).toBeTruthy();
  });

  it('offers a refresh after a network failure', async () => {
    let calls = 0;
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      http.get(LIST_URL, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ homeworks: [summary('shw-a', { title: '第一份' })], marker: null }))),
    );
    renderApp('/class-report-list', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('第一份')).toBeTruthy();
    expect(screen.queryByText('网络开小差了，请刷新重试')).toBeNull();
  });

  it('loads older pages with 加载更多, and reads on past a page without finished homework', async () => {
    const first = Array.from({ length: 3 }, (_, i) => summary(`shw-1${i}`, { title: `第一页 ${i}` }));
    const unfinished = [summary('shw-20', { status: 1, report: undefined })];
    const third = [summary('shw-30', { title: '第三页' })];
    server.use(...signedInHandlers({ permissions: REPORTER }), listPages([first, unfinished, third]));
    renderApp('/class-report-list', { signedIn: true });
    await screen.findByText('第一页 0');
    expect(listItems()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第三页')).toBeTruthy();
    expect(listItems()).toHaveLength(4);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('a failed 加载更多 can be tried again', async () => {
    let olderCalls = 0;
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      http.get(LIST_URL, ({ request }) => {
        if (!new URL(request.url).searchParams.get('marker')) return HttpResponse.json({ homeworks: [summary('shw-1', { title: '较新' })], marker: 'm1' });
        return ++olderCalls === 1 ? HttpResponse.error() : HttpResponse.json({ homeworks: [summary('shw-2', { title: '较早' })], marker: null });
      }),
    );
    renderApp('/class-report-list', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await userEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    expect(await screen.findByText('较早')).toBeTruthy();
    await waitFor(() => expect(listItems()).toHaveLength(2));
  });

  it.each([[[]], [['error_notebook', 'wordbook_student']]])('without class_report_student or afterschool_report_student (%j), typed by address, says the class reports are not open', async (permissions) => {
    let listed = 0;
    server.use(...signedInHandlers({ permissions }), http.get(LIST_URL, () => {
      listed++;
      return HttpResponse.json({ homeworks: [], marker: null });
    }));
    renderApp('/class-report-list', { signedIn: true });
    expect(await screen.findByText('班级报告暂未开通')).toBeTruthy();
    expect(screen.getByText('请联系你的老师开通后再来')).toBeTruthy();
    expect(listed).toBe(0);
  });

  it('opens with afterschool_report_student alone (the way there after a homework)', async () => {
    server.use(...signedInHandlers({ permissions: ['afterschool_report_student'] }), listPages([[]]));
    renderApp('/class-report-list', { signedIn: true });
    expect(await screen.findByText('还没有完成的作业')).toBeTruthy();
  });
});
