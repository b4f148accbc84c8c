// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
afterEach(() => vi.useRealTimers());

function detail(overrides: Record<string, unknown> = {}) {
  return {
    homework: {
      id: 'shw-1',
      studentId: 'user-1',
      groupHomeworkId: 'gh-1',
      groupHomework: {
        id: 'gh-1',
        title: 'M1U1 课后同步练习（一）',
        unitId: 'm1u1',
        category: 'M1U1',
        revisal: true,
        groupId: 'class-3-1',
        tasks: [
          { id: 'w-1', kind: 'writing', title: '作文：My friend' },
          { id: 'alix-1', kind: 'alix', title: '外教课：Greetings', lessonId: 'l-1', sessionId: 's-1' },
          { id: 'read-1', kind: 'reading', title: '阅读任务：My school' },
        ],
      },
      status: 1,
      createdAtSec: 1,
      updatedAtSec: 1,
      spokenComments: [],
      taskResults: [{ readingTaskResult: { id: 'read-1', durationSec: 60, imgUrl: '/files/x.webp' } }],
      episodeActivities: [{ episodeId: 'e1', episodeType: 1, activities: [{ id: 'a1', type: 68 }] }],
      answers: [],
      ...overrides,
    },
  };
}
const homeworkHandler = (body = detail()) => http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.json(body));

describe('homework child screen', () => {
  it('is titled by the homework and lists its items with their states', async () => {
    server.use(homeworkHandler(), ...signedInHandlers());
    renderApp('/homework-child?homework=shw-1&type=homework', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'M1U1 课后同步练习（一）' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([expect.stringContaining('课后同步练习'), expect.stringContaining('作文：My friend'), expect.stringContaining('外教课：Greetings'), expect.stringContaining('阅读任务：My school')]);
    expect(within(screen.getAllByRole('listitem')[3]!).getByText('已完成')).toBeTruthy();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('未完成')).toBeTruthy();
  });

  it('opens unfinished practice in the player', async () => {
    server.use(homeworkHandler(), ...signedInHandlers());
    const app = renderApp('/homework-child?homework=shw-1&type=homework', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /课后同步练习/ }));
    await waitFor(() => expect(app.location()).toBe('/pt?homework=shw-1&type=homework'));
  });

  it('opens finished practice on the personal report, or the class report with afterschool_report_student', async () => {
    const finished = detail({ status: 2, spokenComments: [{ spokenComment: '很棒' }], report: { accuracy: 88 }, answers: [{ activityId: 'a1' }] });
    server.use(homeworkHandler(finished), ...signedInHandlers());
    const student = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    expect(await screen.findByText('正确率 88%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /课后同步练习/ }));
    await waitFor(() => expect(student.location()).toBe('/report?homework=shw-1&type=homework&accuracy=88'));
    student.unmount();
    server.use(homeworkHandler(finished), ...signedInHandlers({ permissions: ['afterschool_report_student'] }));
    const reporter = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /课后同步练习/ }));
    await waitFor(() => expect(reporter.location()).toBe('/class-report-list/shw-1?homework=shw-1'));
  });

  it('asks an old Android app to update before writing', async () => {
    server.use(homeworkHandler(), ...signedInHandlers());
    const app = renderApp('/homework-child?homework=shw-1', { signedIn: true, deviceKind: 'androidApp' });
    await userEvent.click(await screen.findByRole('button', { name: /作文：My friend/ }));
    const dialog = screen.getByRole('alertdialog', { name: '作文功能需升级至新版本才可体验' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /作文：My friend/ }));
    await userEvent.click(screen.getByRole('button', { name: '立即更新' }));
    await waitFor(() => expect(app.location()).toBe('/oia'));
  });

  it('opens writing directly in a browser', async () => {
    server.use(homeworkHandler(), ...signedInHandlers());
    const app = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /作文：My friend/ }));
    await waitFor(() => expect(app.location()).toBe('/ai-write-evaluate?homework=shw-1&taskId=w-1'));
  });

  it('opens an external lesson in its app, notifies the server, and says to install the app after 3 s', async () => {
    let event: unknown;
    server.use(homeworkHandler(), http.post(api('/api/v1/chronus/event/notifications'), async ({ request }) => {
      event = await request.json();
      return HttpResponse.json({ ok: true });
    }), ...signedInHandlers());
    const app = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    const lesson = await screen.findByRole('button', { name: /外教课：Greetings/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(lesson);
    await waitFor(() => expect(app.visited).toEqual(['englishhelper://alix/lesson?lessonId=l-1&sessionId=s-1']));
    expect(app.toasts).not.toContain('请咨询老师，并安装英语三个助手App');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(app.toasts).toContain('请咨询老师，并安装英语三个助手App');
    expect(event).toEqual({ type: 1, alixReanswer: { groupHomeworkId: 'gh-1', studentId: 'user-1' } });
  });

  it("says '获取Alix课程失败' when the lesson cannot be loaded", async () => {
    let calls = 0;
    server.use(http.get(api('/api/v1/chronus/student/homework/shw-1'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json(detail()) : HttpResponse.error();
    }), ...signedInHandlers());
    const app = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /外教课：Greetings/ }));
    await waitFor(() => expect(app.toasts).toContain('获取Alix课程失败'));
    expect(app.visited).toEqual([]);
  });

  it('shows not-found, network and missing-query states', async () => {
    server.use(http.get(api('/api/v1/chronus/student/homework/gone'), () => HttpResponse.json({ errorCode: 4, message: 'no' }, { status: 404 })), http.get(api('/api/v1/chronus/student/homework/shw-1'), () => HttpResponse.error()), ...signedInHandlers());
    const gone = renderApp('/homework-child?homework=gone', { signedIn: true });
    expect(await screen.findByText('这份作业不存在或已被删除')).toBeTruthy();
    gone.unmount();
    const offline = renderApp('/homework-child?homework=shw-1', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    offline.unmount();
    renderApp('/homework-child', { signedIn: true });
    expect(await screen.findByText('没有找到这份作业')).toBeTruthy();
  });
});
