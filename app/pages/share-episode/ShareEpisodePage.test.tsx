// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { whichIsCat } from '@plugins/activities/multi-choice-picture/fixtures';
import { fruitColour } from '@plugins/activities/multi-choice-text/fixtures';
import { parkSentence } from '@plugins/activities/sentence-completion/fixtures';
import { petsSentence } from '@plugins/activities/spelling/fixtures';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const SHARE = api('/api/v1/chronus/share-problem');

function sharedProblem(activities: unknown[], title = 'M1U1 Look and choose') {
  return { identifier: 'demo-m1u1-pictures', title, episode: { episodeId: 'm1u1-e2', episodeType: 1, activities } };
}

const activities = [
  { ...whichIsCat, metadata: { instruction: 'Listen and choose.' } },
  fruitColour,
  petsSentence,
  parkSentence,
  { ...whichIsCat, id: 'mystery', type: 999 },
  { ...fruitColour, id: 'broken', content: { assets: {}, comprehension: {} } },
];

/** A promise and the function that settles it. */
function deferred() {
  const settle: { resolve: () => void } = { resolve: () => {} };
  const promise = new Promise<void>((resolve) => {
    settle.resolve = resolve;
  });
  return { promise, resolve: () => settle.resolve() };
}

/** The card of question n, by its heading. */
function card(n: number) {
  return screen.getByRole('listitem', { name: new RegExp(`^第${n}题`) });
}

describe('/share-episode', () => {
  it('opens without sign-in and asks the server for the identifier in the link', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(SHARE, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('identifier'));
        return HttpResponse.json(sharedProblem([whichIsCat]));
      }),
    );
    const app = renderApp('/share-episode?identifier=demo-m1u1-pictures');
    expect(await screen.findByRole('heading', { level: 1, name: 'M1U1 Look and choose' })).toBeTruthy();
    expect(asked).toEqual(['demo-m1u1-pictures']);
    expect(app.location()).toBe('/share-episode?identifier=demo-m1u1-pictures');
    expect(screen.getByText('共 1 题')).toBeTruthy();
    expect(screen.getByText('本页仅供查看题目，不能作答')).toBeTruthy();
  });

  it('shows each question read-only: board title, stem, pictures, options with the correct ones marked', async () => {
    server.use(http.get(SHARE, () => HttpResponse.json(sharedProblem(activities))));
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    await screen.findByText('共 6 题');

    const first = card(1);
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('第1题Listen and choose.');
    expect(within(first).getByText('Which one is a cat?')).toBeTruthy();
    const options = within(within(first).getByRole('list', { name: '选项' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['Acat正确答案', 'B', 'C']);
    expect(within(first).getByRole('img', { name: '选项A' }).getAttribute('src')).toBe('http://api.test/media/cat.svg');
    expect(within(first).getByRole('img', { name: '选项C' }).getAttribute('src')).toBe('http://api.test/media/fish.svg');
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(first).queryByRole('textbox')).toBeNull();

    const second = card(2);
    expect(within(second).getByRole('heading', { level: 2 }).textContent).toBe('第2题请选择正确的选项（单选）');
    expect(within(second).getByText('banana').tagName).toBe('STRONG');
    expect(within(second).getByRole('img', { name: '题目图片' }).getAttribute('src')).toBe('http://api.test/media/banana.svg');
    expect(within(second).getAllByText('正确答案')).toHaveLength(1);
    expect(within(second).getByText('Yellow').closest('li')?.textContent).toBe('AYellow正确答案');
  });

  it('shows spelling with the blanks marked and sentence completion with its hint and answer', async () => {
    server.use(http.get(SHARE, () => HttpResponse.json(sharedProblem(activities))));
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    await screen.findByText('共 6 题');

    const spelling = card(3);
    expect(within(spelling).getByRole('heading', { level: 2 }).textContent).toBe('第3题听音频，拼写单词');
    expect(within(spelling).getByText('我有一只猫和一只狗。')).toBeTruthy();
    expect(within(spelling).getByText('cat').tagName).toBe('MARK');
    expect(within(spelling).getByText('dog').tagName).toBe('MARK');
    expect(within(spelling).getByText('标出的部分是需要拼写的答案')).toBeTruthy();

    const completion = card(4);
    expect(within(completion).getByRole('heading', { level: 2 }).textContent).toBe('第4题补充关键词（组），读完整句子');
    expect(within(completion).getByText('We go to the ____ on ____.')).toBeTruthy();
    expect(within(completion).getByText('提示：park / Sunday')).toBeTruthy();
    expect(within(completion).getByText('参考答案：We go to the park on Sunday.')).toBeTruthy();
  });

  it('says so for a type it cannot show and for content that does not parse, and still shows the rest', async () => {
    server.use(http.get(SHARE, () => HttpResponse.json(sharedProblem(activities))));
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    await screen.findByText('共 6 题');
    expect(within(card(5)).getByRole('heading', { level: 2 }).textContent).toBe('第5题未知的题型');
    expect(within(card(5)).getByText('暂不支持在分享页查看这种题型')).toBeTruthy();
    expect(within(card(6)).getByRole('heading', { level: 2 }).textContent).toBe('第6题未知的题型');
    expect(within(card(6)).getByText('这道题的内容有误，暂时无法显示')).toBeTruthy();
    expect(within(card(1)).getByText('Which one is a cat?')).toBeTruthy();
  });

  it('shows the loading indicator until the answer comes', async () => {
    const { promise: answered, resolve: answer } = deferred();
    server.use(
      http.get(SHARE, async () => {
        await answered;
        return HttpResponse.json(sharedProblem([whichIsCat]));
      }),
    );
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    expect(await screen.findByRole('heading', { level: 1, name: '题目分享' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'M1U1 Look and choose' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('without an identifier says the link is incomplete and asks nothing', async () => {
    renderApp('/share-episode');
    expect(await screen.findByText('分享链接不完整')).toBeTruthy();
    expect(screen.getByText('请向老师重新获取分享链接')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '题目分享' })).toBeTruthy();
  });

  it('says the shared problem does not exist when the server answers 404', async () => {
    server.use(http.get(SHARE, () => HttpResponse.json({ errorCode: 4, message: 'shared problem not found' }, { status: 404 })));
    const app = renderApp('/share-episode?identifier=gone');
    expect(await screen.findByText('分享的题目不存在或已被删除')).toBeTruthy();
    expect(screen.getByText('请向老师确认分享链接')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '刷新' })).toBeNull();
    expect(app.toasts).toEqual([]);
  });

  it('offers a refresh after a network failure, which loads the problem again', async () => {
    let fail = true;
    server.use(http.get(SHARE, () => (fail ? HttpResponse.error() : HttpResponse.json(sharedProblem([whichIsCat])))));
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'M1U1 Look and choose' })).toBeTruthy();
    expect(screen.getByText('Which one is a cat?')).toBeTruthy();
  });

  it('says so when the shared episode has no questions', async () => {
    server.use(http.get(SHARE, () => HttpResponse.json(sharedProblem([]))));
    renderApp('/share-episode?identifier=demo-m1u1-pictures');
    expect(await screen.findByText('这个分享里还没有题目')).toBeTruthy();
  });
});
