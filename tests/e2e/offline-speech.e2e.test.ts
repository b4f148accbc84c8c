/**
 * Oral homework done offline (issue 41), in a real Chromium against the real server: a whole homework
 * of all five types, its sentences read into Chromium's fake microphone, with the network off from the
 * first question to the last. Each recording is kept on the phone (IndexedDB) and shown as
 * 已录音，联网后评分; the finished homework waits on the phone. When the network comes back, the app
 * uploads each recording, the server scores the stored file with the reference engine and signs the
 * score, and the homework reaches the server with every spoken answer scored.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { pocketsphinxInstalled } from '../../server/scoring/pocketsphinx/worker-pool';
import { closeBrowser, openPage, signIn, useFakeMicrophone } from './browser';
import { homeworkId, playerOn, playerPath, sentenceOf, studentApi, tokenOf, type StoredAnswer } from './player-driver';
import { FakeMicrophoneVoice } from './voice';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);

beforeAll(async () => {
  if (!pocketsphinxInstalled()) throw new Error('e2e: the offline speech test scores speech with the reference engine. Run `npm run setup` as root.');
  await voice.say('Hello.');
});

afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

/** Used by no other homework test; holds afterschool_report_student, so a finished homework opens the class report. */
const STUDENT = { account: 'student11', classId: 'class-3-2' };

const isSpeech = (activity: ServedActivity) => activity.type === 11 || activity.type === 30;

/** The recordings kept on the phone (the app's IndexedDB store). */
const keptRecordings = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('english-homework-recordings');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recordings')) return resolve(0);
          const count = db.transaction('recordings').objectStore('recordings').count();
          count.addEventListener('success', () => resolve(count.result));
          count.addEventListener('error', () => reject(count.error));
        });
      }),
  );

const speechScore = (answer: StoredAnswer | undefined) =>
  ((answer?.oralReading as { score?: number } | undefined)?.score ?? (answer?.sentenceCompletion as { score?: number } | undefined)?.score);
const voiceAddress = (answer: StoredAnswer | undefined) =>
  (answer?.oralReading as { storage?: { uri?: string } } | undefined)?.storage?.uri ?? (answer?.sentenceCompletion as { deliteScore?: { uri?: string } } | undefined)?.deliteScore?.uri;

describe('oral homework offline (issue 41)', () => {
  it('a whole homework with spoken items done with the network off: recordings kept on the phone, then uploaded, scored by the server and delivered on reconnect', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, STUDENT.account);
    const api = studentApi(await tokenOf(page));
    const id = homeworkId(STUDENT.account, STUDENT.classId, 'sync1');
    const served = await api.homework(id);
    expect(served.answers).toEqual([]);
    const main = served.episodeActivities.flatMap((episode) => episode.activities);
    const spoken = main.filter(isSpeech);
    expect(spoken.length).toBeGreaterThan(0);
    await voice.prepare(spoken.flatMap((activity) => sentenceOf(activity) ?? []));

    const player = playerOn(page, voice);
    // The player's microphone check, 1 s after entry, loads the recorder's worklet: the phone has it from
    // then on (a phone with the service worker has every file of the app anyway; e2e phones block it).
    const workletLoaded = page.waitForResponse((response) => /pcm-worklet.*\.js$/.test(new URL(response.url()).pathname));
    await page.goto(playerPath(id));
    await player.progressAt(`1/${main.length}`);
    await workletLoaded;
    // The Wi-Fi is gone for the whole homework.
    await page.context().setOffline(true);
    for (const [index, activity] of main.entries()) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(activity, true);
      if (isSpeech(activity)) await page.getByRole('status').filter({ hasText: '已录音，联网后评分' }).waitFor();
      await player.next(index === main.length - 1 ? '完成练习' : '下一题');
    }
    await page.getByText('已保存在本机', { exact: true }).waitFor();
    expect(await keptRecordings(page)).toBe(spoken.length);
    expect((await api.homework(id)).answers).toEqual([]);

    // Back online: uploaded, scored by the server from the stored files, delivered; then the report.
    await page.context().setOffline(false);
    await expect.poll(async () => (await api.homework(id)).answers.length, { timeout: 90_000, interval: 1000 }).toBe(main.length);
    const stored = await api.homework(id);
    const byId = new Map(stored.answers.map((answer) => [answer.activityId, answer]));
    for (const activity of spoken) {
      const answer = byId.get(activity.id);
      expect(typeof speechScore(answer), activity.id).toBe('number');
      const address = voiceAddress(answer);
      expect(address, activity.id).toMatch(/^\/files\/uploads\/voice\//);
      expect((await api.file(address!)).status).toBe(200);
    }
    // The engine heard the right sentences: most pass (the player e2e test measures how many).
    const passed = spoken.filter((activity) => (speechScore(byId.get(activity.id)) ?? 0) >= 70).length;
    expect(passed).toBeGreaterThanOrEqual(Math.ceil(spoken.length / 2));
    // student11 holds afterschool_report_student: the class report, with the accuracy the server computed.
    await page.waitForURL((address) => address.pathname === `/class-report-list/${id}`, { timeout: 30_000 });
    await page.getByText(`${stored.report?.accuracy}%`, { exact: true }).waitFor();
    await expect.poll(() => keptRecordings(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    console.info(`offline speech e2e: ${passed}/${spoken.length} sentences passed once scored on reconnect; accuracy ${stored.report?.accuracy}`);
  }, 240_000);
});
