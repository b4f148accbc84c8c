// @vitest-environment jsdom
/** The school administrator's console (issue 34): where an admin lands, and the roster import. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@core/domain';
import { ShellText } from '../../shell/strings';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { ADMIN, admin, blobText } from '../../../tests/helpers/admin-console';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';
import { passwordCsv, passwordSlipsHtml } from './password-sheets';

const server = useMswServer();
const passwords = [
  { account: 's001', name: '王小明', className: '七年级1班', password: 'abc23456' },
  { account: 's101', name: '李红', className: '七年级2班', password: 'kmn98765' },
];
const report = (dryRun: boolean) => ({
  dryRun,
  added: [
    { account: 's001', name: '王小明', role: 'student', classes: ['七年级1班'] },
    { account: 's101', name: '李红', role: 'student', classes: ['七年级2班'] },
  ],
  moved: [{ account: 's050', name: '张三', from: ['七年级1班'], to: ['七年级2班'] }],
  renamed: [],
  disabled: [{ account: 's099', name: '赵六', role: 'student' }],
  enabled: [],
  classesAdded: ['七年级2班'],
  unchanged: 37,
  passwords: dryRun ? [] : passwords,
});
const csvFile = () => new File(['账号,姓名,角色,年级,班级\ns001,王小明,学生,七年级,1班\n'], '花名册.csv', { type: 'text/csv' });

/** Every roster POST the server received: its query, content type and body. */
function rosterServer(answer: (dryRun: boolean) => Response) {
  const received: { query: Record<string, string>; type: string | null; body: string }[] = [];
  server.use(
    http.post(api(`${ADMIN}/roster`), async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      received.push({ query, type: request.headers.get('Content-Type'), body: new TextDecoder().decode(await request.arrayBuffer()) });
      return answer(query.dryRun === '1');
    }),
    ...admin(),
  );
  return received;
}

async function chooseFile(file: File = csvFile()) {
  await userEvent.upload(await screen.findByLabelText('选择文件', {}, { timeout: 4000 }), file);
  expect(await screen.findByText(/已选择：/)).toBeTruthy();
}

