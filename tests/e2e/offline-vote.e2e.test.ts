/**
 * A vote on a dropped connection (issue 33, item 5), in a real Chromium against the real server: task
 * results go through the phone's pending queue with their Idempotency-Key, as homework answers do.
 *
 * Two students of the full class 4-1 (accounts no other e2e test votes with):
 * - one votes with the phone offline: the vote waits on the phone (答案已保存在本机，联网后会自动提交)
 *   and reaches the teacher once the phone is back online;
 * - one loses the connection after the vote reached the server, before its answer came back: the
 *   phone keeps it and sends it again when back online, and the server answers that from the first
 *   (Idempotent-Replayed), adding nothing.
 * The teacher's live view then counts each vote once.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser } from './browser';
import { endTask, studentInTask, teacherOn } from './lesson';

afterAll(closeBrowser);

const SAVED_ON_PHONE = '答案已保存在本机，联网后会自动提交';
const RESULT_POST = /\/api\/v1\/chronus\/student\/classroom\/task\/[^/?]+$/;
const pendingOn = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('pendingSubmissions'))) ?? '[]') as unknown[];
const isResultPost = (request: Request) => request.method() === 'POST' && RESULT_POST.test(new URL(request.url()).pathname);

describe('a vote on a dropped connection (issue 33)', () => {
  it('is kept on the phone, sent when the connection returns, and counted once', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：投票：你最喜欢哪种宠物？' }).click();
    const [offline, cutOff] = await Promise.all(['student130', 'student131'].map((account) => studentInTask(account, '/vote-task', context)));
    const tally = teacher.getByRole('region', { name: '投票结果' });

    // The vote on screen, then the Wi-Fi drops before the vote: it stays on the phone, and the teacher has nothing yet.
    await Promise.all([offline, cutOff].map((page) => page!.getByRole('radio', { name: /a dog/ }).waitFor()));
    await offline!.context().setOffline(true);
    await offline!.getByRole('radio', { name: /a dog/ }).check();
    await offline!.getByRole('button', { name: '提交' }).tap();
    await offline!.getByText(SAVED_ON_PHONE).waitFor();
    expect(await pendingOn(offline!)).toHaveLength(1);
    await teacher.waitForTimeout(2500); // a poll of the live view
    await tally.getByText('0 人已投票').waitFor();

    // Back online: the delivery loop sends it, and the teacher's next poll shows it.
    await offline!.context().setOffline(false);
    await tally.getByRole('img', { name: 'A a dog: 1 人' }).waitFor({ timeout: 8000 });
    await expect.poll(() => pendingOn(offline!), { timeout: 8000 }).toEqual([]);

    // The vote reaches the server, then the connection drops before its answer comes back.
    const sent: { key: string | undefined; replayed: string | undefined }[] = [];
    cutOff!.on('response', (response) => {
      if (isResultPost(response.request())) void response.request().headerValue('Idempotency-Key').then((key) => sent.push({ key: key ?? undefined, replayed: response.headers()['idempotent-replayed'] }));
    });
    let dropped = 0;
    await cutOff!.route(RESULT_POST, async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
      dropped += 1;
      await route.fetch(); // the server takes it...
      await cutOff!.context().setOffline(true);
      await route.abort('internetdisconnected'); // ...and the phone never hears back
    });
    const firstKey = cutOff!.waitForRequest(isResultPost).then((request) => request.headerValue('Idempotency-Key'));
    await cutOff!.getByRole('radio', { name: /a cat/ }).check();
    await cutOff!.getByRole('button', { name: '提交' }).tap();
    await cutOff!.getByText(SAVED_ON_PHONE).waitFor();
    expect(await pendingOn(cutOff!)).toHaveLength(1);
    // The server has it already: the teacher sees it while the phone still holds it.
    await tally.getByRole('img', { name: 'B a cat: 1 人' }).waitFor({ timeout: 8000 });

    // Back online: the phone sends it again under the same key; the server answers from the first.
    await cutOff!.context().setOffline(false);
    await expect.poll(() => pendingOn(cutOff!), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ key: await firstKey, replayed: 'true' });

    // Counted once each: two voters, one for each option.
    await teacher.waitForTimeout(2500);
    await tally.getByText('2 人已投票').waitFor();
    await tally.getByRole('img', { name: 'A a dog: 1 人' }).waitFor();
    await tally.getByRole('img', { name: 'B a cat: 1 人' }).waitFor();
    await teacher.getByText(/已提交 2\/45/).waitFor();
    await endTask(teacher);
  }, 120_000);
});
