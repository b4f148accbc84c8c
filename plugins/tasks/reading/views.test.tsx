// @vitest-environment jsdom
/**
 * The reading screen with the host's word calls and upload provided as task services (as the host provides them).
 * jsdom has no canvas, so html2canvas fails here as it would on a browser that cannot draw the page:
 * the capture-failure path is real; the whole report (capture, webp, upload) is the e2e test's.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WordPage } from '@core/contract';
import type { TaskWords } from '@core/registry/task-plugin';
import { reportUploadRef, storedFileRef, taskWordsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import ReadingPanel from './Panel';
import ReadingView from './View';
import type { ReadingResult, ReadingTask } from './definition';

afterEach(cleanup);
const task: ReadingTask = { title: 'A Day at the Zoo', records: [{ content: "Tom's cat doesn't like rain.", contentType: 2 }] };
const cat: WordPage = { status: 'success', lookup: { word: 'cat', wordBrief: { pos: 'noun', definitionCn: 'noun. 猫' }, pronunciationInfo: { us: 'kæt', uk: 'kæt', usMp3Cdn: '/cdn/clips/us.mp3', ukMp3Cdn: '/cdn/clips/uk.mp3' } } };

function fakeWords(pages: Record<string, WordPage[]>, history: string[] = []): TaskWords & { book: Set<string>; asked: string[] } {
  const book = new Set<string>();
  const asked: string[] = [];
  const item = (word: string) => ({ word, createdAt: 1, updatedAt: 1, collected: book.has(word) });
  return {
    book,
    asked,
    list: async (tab) => (tab === 'collection' ? [...book] : history).map(item),
    lookUp: async (word) => {
      asked.push(word);
      return pages[word]?.shift() ?? { status: 'notFound' };
    },
    isCollected: async (word) => book.has(word),
    collect: async (word) => void book.add(word),
    remove: async (word) => void book.delete(word),
  };
}

function renderView(words: TaskWords, uploadReport = vi.fn<(image: Blob) => Promise<string>>()) {
  const onSubmit = vi.fn<(result: ReadingResult) => Promise<boolean>>(async () => true);
  render(
    <TaskServicesContext value={TaskServices.of(provide(taskWordsRef, words), provide(reportUploadRef, uploadReport))}>
      <ReadingView task={task} taskId="gt-reading" submitted={undefined} submitting={false} onSubmit={onSubmit} />
    </TaskServicesContext>,
  );
  return { onSubmit, uploadReport };
}

describe('the reading screen (issue 17)', () => {
  it('shows the title and the text with every word tappable', () => {
    renderView(fakeWords({}));
    expect(screen.getByRole('heading', { name: 'A Day at the Zoo' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent).slice(1, 6)).toEqual(["Tom's", 'cat', "doesn't", 'like', 'rain']);
    expect(document.querySelector('.reading__text')?.textContent).toBe("Tom's cat doesn't like rain.");
  });

  it("opens a tapped word's meaning in a popup, looks up its letters, and collects it", async () => {
    const words = fakeWords({ cat: [cat] });
    renderView(words);
    await userEvent.click(screen.getByRole('button', { name: 'cat' }));
    const popup = await screen.findByRole('dialog', { name: 'cat' });
    expect(await within(popup).findByText('noun. 猫')).toBeTruthy();
    await userEvent.click(await within(popup).findByRole('button', { name: '收藏到单词本' }));
    expect(words.book.has('cat')).toBe(true);
    expect(within(popup).getByRole('button', { name: '从单词本移除' })).toBeTruthy();

    await userEvent.click(within(popup).getByRole('button', { name: '关闭' }));
    await userEvent.click(screen.getByRole('button', { name: "Tom's" }));
    expect(await within(await screen.findByRole('dialog', { name: 'tom' })).findByText('找不到该单词')).toBeTruthy();
    expect(words.asked).toEqual(['cat', 'tom']);
  });

  it('opens the word book in a popup, both tabs, and a word from it shows its meaning', async () => {
    const words = fakeWords({ cat: [cat] }, ['cat']);
    renderView(words);
    await userEvent.click(screen.getByRole('button', { name: '单词本' }));
    const book = screen.getByRole('dialog', { name: '单词本' });
    expect(await within(book).findByText('你还没有收藏任何单词')).toBeTruthy();
    await userEvent.click(within(book).getByRole('tab', { name: '我查过的' }));
    await userEvent.click(await within(book).findByRole('button', { name: 'cat' }));
    expect(screen.queryByRole('dialog', { name: '单词本' })).toBeNull();
    expect(await within(await screen.findByRole('dialog', { name: 'cat' })).findByText('noun. 猫')).toBeTruthy();
  });

  it('says a network error in the popup and asks again on a touch', async () => {
    const words = fakeWords({ rain: [{ status: 'other' }, { status: 'notIncluded' }] });
    renderView(words);
    await userEvent.click(screen.getByRole('button', { name: 'rain' }));
    await userEvent.click(await screen.findByRole('button', { name: '网络出错，轻触屏幕加载' }));
    expect(await screen.findByText('该单词尚未被收录, 我们正在努力收录中')).toBeTruthy();
    expect(words.asked).toEqual(['rain', 'rain']);
  });

  it('asks before handing in the report; a cancel hands in nothing', async () => {
    const { onSubmit, uploadReport } = renderView(fakeWords({}));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const confirm = screen.getByRole('alertdialog', { name: '确定要提交数据报告吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(uploadReport).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'html转化图片失败,请重试' when the page cannot be captured, uploads nothing, and can be tried again", async () => {
    // jsdom has no styles of pseudo-elements and says so on every one html2canvas asks for: it gets the
    // element's own, and fails where a browser without a canvas would.
    const styleOf = window.getComputedStyle.bind(window);
    const quiet = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => styleOf(element));
    const { onSubmit, uploadReport } = renderView(fakeWords({}));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('html转化图片失败,请重试');
    expect(uploadReport).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
    quiet.mockRestore();
  });

  it('a browser that cannot draw says so when the student goes to draw, and the words stay tappable', async () => {
    renderView(fakeWords({}));
    await userEvent.click(screen.getByRole('button', { name: '去圈画' }));
    expect((await screen.findByRole('alert')).textContent).toBe('这台设备暂时无法圈画，可以直接提交');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'cat' })).toBeTruthy();
  });
});

const report = (imgUrl: string, durationSec: number): ReadingResult => ({ interactiveTaskResult: { readingTaskResult: { id: 'gt-reading', durationSec, imgUrl } } });
const loadImage = async (url: string) => `blob:${url.split('/').at(-1)}`;

describe('the reading panel (teacher console and projector)', () => {
  const results = [
    { studentId: 's1', name: '小明', result: report('/files/uploads/report/a.webp', 300) },
    { studentId: 's2', name: '小红', result: report('/files/uploads/report/b.webp', 90) },
  ];

  it("shows each student's report as a thumbnail fetched with the teacher's token, and one full size on a tap", async () => {
    render(<TaskServicesContext value={TaskServices.of(provide(storedFileRef, loadImage))}><ReadingPanel task={task} results={results} /></TaskServicesContext>);
    expect(screen.getByText('已收到 2 份数据报告')).toBeTruthy();
    const first = screen.getByRole('button', { name: /查看数据报告：\s*小明/ });
    expect(within(first).getByText('用时 5 分钟')).toBeTruthy();
    await screen.findAllByRole('img', { hidden: true });
    await vi.waitFor(() => expect([...document.querySelectorAll('.reading-panel__thumb')].map((img) => img.getAttribute('src'))).toEqual(['blob:a.webp', 'blob:b.webp']));
    await userEvent.click(screen.getByRole('button', { name: /查看数据报告：\s*小红/ }));
    const full = screen.getByRole('dialog', { name: '小红的数据报告' });
    expect((await within(full).findByRole('img', { name: '小红的数据报告' })).getAttribute('src')).toBe('blob:b.webp');
    await userEvent.click(within(full).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no names on the projector', () => {
    render(<TaskServicesContext value={TaskServices.of(provide(storedFileRef, loadImage))}><ReadingPanel task={task} results={results} projector /></TaskServicesContext>);
    expect(screen.queryByText('小明')).toBeNull();
    expect(screen.getByRole('button', { name: /查看数据报告：\s*第 1 份/ })).toBeTruthy();
  });
});
