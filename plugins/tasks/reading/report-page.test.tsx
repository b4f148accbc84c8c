// @vitest-environment jsdom
/** 阅读任务报告, the reading kind's own page (its route's loadPage), hosted by the app at /reading-task-report. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const HOMEWORK = '/api/v1/chronus/student/homework/shw-2';
const READING = { title: 'My school', records: [{ content: 'This is my school.', contentType: 2 }] };

const detail = (taskResults: unknown[]) => ({
  homework: {
    id: 'shw-2', studentId: 'user-1', groupHomeworkId: 'gh-2',
    groupHomework: { id: 'gh-2', title: 'M1U1', unitId: 'm1u1', category: 'M1U1', revisal: true, groupId: 'class-3-1', tasks: [{ id: 'read-2', kind: 'reading', title: '阅读任务：My school', readingTask: READING }] },
    status: 1, createdAtSec: 1, updatedAtSec: 1, spokenComments: [], taskResults, episodeActivities: [], answers: [],
  },
});

describe('/reading-task-report', () => {
  it("shows the item's report image, fetched with the student's token, and 重新练习 reads it again after class", async () => {
    server.use(
      http.get(api(HOMEWORK), () => HttpResponse.json(detail([{ readingTaskResult: { id: 'read-2', durationSec: 30, imgUrl: '/files/reports/r.webp' } }]))),
      http.get(/\/files\/reports\/r\.webp$/, () => new HttpResponse(new Blob(['webp']), { headers: { 'Content-Type': 'image/webp' } })),
      ...signedInHandlers(),
    );
    const app = renderApp('/reading-task-report?homework=shw-2&taskId=read-2', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '阅读任务报告' })).toBeTruthy();
    expect(((await screen.findByRole('img', { name: '我的阅读数据报告' })) as HTMLImageElement).src).toMatch(/^blob:/);
    await userEvent.click(screen.getByRole('button', { name: '重新练习' }));
    expect(app.location()).toBe('/reading-task?isAfterClass=true&homework=shw-2&taskId=read-2');
  });

  it('says 还没有数据报告 when the item has no report yet', async () => {
    server.use(http.get(api(HOMEWORK), () => HttpResponse.json(detail([]))), ...signedInHandlers());
    renderApp('/reading-task-report?homework=shw-2&taskId=read-2', { signedIn: true });
    expect(await screen.findByText('还没有数据报告')).toBeTruthy();
  });
});
