// @vitest-environment jsdom
/** The kinds' panels inside the teacher console (issue 32): what the teacher sees of each kind's results. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@core/domain';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const REPORT = '/files/uploads/report/xiaoming.webp';
const reading = { title: 'My school', records: [{ content: 'This is my school.', contentType: 2 }] };
const optionalTask = { selfSelected: { tasks: [{ taskId: 'opt-reading', title: '阅读：My school', originalTask: { taskType: 1, readingTask: reading } }] } };
const readingAnswer = {
  groupTaskId: 'gt-opt', taskType: 'INTERACTIVE',
  interactiveTaskResult: {
    id: 'gt-opt',
    selfSelectedResult: {
      selectedTaskIds: ['opt-reading'],
      answers: [{ taskId: 'opt-reading', result: { interactiveTaskResult: { readingTaskResult: { id: 'gt-opt', durationSec: 120, imgUrl: api(REPORT) } } }, timestampUsec: '1', durationSec: 120 }],
    },
  },
};
const live = {
  groupTaskId: 'gt-opt', classId: 'class-4-1', title: '分层题包：四选一', taskType: 2, kind: 'optional', interactiveTask: optionalTask, running: true, studentCount: 2,
  joined: [{ id: 'u0', name: '小明' }], submitted: [{ id: 'u0', name: '小明' }], missing: [{ id: 'u1', name: '小红' }],
  results: [{ studentId: 'u0', name: '小明', result: readingAnswer }],
};

describe('the kinds’ panels in the teacher console', () => {
  // jsdom has no object URLs; the browser's own would be a blob: address too.
  beforeEach(() => vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined })));
  afterEach(() => vi.unstubAllGlobals());

  it('a reading report inside 分层题包 is fetched with the teacher’s token and shown (uploads are not public)', async () => {
    const imageAuth: (string | null)[] = [];
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ id: 'class-4-1', name: '(1)班', gradeLevelStr: '四年级', studentCount: 2, runningTask: { groupTaskId: 'gt-opt', title: '分层题包' } }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/classes/class-4-1/tasks`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/tasks/gt-opt/live`), () => HttpResponse.json(live)),
      http.get(api(REPORT), ({ request }) => {
        imageAuth.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') ? HttpResponse.arrayBuffer(new ArrayBuffer(8), { headers: { 'Content-Type': 'image/webp' } }) : new HttpResponse(null, { status: 401 });
      }),
      ...signedInHandlers({ user: { userType: UserType.TEACHER, nickName: '李老师' } }),
    );
    renderApp('/', { signedIn: true });
    const item = await screen.findByRole('region', { name: '阅读：My school' }, { timeout: 10_000 });
    const report = await within(item).findByRole('button', { name: /查看数据报告：\s*小明/ });
    await waitFor(() => expect(report.querySelector('img')?.getAttribute('src')).toBe('blob:report'));
    expect(imageAuth).toEqual([expect.stringMatching(/^Bearer /)]);
  }, 25_000);
});
