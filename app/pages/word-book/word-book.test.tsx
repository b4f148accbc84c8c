// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const now = Math.floor(Date.now() / 1000);
const item = (word: string, createdAt: number, collected = true) => ({ word, createdAt, updatedAt: createdAt, collected });
const LOOKUP = '/api/v1/ncc/vocabulary/cambridge/lookup';
const apple = {
  word: 'apple',
  wordBrief: { pos: 'noun', definitionCn: 'noun. 苹果' },
  pronunciationInfo: { us: 'ˈæpəl', uk: 'ˈæpəl', usMp3Cdn: '/cdn/clips/us.mp3', ukMp3Cdn: '/cdn/clips/uk.mp3' },
  wordEntry: [{ pos: 'noun', knowledgePoint: { cambridgeVocab: { definition: 'a round fruit' }, definitionCn: '苹果', displayExample: [{ originalText: 'I like red apples.', translation: '我喜欢红苹果。', audioCdn: '/cdn/clips/ex.mp3' }] } }],
};

describe('/word-book', () => {
  it('lists the collected words by day, sorts them by letter with the index bar, and keeps tab and sort in the query', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/api/v1/caen/wordbook/items'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: { words: [item('cat', now), item('apple', now - 86_400), item("'til", now - 86_400 * 30)], total: 3 } });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp('/word-book', { signedIn: true });
    expect(await screen.findByRole('region', { name: '今天' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '昨天' })).getByRole('button', { name: 'apple' })).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked[0]).toBe('?page=1&pageSize=-1&sortType=1');
    await userEvent.click(screen.getByRole('button', { name: '排序' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '排序' })).getByRole('button', { name: '按字母' }));
    await waitFor(() => expect(app.location()).toBe('/word-book?tab=collection&sortType=2'));
    const index = await screen.findByRole('navigation', { name: '字母索引' });
    expect(within(index).getAllByRole('button').map((b) => b.textContent)).toEqual(['A', 'C', '#']);
  });

  it('says so when a tab is empty, and opens a word with the list in route state', async () => {
    server.use(
      http.get(api('/api/v1/caen/words/queried_histories'), () => HttpResponse.json({ data: { words: [], total: 0 } })),
      http.get(api('/api/v1/caen/wordbook/items'), () => HttpResponse.json({ data: { words: [item('apple', now), item('cat', now)], total: 2 } })),
      http.get(api(LOOKUP), () => HttpResponse.json({ data: apple })),
      http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [{ word: 'apple', exist: true }] })),
      ...signedInHandlers(),
    );
    const app = renderApp('/word-book?tab=history', { signedIn: true });
    expect(await screen.findByText('你还没有查过任何单词')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '我的收藏' }));
    await userEvent.click(await screen.findByRole('button', { name: 'apple' }));
    await waitFor(() => expect(app.location()).toBe('/word-book/apple'));
    expect(await screen.findByText('noun. 苹果')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一个单词' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下一个单词' })).toHaveProperty('disabled', false);
  });
});

describe('/word-book/{word}', () => {
  it('shows the word, both pronunciations with audio, the entries with examples, and collects or removes it', async () => {
    const calls: string[] = [];
    server.use(
      http.get(api(LOOKUP), () => HttpResponse.json({ data: apple })),
      http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [{ word: 'apple', exist: false }] })),
      http.post(api('/api/v1/caen/wordbook/item'), async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ok: true });
      }),
      http.delete(api('/api/v1/caen/wordbook/item'), ({ request }) => {
        calls.push(`DELETE ${new URL(request.url).search}`);
        return HttpResponse.json({ ok: true });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp('/word-book/apple', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'apple', level: 2 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /播放英式发音/ }));
    expect(app.played).toContain('word-uk');
    expect(screen.getByText('I like red apples.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上一个单词' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '收藏到单词本' }));
    await userEvent.click(await screen.findByRole('button', { name: '从单词本移除' }));
    await waitFor(() => expect(calls).toEqual(['POST {"word":"apple","source":7}', 'DELETE ?word=apple']));
  });

  it.each([
    [{ status: 404, body: { errorCode: 5, message: 'no' } }, '找不到该单词'],
    [{ status: 200, body: { data: { ...apple, wordBrief: undefined } } }, '该单词尚未被收录, 我们正在努力收录中'],
    [{ status: 500, body: { errorCode: 1, message: 'x' } }, '该单词尚未被收录, 我们正在努力收录中'],
  ])('shows the page state for %j', async (reply, text) => {
    server.use(http.get(api(LOOKUP), () => HttpResponse.json(reply.body, { status: reply.status })), http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [] })), ...signedInHandlers());
    renderApp('/word-book/qzx', { signedIn: true });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('offers no 收藏到单词本 for a word the dictionary does not know (issue 32, item 14)', async () => {
    server.use(
      http.get(api(LOOKUP), () => HttpResponse.json({ errorCode: 5, message: '找不到该单词: 3D' }, { status: 404 })),
      http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [{ word: '3d', exist: false }] })),
      ...signedInHandlers(),
    );
    renderApp('/word-book/3D', { signedIn: true });
    expect(await screen.findByText('找不到该单词')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '收藏到单词本' })).toBeNull();
    expect(screen.queryByText('网络出错，轻触屏幕加载')).toBeNull();
  });

  it('says 找不到该单词 when collecting is answered 404 errorCode 5, and 网络出错 only when no answer came', async () => {
    let answer: 'notFound' | 'none' = 'notFound';
    server.use(
      http.get(api(LOOKUP), () => HttpResponse.json({ data: apple })),
      http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [{ word: 'apple', exist: false }] })),
      http.post(api('/api/v1/caen/wordbook/item'), () => (answer === 'none' ? HttpResponse.error() : HttpResponse.json({ errorCode: 5, message: 'no' }, { status: 404 }))),
      ...signedInHandlers(),
    );
    const app = renderApp('/word-book/apple', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '收藏到单词本' }));
    await waitFor(() => expect(app.toasts).toEqual(['找不到该单词']));
    answer = 'none';
    await userEvent.click(screen.getByRole('button', { name: '收藏到单词本' }));
    await waitFor(() => expect(app.toasts).toEqual(['找不到该单词', '网络出错，轻触屏幕加载']));
  });

  it('says 网络出错，轻触屏幕加载 without an answer, and a touch reloads', async () => {
    let down = true;
    server.use(
      http.get(api(LOOKUP), () => (down ? HttpResponse.error() : HttpResponse.json({ data: apple }))),
      http.get(api('/api/v1/caen/wordbook/exist'), () => HttpResponse.json({ words: [] })),
      ...signedInHandlers(),
    );
    renderApp('/word-book/apple', { signedIn: true });
    const retry = await screen.findByRole('button', { name: '网络出错，轻触屏幕加载' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByText('noun. 苹果')).toBeTruthy();
  });
});