describe('the admin console (issue 34)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a school administrator lands on it wherever they sign in: 学校管理, their name, 退出登录, four tabs', async () => {
    server.use(...admin());
    const first = renderApp('/admin', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '学校管理' }, { timeout: 4000 })).toBeTruthy();
    first.unmount();
    renderApp('/homework', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '学校管理' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('赵校长')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['导入花名册', '人员', '操作记录', '内容包']);
    expect(screen.getByRole('tab', { name: '导入花名册' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a teacher gets the teacher console, never the admin’s; a student opening /admin finds nothing there', async () => {
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/classes/class-3-1/tasks`), () => HttpResponse.json({ tasks: [] })),
      ...teacher(),
    );
    const asTeacher = renderApp('/admin', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '教师控制台' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '学校管理' })).toBeNull();
    asTeacher.unmount();

    server.use(...signedInHandlers({ user: { userType: UserType.STUDENT } }));
    renderApp('/admin', { signedIn: true });
    expect(await screen.findByRole('heading', { name: ShellText.pageNotFound })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '学校管理' })).toBeNull();
  });

  it('预览 sends the file’s bytes as a dry run and shows the counts, each list opened on demand', async () => {
    const received = rosterServer((dryRun) => HttpResponse.json(report(dryRun)));
    renderApp('/', { signedIn: true });
    await chooseFile();
    await userEvent.click(screen.getByRole('checkbox', { name: '停用名单中没有的账号' }));
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('region', { name: '预览：确认后将发生这些变化' });
    expect(received).toEqual([{ query: { fileName: '花名册.csv', dryRun: '1', removeMissing: '1' }, type: 'application/octet-stream', body: '账号,姓名,角色,年级,班级\ns001,王小明,学生,七年级,1班\n' }]);
    for (const line of ['新增 2 人', '调班 1 人', '停用 1 人', '新班级 1 个']) expect(within(preview).getByText(line)).toBeTruthy();
    for (const line of ['改名 0 人', '恢复 0 人', '另有 37 人没有变化']) expect(within(preview).getByText(line)).toBeTruthy();
    await userEvent.click(within(preview).getByText('调班 1 人'));
    expect(within(preview).getByText('张三（s050）：七年级1班 → 七年级2班')).toBeTruthy();
  });

  it('确认导入 sends the same file with the same options, then shows the passwords once with the warning; the two downloads carry them', async () => {
    const received = rosterServer((dryRun) => HttpResponse.json(report(dryRun)));
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:sheet-${blobs.push(blob)}`, revokeObjectURL: () => undefined }));
    const tab = { addEventListener: vi.fn<(type: string, listener: () => void) => void>(), print: vi.fn<() => void>() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderApp('/', { signedIn: true });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByRole('heading', { name: '新账号的初始密码（2 人）' })).toBeTruthy();
    expect(received.map((r) => r.query)).toEqual([
      { fileName: '花名册.csv', dryRun: '1', removeMissing: '0' },
      { fileName: '花名册.csv', dryRun: '0', removeMissing: '0' },
    ]);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(screen.getByRole('alert').textContent).toBe('初始密码只显示这一次，请立即下载或打印');
    expect(screen.getByRole('region', { name: '导入完成' })).toBeTruthy();
    expect(screen.getByText('kmn98765')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '打印密码条' }));
    expect(opened).toHaveBeenCalledWith('blob:sheet-1', '_blank');
    expect(blobs[0]!.type).toBe('text/html;charset=utf-8');
    expect(await blobText(blobs[0]!)).toBe(passwordSlipsHtml(passwords));
    // The page carries no script: the console prints it once it has loaded.
    tab.addEventListener.mock.calls[0]![1]();
    expect(tab.print).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '下载 CSV' }));
    expect(saved).toEqual([expect.stringMatching(/^初始密码-\d{8}-\d{4}\.csv blob:sheet-2$/)]);
    expect(blobs[1]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobText(blobs[1]!)).toBe(passwordCsv(passwords));
    expect((await blobText(blobs[1]!)).startsWith('\uFEFF班级,姓名,账号,初始密码\r\n')).toBe(true);
  });

  it('a refused roster (422) shows the message and every bad row; nothing was imported', async () => {
    const rows = [
      { row: 3, reason: '第 3 行：缺少姓名' },
      { row: 7, reason: '第 7 行：账号 s001 与第 2 行重复' },
      { row: 12, reason: '第 12 行：角色只能是 学生 或 教师' },
    ];
    rosterServer(() => HttpResponse.json({ errorCode: 3, message: '花名册有 3 行不对，没有导入', rows }, { status: 422 }));
    renderApp('/', { signedIn: true });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const refusal = await screen.findByRole('region', { name: '花名册没有导入' });
    expect(within(refusal).getByRole('alert').textContent).toBe('花名册有 3 行不对，没有导入');
    const table = within(refusal).getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['行号', '原因'],
      ['3', '第 3 行：缺少姓名'],
      ['7', '第 7 行：账号 s001 与第 2 行重复'],
      ['12', '第 12 行：角色只能是 学生 或 教师'],
    ]);
    expect(screen.queryByRole('button', { name: '确认导入' })).toBeNull();
  });

  it('a file too large is told at once, or when the server answers 413; a file that is no roster is not sent', async () => {
    const received = rosterServer(() => HttpResponse.json({ errorCode: 9, message: '文件太大（上限 5 MB）' }, { status: 413 }));
    renderApp('/', { signedIn: true });
    const zone = (await screen.findByText('把花名册文件拖到这里，或', {}, { timeout: 4000 })).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], '成绩.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('只能导入 .xlsx 或 .csv 文件');
    fireEvent.drop(zone, { dataTransfer: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], '花名册.xlsx')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('文件太大（上限 5 MB）'));
    expect((screen.getByRole('button', { name: '预览' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.drop(zone, { dataTransfer: { files: [csvFile()] } });
    expect(await screen.findByText(/已选择：花名册\.csv/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('文件太大（上限 5 MB）'));
    expect(received).toHaveLength(1);
  });
});
