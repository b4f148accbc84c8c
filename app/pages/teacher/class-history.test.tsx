// @vitest-environment jsdom
/**
 * Issue 37 in the teacher console: 全部课堂记录 lists every task the class ran, by day, a page at a time
 * (加载更多 asks for the page after the last one shown), each with how many took part; a task's 查看
 * opens its results, which export as a file; a page that fails to load keeps what is shown and can be retried.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ClassHistoryPaths, type HistoryTask } from '@server/classroom/class-history-contract';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const DAY = 24 * 3600;
/** Noon on 2025-03-03 (a Monday) and the days before it, on this machine's clock. */
const monday = new Date(2025, 2, 3, 12, 0).getTime() / 1000;
const task = (n: number, startedAtSec: number, tookPart: number): HistoryTask => ({ groupTaskId: `gt-${n}`, title: `投票 ${n}`, taskType: 2, kind: 'vote', startedAtSec, endedAtSec: startedAtSec + 300, tookPart });
const FIRST_PAGE = [task(5, monday + 3600, 8), task(4, monday, 9), task(3, monday - DAY, 7)];
const SECOND_PAGE = [task(2, monday - 2 * DAY, 6), task(1, monday - 2 * DAY - 60, 0)];
const liveOf = (id: string, title: string) => ({
  groupTaskId: id, classId: 'class-3-1', title, taskType: 2, kind: 'vote', running: false, studentCount: 9, joined: [], submitted: [], missing: [], results: [],
  interactiveTask: { voteTask: { title: 'Which pet?', selectType: 1, records: [], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] } }, summary: { voters: 0, tally: [{ key: 'A', text: 'a dog', count: 0 }, { key: 'B', text: 'a cat', count: 0 }] },
});

describe('the classroom history (issue 37)', () => {
  it('pages through every task by day, with who took part, and opens one', async () => {
    const asked: (string | null)[] = [];
    let failNext = true;
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: FIRST_PAGE.slice(0, 1) })),
      http.get(api(ClassHistoryPaths.history('class-3-1')), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        if (before === null) return HttpResponse.json({ studentCount: 9, tasks: FIRST_PAGE, next: `${monday - DAY}.gt-3` });
        // The second page fails once: what is shown stays, 重试 asks again.
        if (failNext) {
          failNext = false;
          return HttpResponse.json({ errorCode: 500, message: 'down' }, { status: 500 });
        }
        return HttpResponse.json({ studentCount: 9, tasks: SECOND_PAGE, next: null });
      }),
      http.get(api(`${TEACHER}/tasks/gt-1/live`), () => HttpResponse.json(liveOf('gt-1', '投票 1'))),
      http.get(api(`${TEACHER}/tasks/gt-1/export`), ({ request }) =>
        new HttpResponse('x', { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`三年级(1)班-投票 1.${new URL(request.url).searchParams.get('format')}`)}` } })),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    const recent = await screen.findByRole('region', { name: '最近的任务' }, { timeout: 10_000 });
    await userEvent.click(within(recent).getByRole('button', { name: '全部课堂记录' }));
    const history = await screen.findByRole('region', { name: '课堂记录' });
    const monday3 = await within(history).findByRole('region', { name: /3月3日 周一$/ });
    expect(within(monday3).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/投票 5投票 · 13:00 · 参与 8\/9 人/),
      expect.stringMatching(/投票 4投票 · 12:00 · 参与 9\/9 人/),
    ]);
    expect(within(history).getByRole('region', { name: /3月2日 周日$/ })).toBeTruthy();

    await userEvent.click(within(history).getByRole('button', { name: '加载更多' }));
    await userEvent.click(await within(history).findByRole('button', { name: '重试' }));
    const saturday = await within(history).findByRole('region', { name: /3月1日 周六$/ });
    expect(within(saturday).getAllByRole('listitem')).toHaveLength(2);
    expect(asked).toEqual([null, `${monday - DAY}.gt-3`, `${monday - DAY}.gt-3`]);
    // The earlier pages stay; the end is said.
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    expect(within(history).getByText('没有更早的任务了')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: '加载更多' })).toBeNull();

    await userEvent.click(within(saturday).getByRole('button', { name: '查看结果：投票 1' }));
    const panel = await screen.findByRole('region', { name: '投票 1' });
    expect(within(panel).getByText('任务已结束')).toBeTruthy();
    // Its results as a file, saved under the server's name.
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(within(panel).getByRole('button', { name: '导出 Excel' }));
    await vi.waitFor(() => expect(saved).toEqual(['三年级(1)班-投票 1.xlsx']));
    click.mockRestore();
    await userEvent.click(within(history).getByRole('button', { name: '返回最近的任务' }));
    expect(await screen.findByRole('region', { name: '最近的任务' })).toBeTruthy();
  }, 25_000);
});
