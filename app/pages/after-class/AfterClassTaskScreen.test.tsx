// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const HOMEWORK = '/api/v1/chronus/student/homework/shw-2';
const PACK = { title: 'Pets and colours', resources: [{ type: 4, content: 'Listen and say.' }, { type: 1, content: '/files/media/cat.svg', name: 'a cat' }] };

function detail(taskResults: unknown[] = []) {
  return {
    homework: {
      id: 'shw-2', studentId: 'user-1', groupHomeworkId: 'gh-2',
      groupHomework: { id: 'gh-2', title: 'M1U1 课后同步练习（二）', unitId: 'm1u1', category: 'M1U1', revisal: true, groupId: 'class-3-1', tasks: [{ id: 'pack-2', kind: 'resourcePack', title: '资源包：宠物与颜色', resourcePack: PACK }] },
      status: 1, createdAtSec: 1, updatedAtSec: 1, spokenComments: [], taskResults, episodeActivities: [], answers: [],
    },
  };
}
const PATH = '/resource-pack-after?homework=shw-2&taskId=pack-2';

describe('/resource-pack-after (an after-class homework item)', () => {
  it('shows the pack from the homework, records nothing on opening, and hands the finished pack to the homework', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(api(HOMEWORK), () => HttpResponse.json(detail())),
      http.post(api(HOMEWORK), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ homework: { id: 'shw-2', status: 2, report: { accuracy: 0 }, spokenComments: [], answeredCount: 0, activityCount: 0 } });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('Listen and say.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '资源包：宠物与颜色' })).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '我学完了' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ answers: [], task_result: { resourcePackResult: { id: 'pack-2', finished: true } } });
    expect(await screen.findByText('已完成，老师已经看到')).toBeTruthy();
    expect(app.toasts).toContain('已完成');
  });

  it('shows a completed pack as done, to review or finish again', async () => {
    server.use(http.get(api(HOMEWORK), () => HttpResponse.json(detail([{ resourcePackResult: { id: 'pack-2' } }]))), ...signedInHandlers());
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('已完成，老师已经看到')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再学一遍，再次完成' })).toBeTruthy();
  });

  it('says 获取Alix课程失败 when the homework cannot be loaded, and offers to try again', async () => {
    let fail = true;
    server.use(http.get(api(HOMEWORK), () => (fail ? HttpResponse.json({ errorCode: 1, message: 'down' }, { status: 503 }) : HttpResponse.json(detail()))), ...signedInHandlers());
    const app = renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(app.toasts).toContain('获取Alix课程失败'));
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: /刷新|重试/ }));
    expect(await screen.findByText('Listen and say.')).toBeTruthy();
  });

  it("heads a reading item with the homework's unit and period, not the item's title (spec 02 §2; issue 32)", async () => {
    const reading = { id: 'read-2', kind: 'reading', title: '阅读：My pets', readingTask: { title: 'My pets', records: [{ content: 'I have a cat.', contentType: 2 }] } };
    const homework = detail();
    Object.assign(homework.homework, { topic: '第二课时', groupHomework: { ...homework.homework.groupHomework, category: 'SH_OXFORD_3A_M1U1', tasks: [reading] } });
    server.use(http.get(api(HOMEWORK), () => HttpResponse.json(homework)), ...signedInHandlers());
    renderApp('/reading-task?isAfterClass=true&homework=shw-2&taskId=read-2', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'M1U1 第二课时' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'My pets' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '阅读：My pets' })).toBeNull();
  }, 10_000);
});
