// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, twoClassSchools, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

function homework(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `shw-${n}`,
    studentId: 'user-1',
    groupHomeworkId: `gh-${n}`,
    groupHomework: { id: `gh-${n}`, title: `作业 ${n}`, unitId: 'm1u1', category: 'M1U1', revisal: true, groupId: 'class-3-1', tasks: [] },
    status: 1,
    createdAtSec: NOW - n * DAY,
    updatedAtSec: NOW - n * DAY,
    spokenComments: [],
    taskResults: [],
    ...overrides,
  };
}

function smart(n: number, assignAtSec: number, overrides: Record<string, unknown> = {}) {
  return { id: `smart-${n}`, title: `智能 ${n}`, assignAtSec, finished: false, assignmentDetail: { categories: ['M1U1'], mode: n }, activities: [], ...overrides };
}

/** Ordinary pages of `total` items, 20 a page, markers 'p2', 'p3', ... */
function pagedHomework(total: number, seen: (string | null)[] = []) {
  return http.get(api('/api/v1/chronus/student/homework'), ({ request }) => {
    const url = new URL(request.url);
    const marker = url.searchParams.get('marker');
    seen.push(`${url.searchParams.get('groupId')}|${marker}|${url.searchParams.get('pageSize')}`);
    const page = marker ? Number(marker.slice(1)) : 1;
    const all = Array.from({ length: total }, (_, i) => homework(i + 1));
    const items = all.slice((page - 1) * 20, page * 20);
    return HttpResponse.json({ homeworks: items, marker: items.length === 20 ? `p${page + 1}` : null });
  });
}

const smartList = (list: unknown[]) => http.get(api('/api/v1/chronus/student/adaptive-assignments'), () => HttpResponse.json({ list, marker: null }));

describe('homework list', () => {
  it("is titled '课后辅导', shows the class row and the items without tabs for a plain student", async () => {
    server.use(pagedHomework(2), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '课后辅导' })).toBeTruthy();
    expect(screen.getByText('阳光小学 三年级 (1)班')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const link = await screen.findByRole('link', { name: /作业 1/ });
    expect(link.getAttribute('href')).toBe('/homework-child?homework=shw-1&type=homework');
    expect(within(link).getByText('未完成')).toBeTruthy();
  });

  it("counts a finished homework without spoken comments as '未完成'", async () => {
    server.use(
      http.get(api('/api/v1/chronus/student/homework'), () =>
        HttpResponse.json({ homeworks: [homework(1, { status: 2, spokenComments: [] }), homework(2, { status: 2, spokenComments: [{ spokenComment: '好' }] })], marker: null }),
      ),
      ...signedInHandlers(),
    );
    renderApp('/homework', { signedIn: true });
    expect(within(await screen.findByRole('link', { name: /作业 1/ })).getByText('未完成')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /作业 2/ })).getByText('已完成')).toBeTruthy();
  });

  it('asks for the next page by marker when the page was full, and stops after a short one', async () => {
    const seen: (string | null)[] = [];
    server.use(pagedHomework(25, seen), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    await screen.findByRole('link', { name: /作业 20/ });
    expect(screen.queryByRole('link', { name: /作业 21/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('link', { name: /作业 25/ })).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(seen).toEqual(['class-3-1|null|20', 'class-3-1|p2|20']);
  });

  it('loads the next page when the student scrolls to the bottom', async () => {
    server.use(pagedHomework(25), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    await screen.findByRole('link', { name: /作业 20/ });
    act(() => {
      fireEvent.scroll(window);
    });
    // Under a loaded CI machine the page can take more than the default second to arrive.
    expect(await screen.findByRole('link', { name: /作业 21/ }, { timeout: 4000 })).toBeTruthy();
  });

  it('reloads on a pull of more than 30 px at the top, not on a shorter one', async () => {
    let calls = 0;
    server.use(http.get(api('/api/v1/chronus/student/homework'), () => {
      calls += 1;
      return HttpResponse.json({ homeworks: [homework(calls)], marker: null });
    }), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    const list = await screen.findByRole('link', { name: /作业 1/ });
    const area = list.closest('.pull-to-refresh')!;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 120 }] });
    fireEvent.touchEnd(area);
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 140 }] });
    expect(screen.getByText('释放刷新')).toBeTruthy();
    fireEvent.touchEnd(area);
    expect(await screen.findByRole('link', { name: /作业 2/ })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it("shows '暂无任务' when there is no homework", async () => {
    server.use(pagedHomework(0), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByText('暂无任务')).toBeTruthy();
  });

  it('shows the network block on failure and reloads when the connection comes back', async () => {
    let fail = true;
    server.use(http.get(api('/api/v1/chronus/student/homework'), () => (fail ? HttpResponse.error() : HttpResponse.json({ homeworks: [homework(1)], marker: null }))), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    fail = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('link', { name: /作业 1/ })).toBeTruthy();
  });

  it('shows the network block when the connection drops with the list open, and reloads when it comes back (issue 41)', async () => {
    let calls = 0;
    server.use(http.get(api('/api/v1/chronus/student/homework'), () => HttpResponse.json({ homeworks: [homework(++calls)], marker: null })), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByRole('link', { name: /作业 1/ })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('link', { name: /作业 2/ })).toBeTruthy();
    expect(screen.queryByText('网络开小差了，请刷新重试')).toBeNull();
  });

  it('lists the chosen class', async () => {
    const seen: (string | null)[] = [];
    server.use(pagedHomework(1, seen), ...signedInHandlers({ user: { schools: twoClassSchools } }));
    renderApp('/homework', { signedIn: true, stored: { class: { userId: 'user-1', label: 'x', groupId: 'class-3-2' } } });
    await screen.findByRole('link', { name: /作业 1/ });
    expect(seen[0]).toBe('class-3-2|null|20');
    await userEvent.click(screen.getByRole('button', { name: /阳光小学 三年级 \(2\)班/ }));
    await userEvent.click(screen.getByRole('radio', { name: /\(1\)班/ }));
    await waitFor(() => expect(seen.at(-1)).toBe('class-3-1|null|20'));
  });
});

