// @vitest-environment jsdom
/** A teacher resets a student's password from the console (issue 34). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';

const server = useMswServer();
const students = [{ id: 'u0', name: '小明', account: 's-xm' }, { id: 'u1', name: '小红', account: 's-xh' }, { id: 'u2', name: '小刚', account: 's-xg' }];

describe('a student’s password, reset by their teacher (issue 34)', () => {
  it('lists the class’s students once opened, with no task running; a reset is confirmed first, then the new password shown once', async () => {
    const resets: string[] = [];
    let listed = 0;
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes: [{ ...classes[0], runningTask: null }] })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/classes/class-3-1/students`), () => {
        listed += 1;
        return HttpResponse.json({ students });
      }),
      http.post(api(`${TEACHER}/students/:id/password`), ({ params }) => {
        resets.push(params.id as string);
        return HttpResponse.json({ account: 's-xg', name: '小刚', password: 'hjk34567' });
      }),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    const opener = await screen.findByText('学生账号：重置密码', {}, { timeout: 4000 });
    expect(listed).toBe(0);
    await userEvent.click(opener);
    await screen.findByText('s-xg');
    expect(screen.getAllByRole('button', { name: /^重置密码：/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
      ['小刚', '小红', '小明'].toSorted((a, b) => a.localeCompare(b, 'zh-CN')).map((name) => `重置密码：${name}`),
    );
    await userEvent.click(screen.getByRole('button', { name: '重置密码：小刚' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '重置 小刚 的密码？' })).getByRole('button', { name: '取消' }));
    expect(resets).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '重置密码：小刚' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '重置' }));
    const shown = await screen.findByRole('alertdialog', { name: '小刚 的新密码' });
    expect(within(shown).getByText('hjk34567')).toBeTruthy();
    expect(resets).toEqual(['u2']);
    await userEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('hjk34567')).toBeNull());
  });
});
