// @vitest-environment jsdom
/** The admin console's people and audit log (issue 34): search and filters, 调班, 停用 asked first, a reset password shown once, the log by pages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { ADMIN, admin, schoolClasses } from '../../../tests/helpers/admin-console';

const server = useMswServer();
const xiaoming = { id: 'p1', account: 's001', name: '王小明', role: 'student', classes: [{ id: 'c7-1', name: '七年级1班' }], disabled: false };
const teacherLi = { id: 'p2', account: 't001', name: '李老师', role: 'teacher', classes: [{ id: 'c7-1', name: '七年级1班' }, { id: 'c7-2', name: '七年级2班' }], disabled: false };

/** People as the server lists them (120 in all, so three pages), and every query it was asked. */
function peopleServer() {
  const queries: Record<string, string>[] = [];
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(api(`${ADMIN}/people`), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ people: [xiaoming, teacherLi], total: 120 });
    }),
    http.get(api(`${ADMIN}/classes`), () => HttpResponse.json({ classes: schoolClasses })),
    http.post(api(`${ADMIN}/people/:id/:action`), async ({ request, params }) => {
      const body = request.headers.get('Content-Type')?.includes('json') ? await request.json() : undefined;
      posts.push({ path: `${params.id as string}/${params.action as string}`, body });
      if (params.action === 'password') return HttpResponse.json({ account: 's001', name: '王小明', password: 'xyz98765' });
      if (params.action === 'move') return HttpResponse.json({ ...xiaoming, classes: [{ id: 'c7-2', name: '七年级2班' }] });
      return HttpResponse.json({ ...xiaoming, disabled: (body as { disabled: boolean }).disabled });
    }),
    ...admin(),
  );
  return { queries, posts };
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('the admin console’s people (issue 34)', () => {
  it('lists 50 a page with name, account, role, classes and status; search sends q, the filters theirs, and the pages their offset', async () => {
    const { queries } = peopleServer();
    renderApp('/?tab=people', { signedIn: true });
    await screen.findByRole('cell', { name: '王小明' }, { timeout: 4000 });
    expect([...row('李老师').querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual(['李老师', 't001', '教师', '七年级1班、七年级2班', '正常']);
    expect(screen.getByText('共 120 人 · 第 1/3 页')).toBeTruthy();
    expect(within(row('李老师')).queryByRole('button', { name: '调班：李老师' })).toBeNull();
    expect(queries).toEqual([{ offset: '0', limit: '50' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索姓名或账号' }), ' 王 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '班级' }), '七年级2班');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '角色' }), '学生');
    await userEvent.click(screen.getByRole('checkbox', { name: '已停用' }));
    await userEvent.click(await screen.findByRole('button', { name: '下一页' }));
    await screen.findByText('共 120 人 · 第 2/3 页');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('共 120 人 · 第 1/3 页');
    expect(queries.slice(1)).toEqual([
      { q: '王', offset: '0', limit: '50' },
      { q: '王', classId: 'c7-2', offset: '0', limit: '50' },
      { q: '王', classId: 'c7-2', role: 'student', offset: '0', limit: '50' },
      { q: '王', classId: 'c7-2', role: 'student', disabled: '1', offset: '0', limit: '50' },
      { q: '王', classId: 'c7-2', role: 'student', disabled: '1', offset: '50', limit: '50' },
      { q: '王', classId: 'c7-2', role: 'student', disabled: '1', offset: '0', limit: '50' },
    ]);
  });

  it('停用 asks first (the account cannot sign in at once, its work is kept); 启用 does not', async () => {
    const { posts } = peopleServer();
    renderApp('/?tab=people', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '停用：王小明' }, { timeout: 4000 }));
    const ask = screen.getByRole('alertdialog', { name: '停用 王小明 的账号？' });
    expect(within(ask).getByText('停用后该账号立即无法登录，作业记录会保留')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '停用：王小明' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(within(row('王小明')).getByText('已停用')).toBeTruthy());
    expect(posts).toEqual([{ path: 'p1/disabled', body: { disabled: true } }]);

    await userEvent.click(within(row('王小明')).getByRole('button', { name: '启用：王小明' }));
    await waitFor(() => expect(within(row('王小明')).getByText('正常')).toBeTruthy());
    expect(posts[1]).toEqual({ path: 'p1/disabled', body: { disabled: false } });
  });

  it('调班 moves a student to the class picked', async () => {
    const { posts } = peopleServer();
    renderApp('/?tab=people', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '调班：王小明' }, { timeout: 4000 }));
    const ask = screen.getByRole('alertdialog', { name: '给 王小明 调班' });
    expect((within(ask).getByRole('option', { name: '七年级1班' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(ask).getByRole('combobox', { name: '调到' }) as HTMLSelectElement).value).toBe('c7-2');
    await userEvent.click(within(ask).getByRole('button', { name: '调班' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'p1/move', body: { classId: 'c7-2' } }]));
    expect(await within(row('王小明')).findByText('七年级2班')).toBeTruthy();
  });

  it('重置密码 asks first, then shows the new password once, with a copy button', async () => {
    const { posts } = peopleServer();
    renderApp('/?tab=people', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '重置密码：王小明' }, { timeout: 4000 }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '重置 王小明 的密码？' })).getByRole('button', { name: '重置' }));
    const shown = await screen.findByRole('alertdialog', { name: '王小明 的新密码' });
    expect(within(shown).getByText('xyz98765')).toBeTruthy();
    expect(within(shown).getByText('s001')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: '复制' })).toBeTruthy();
    expect(posts).toEqual([{ path: 'p1/password', body: {} }]);
    await userEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    expect(screen.queryByText('xyz98765')).toBeNull();
  });
});

/** An audit entry of the fake server's log, numbered by id. */
const auditEntry = (id: number) => ({ id, atSec: new Date(2025, 8, 1, 8, id - 940).getTime() / 1000, actor: { id: 'a1', name: '赵校长' }, action: 'person.move', target: `s${id}`, summary: `移至 七年级2班（${id}）` });

describe('the admin console’s audit log (issue 34)', () => {
  it('shows time, who, what and whom, newest first; 加载更多 asks for the entries before the last one shown', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(api(`${ADMIN}/audit`), ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        const before = Number(query.before ?? 1000);
        const ids = Array.from({ length: 50 }, (_, i) => before - 1 - i).filter((id) => id > 940);
        return HttpResponse.json({ entries: ids.map(auditEntry) });
      }),
      ...admin(),
    );
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: '操作记录' }, { timeout: 4000 }));
    const first = await screen.findByRole('cell', { name: '移至 七年级2班（999）' });
    expect([...first.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2025-09-01 08:59', '赵校长', '移至 七年级2班（999）', 's999']);
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('cell', { name: '移至 七年级2班（941）' })).toBeTruthy();
    expect(asked).toEqual([{ limit: '50' }, { limit: '50', before: '950' }]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
