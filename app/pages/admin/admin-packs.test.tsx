// @vitest-environment jsdom
/** The admin console's content packs (issue 35): the packs imported, an upload with its report, a refused pack with every problem. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { ADMIN, admin } from '../../../tests/helpers/admin-console';

const server = useMswServer();
const at = (day: number) => new Date(2025, 8, day, 9, 30).getTime() / 1000;
const m1u1 = {
  id: 'pep-3a-m1u1', title: '三年级上册 Module 1 Unit 1', episodes: 4, tasks: 2,
  versions: [{ version: '1.1.0', current: true, importedAtSec: at(10) }, { version: '1.0.1', current: false, importedAtSec: at(5) }, { version: '1.0.0', current: false, importedAtSec: at(1) }],
};
const m1u2 = { id: 'pep-3a-m1u2', title: '三年级上册 Module 1 Unit 2', episodes: 3, tasks: 1, versions: [{ version: '1.0.0', current: true, importedAtSec: at(12) }] };
const report = { packId: 'pep-3a-m1u2', version: '1.0.0', status: 'imported', episodes: { added: ['m1u2-e1', 'm1u2-e2'], changed: ['m1u2-e3'], unchanged: [] }, tasks: 1, media: 14 };
const zip = (name = 'pep-3a-m1u2.zip') => new File(['PK\u0003\u0004 the pack'], name, { type: 'application/zip' });

/** The packs the fake server lists (m1u2 once it is imported), and every upload it received. */
function packServer(answer: () => Response) {
  const received: { query: Record<string, string>; type: string | null; body: string }[] = [];
  let lists = 0;
  server.use(
    http.get(api(`${ADMIN}/packs`), () => HttpResponse.json({ packs: lists++ === 0 ? [m1u1] : [m1u1, m1u2] })),
    http.post(api(`${ADMIN}/packs`), async ({ request }) => {
      received.push({ query: Object.fromEntries(new URL(request.url).searchParams), type: request.headers.get('Content-Type'), body: new TextDecoder().decode(await request.arrayBuffer()) });
      return answer();
    }),
    ...admin(),
  );
  return { received, lists: () => lists };
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const packRows = () => within(screen.getByRole('region', { name: '已导入的内容包' })).getAllByRole('row').map(cells);

async function choose(file: File = zip()) {
  await userEvent.upload(await screen.findByLabelText('选择文件', {}, { timeout: 4000 }), file);
}

describe('the admin console’s content packs (issue 35)', () => {
  it('the 内容包 tab says what a pack is and lists the packs: title, id, current and older versions, counts, when the current one came', async () => {
    packServer(() => HttpResponse.json(report));
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: '内容包' }, { timeout: 4000 }));
    expect(await screen.findByText(/内容包是一个 \.zip 文件.*npm run content -- check/)).toBeTruthy();
    await screen.findByRole('cell', { name: '三年级上册 Module 1 Unit 1' });
    expect(packRows()).toEqual([
      ['内容包', '编号', '当前版本', '更早的版本', '练习', '课堂任务', '导入时间'],
      ['三年级上册 Module 1 Unit 1', 'pep-3a-m1u1', '1.1.0', '1.0.1、1.0.0', '4', '2', '2025-09-10 09:30'],
    ]);
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('导入 sends the zip as it is, says 正在导入… meanwhile, then shows the report and lists the packs again', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { received, lists } = packServer(() => HttpResponse.json(report));
    server.use(http.post(api(`${ADMIN}/packs`), async ({ request }) => {
      received.push({ query: Object.fromEntries(new URL(request.url).searchParams), type: request.headers.get('Content-Type'), body: new TextDecoder().decode(await request.arrayBuffer()) });
      await answered;
      return HttpResponse.json(report);
    }));
    renderApp('/?tab=packs', { signedIn: true });
    await choose();
    expect(await screen.findByText('已选择：pep-3a-m1u2.zip（1 KB）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    const busy = await screen.findByRole('button', { name: '正在导入…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();

    const shown = await screen.findByRole('region', { name: '已导入：pep-3a-m1u2 1.0.0' });
    expect(received).toEqual([{ query: { fileName: 'pep-3a-m1u2.zip' }, type: 'application/zip', body: 'PK\u0003\u0004 the pack' }]);
    for (const line of ['新增练习 2 个', '更新练习 1 个', '未变练习 0 个', '课堂任务 1 个', '媒体文件 14 个']) expect(within(shown).getByText(line)).toBeTruthy();
    await userEvent.click(within(shown).getByText('新增练习 2 个'));
    expect(within(shown).getByText('m1u2-e2')).toBeTruthy();
    expect(within(shown).getByText('更新的练习是新的一份：学生在旧练习上的作业记录都保留。')).toBeTruthy();
    await screen.findByRole('cell', { name: '三年级上册 Module 1 Unit 2' });
    expect(packRows()[2]).toEqual(['三年级上册 Module 1 Unit 2', 'pep-3a-m1u2', '1.0.0', '—', '3', '1', '2025-09-12 09:30']);
    expect(lists()).toBe(2);
    // Done with that file: 导入 waits for the next one.
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the same version again says 内容未变', async () => {
    packServer(() => HttpResponse.json({ ...report, status: 'unchanged', episodes: { added: [], changed: [], unchanged: ['m1u2-e1', 'm1u2-e2', 'm1u2-e3'] } }));
    renderApp('/?tab=packs', { signedIn: true });
    await choose();
    await userEvent.click(await screen.findByRole('button', { name: '导入' }));
    const shown = await screen.findByRole('region', { name: '内容未变：pep-3a-m1u2 1.0.0 之前已经导入过' });
    expect(within(shown).getByText('未变练习 3 个')).toBeTruthy();
  });

  it('a refused pack (422) shows the message and every problem, file, JSON path and what is wrong; nothing was imported', async () => {
    const problems = [
      { file: 'pack.json', path: 'version', message: 'expected a version like 1.2.3' },
      { file: 'episodes/m1u2-e1.json', path: 'activities[2].content.assets.audios[0].url', message: 'media/cat.mp3 is not in the pack' },
      { file: 'media/dog.png', path: '', message: 'no JSON names this file' },
    ];
    const { lists } = packServer(() => HttpResponse.json({ errorCode: 3, message: '内容包有 3 处问题，未导入任何内容', problems }, { status: 422 }));
    renderApp('/?tab=packs', { signedIn: true });
    await choose();
    await userEvent.click(await screen.findByRole('button', { name: '导入' }));
    const refusal = await screen.findByRole('region', { name: '内容包没有导入' });
    expect(within(refusal).getByRole('alert').textContent).toBe('内容包有 3 处问题，未导入任何内容');
    expect(within(refusal).getByText(/什么都没有导入。改正后可用 npm run content -- check/)).toBeTruthy();
    expect(within(refusal).getAllByRole('row').map(cells)).toEqual([
      ['文件', '位置', '问题'],
      ['pack.json', 'version', 'expected a version like 1.2.3'],
      ['episodes/m1u2-e1.json', 'activities[2].content.assets.audios[0].url', 'media/cat.mp3 is not in the pack'],
      ['media/dog.png', '—', 'no JSON names this file'],
    ]);
    expect(lists()).toBe(1);
  });

  it('a pack refused whole (422 without problems) shows the server’s reason and no table', async () => {
    packServer(() => HttpResponse.json({ errorCode: 3, message: 'pep-3a-m1u2 1.0.0 was imported with other files: give the changed pack a new version', problems: [] }, { status: 422 }));
    renderApp('/?tab=packs', { signedIn: true });
    await choose();
    await userEvent.click(await screen.findByRole('button', { name: '导入' }));
    const refusal = await screen.findByRole('region', { name: '内容包没有导入' });
    expect(within(refusal).getByRole('alert').textContent).toBe('pep-3a-m1u2 1.0.0 was imported with other files: give the changed pack a new version');
    expect(within(refusal).getByText('什么都没有导入。')).toBeTruthy();
    expect(within(refusal).queryByRole('table')).toBeNull();
  });

  it('a file that is no zip, or over 200 MB, is refused before it is sent; the server’s 413 says the same', async () => {
    const { received } = packServer(() => HttpResponse.json({ errorCode: 9, message: 'too large' }, { status: 413 }));
    renderApp('/?tab=packs', { signedIn: true });
    const zone = (await screen.findByText('把内容包（.zip）拖到这里，或', {}, { timeout: 4000 })).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['{}'], 'pack.json')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 .zip 文件（把内容包的文件夹压缩成 .zip）');
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
    // The size is the File's own: no 200 MB is made, a stand-in says it weighs one byte more.
    const huge = Object.defineProperty(zip('big.zip'), 'size', { value: 200 * 1024 * 1024 + 1 });
    fireEvent.drop(zone, { dataTransfer: { files: [huge] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('文件太大（上限 200 MB）。更大的内容包请在服务器上用 npm run content -- import 导入'));
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
    expect(received).toEqual([]);

    fireEvent.drop(zone, { dataTransfer: { files: [zip()] } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('文件太大（上限 200 MB）。更大的内容包请在服务器上用 npm run content -- import 导入'));
    expect(received).toHaveLength(1);
  });
});