describe('error-correction entries', () => {
  const withErrors = homework(1, { errorNotebook: { totalError: 3, alreadyRevisal: 1, homeworkId: 'shw-1', needToRevisal: 2, errorAnswer: [] } });

  it('shows wrong-answer count, the report and revise links with error_notebook', async () => {
    server.use(http.get(api('/api/v1/chronus/student/homework'), () => HttpResponse.json({ homeworks: [withErrors], marker: null })), ...signedInHandlers({ permissions: ['error_notebook'] }));
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByText('错题 3 道')).toBeTruthy();
    expect(screen.getByText('已订正 1/3')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe('/class-report-list/shw-1?homework=shw-1');
    expect(screen.getByRole('link', { name: '去订正' }).getAttribute('href')).toBe('/pt?homework=shw-1&type=homework&revisal=true');
  });

  it('are hidden without error_notebook', async () => {
    server.use(http.get(api('/api/v1/chronus/student/homework'), () => HttpResponse.json({ homeworks: [withErrors], marker: null })), ...signedInHandlers());
    renderApp('/homework', { signedIn: true });
    await screen.findByRole('link', { name: /作业 1/ });
    expect(screen.queryByText('错题 3 道')).toBeNull();
  });
});

describe('tabs (afterschool_report_student)', () => {
  const perms = { permissions: ['afterschool_report_student'] };

  it('opens on the smart tab when its newest item is newer, and routes smart items by state', async () => {
    server.use(pagedHomework(1), smartList([smart(1, NOW), smart(3, NOW - DAY, { finished: true })]), ...signedInHandlers(perms));
    renderApp('/homework', { signedIn: true });
    const smartTab = await screen.findByRole('tab', { name: '智能作业' });
    await waitFor(() => expect(smartTab.getAttribute('aria-selected')).toBe('true'));
    const open = await screen.findByRole('link', { name: /智能 1/ });
    expect(open.getAttribute('href')).toBe('/pt?homework=smart-1&type=smartHomework');
    expect(within(open).getByText('阶段薄弱点训练')).toBeTruthy();
    const done = screen.getByRole('link', { name: /智能 3/ });
    expect(done.getAttribute('href')).toBe('/class-report-list');
    expect(within(done).getByText('定制推荐')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '课后作业' }));
    expect(await screen.findByRole('link', { name: /作业 1/ })).toBeTruthy();
  });

  it('opens on the ordinary tab when its newest item is newer', async () => {
    server.use(pagedHomework(1), smartList([smart(2, NOW - 5 * DAY)]), ...signedInHandlers(perms));
    renderApp('/homework', { signedIn: true });
    await screen.findByRole('link', { name: /作业 1/ });
    expect(screen.getByRole('tab', { name: '课后作业' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '智能作业' }));
    expect(within(await screen.findByRole('link', { name: /智能 2/ })).getByText('记忆巩固')).toBeTruthy();
  });
});
