/**
 * The word book in a real Chromium against the real server (issue 16): look words up (a word page opened
 * directly is a lookup), collect them, find them in both tabs and both sorts, open one from the list, step
 * to the next, and practise it: the fake microphone says the word, the speech engine scores it, and the
 * score shows with its tier. Textbook names, and what is no word (issue 32).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { closeBrowser, openPage, screenshot, signIn, useFakeMicrophone } from './browser';
import { FakeMicrophoneVoice } from './voice';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);
beforeAll(async () => {
  await voice.say('cat');
});
afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

describe('the word book', () => {
  it('looks words up, collects them, lists them in both tabs and sorts, steps through them and scores a reading', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    await signIn(page, 'student10');

    for (const word of ['cat', 'apple']) {
      await page.goto(`/word-book/${word}`);
      await page.getByRole('heading', { name: word, level: 2 }).waitFor();
      await page.getByRole('button', { name: '收藏到单词本' }).tap();
      await page.getByRole('button', { name: '从单词本移除' }).waitFor();
    }
    // A form of a word: its headword's page, and it says so.
    await page.goto('/word-book/went');
    await page.getByText('went 是 go 的变化形式').waitFor();

    await page.goto('/word-book');
    await page.getByRole('region', { name: '今天' }).getByRole('button', { name: 'apple' }).waitFor();
    await page.getByRole('tab', { name: '我查过的' }).tap();
    await page.getByRole('button', { name: 'go' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=history&sortType=1');
    await page.getByRole('tab', { name: '我的收藏' }).tap();
    await page.getByRole('button', { name: '排序' }).tap();
    await page.getByRole('dialog', { name: '排序' }).getByRole('button', { name: '按字母' }).tap();
    const index = page.getByRole('navigation', { name: '字母索引' });
    await index.waitFor();
    expect(await index.getByRole('button').allTextContents()).toEqual(['A', 'C']);
    await screenshot(page, 'word-book');

    await page.getByRole('button', { name: 'apple' }).tap();
    await page.getByRole('heading', { name: 'apple', level: 2 }).waitFor();
    await page.getByText('I like red apples.').waitFor();
    await page.getByRole('button', { name: '下一个单词' }).tap();
    await page.getByRole('heading', { name: 'cat', level: 2 }).waitFor();
    await screenshot(page, 'word-detail');

    await page.getByRole('tab', { name: '发音练习' }).tap();
    await page.getByRole('button', { name: '开始录音' }).tap();
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: '结束录音' }).tap();
    const score = page.getByRole('status').filter({ hasText: /^得分 \d+ · / });
    await score.waitFor({ timeout: 15_000 });
    expect(await score.textContent()).toMatch(/^得分 \d+ · (再接再厉|不错|优秀|完美)$/);
  }, 90_000);

  it('answers textbook names as names, says 找不到该单词 centred for what is no word, and offers no collecting it (issue 32)', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    await signIn(page, 'student10');

    await page.goto('/word-book/tom');
    await page.getByRole('heading', { name: 'Tom', level: 2 }).waitFor();
    await page.getByText('noun. 人名：汤姆（男子名）').waitFor();
    await page.goto('/word-book/shanghai');
    await page.getByRole('heading', { name: 'Shanghai', level: 2 }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/拐骗|胁迫/);

    for (const word of ['asdfgh', '3D']) {
      await page.goto(`/word-book/${word}`);
      const state = page.getByRole('status').filter({ hasText: '找不到该单词' });
      await state.waitFor();
      expect(await page.getByRole('button', { name: '收藏到单词本' }).count()).toBe(0);
      expect(await page.getByText('网络出错，轻触屏幕加载').count()).toBe(0);
    }
    // Centred in the page, away from its edges (it sat flush at the top left).
    const { text, box, viewport } = await page.getByRole('status').filter({ hasText: '找不到该单词' }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { left, right, top } = range.getBoundingClientRect();
      const main = element.getBoundingClientRect();
      return { text: { left, right, top }, box: { left: main.left, right: main.right, top: main.top }, viewport: window.innerWidth };
    });
    expect(Math.abs(text.left - box.left - (box.right - text.right))).toBeLessThan(2);
    expect(text.left).toBeGreaterThan(viewport / 4);
    expect(text.top - box.top).toBeGreaterThan(40);
    await screenshot(page, 'word-not-found');
  }, 60_000);
});
