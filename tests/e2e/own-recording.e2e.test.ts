/**
 * The student's own recording is played back when they stop it in homework mode (spec 01 §4; issue 32,
 * item 11), in a real Chromium under the page's real CSP (connect-src 'self', which forbids fetching a
 * blob: address). The page is watched at the Web Audio edge: every WAV it decodes (only recordings are
 * WAV; the app's clips and effects are MP3) is noted, and so is every buffer source started with one.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { RECORDING_START_DELAY_MS } from '@core/services/recorder';
import { closeBrowser, openPage, signIn, useFakeMicrophone } from './browser';
import { homeworkId, playerOn, playerPath, sentenceOf, studentApi, tokenOf } from './player-driver';
import { FakeMicrophoneVoice, VOICE_LEAD_IN_MS } from './voice';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);
beforeAll(() => voice.say('Hello.'));
afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

/** student10 (class 3-1): no other e2e test opens its homework. */
const STUDENT = { account: 'student10', classId: 'class-3-1' };

interface Heard { ownClipStarts: number[]; cspViolations: string[] }

/** Notes, in the page, the recordings (decoded WAVs) that start playing, with their length in seconds, and CSP violations. */
async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = { ownClipStarts: [] as number[], cspViolations: [] as string[] };
    (window as unknown as { heard: typeof heard }).heard = heard;
    document.addEventListener('securitypolicyviolation', (event) => heard.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    const recordings = new WeakSet<AudioBuffer>();
    const decode = BaseAudioContext.prototype.decodeAudioData;
    BaseAudioContext.prototype.decodeAudioData = function (this: BaseAudioContext, data: ArrayBuffer, ...callbacks: (((buffer: AudioBuffer) => void) | ((error: DOMException) => void) | null | undefined)[]) {
      // Read before decoding: decoding detaches the bytes.
      const isWav = data.byteLength > 12 && String.fromCharCode(...new Uint8Array(data, 0, 4)) === 'RIFF';
      const note = (buffer: AudioBuffer) => {
        if (isWav) recordings.add(buffer);
        return buffer;
      };
      const [done, failed] = callbacks as [((buffer: AudioBuffer) => void) | undefined, ((error: DOMException) => void) | undefined];
      return decode.call(this, data, done ? (buffer) => done(note(buffer)) : undefined, failed).then(note);
    };
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode['start']>) {
      if (this.buffer && recordings.has(this.buffer)) heard.ownClipStarts.push(this.buffer.duration);
      return start.apply(this, args);
    };
  });
}

const heardIn = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard }).heard);

describe('the student hears their own recording (homework)', () => {
  it('on stopping a recording, the player plays the recorded clip back, with no CSP violation', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    await watchAudio(page);
    await signIn(page, STUDENT.account);
    const id = homeworkId(STUDENT.account, STUDENT.classId, 'sync1');
    const served = await studentApi(await tokenOf(page)).homework(id);
    const main: ServedActivity[] = served.episodeActivities.flatMap((episode) => episode.activities);
    const firstSpeech = main.findIndex((activity) => activity.type === 11 || activity.type === 30);
    expect(firstSpeech).toBeGreaterThan(0);

    // Up to the first sentence to read: the questions before it answered right.
    const player = playerOn(page, voice);
    await page.goto(playerPath(id));
    for (const activity of main.slice(0, firstSpeech)) {
      await player.answer(activity, true);
      await player.next('下一题');
    }
    await player.progressAt(`${firstSpeech + 1}/${main.length}`);

    // One reading, stopped by the second tap once the sentence has been said.
    const speechMs = await voice.say(sentenceOf(main[firstSpeech]!)!);
    await page.getByRole('button', { name: '开始录音', exact: true }).click();
    const recording = page.getByRole('button', { name: '录音中（点击结束）', exact: true });
    await recording.waitFor();
    await page.waitForTimeout(VOICE_LEAD_IN_MS - RECORDING_START_DELAY_MS + speechMs);
    await recording.click();

    // The recording (about the sentence's length, with the lead-in) was decoded and started playing.
    await expect.poll(async () => (await heardIn(page)).ownClipStarts.length, { timeout: 15_000 }).toBe(1);
    const [seconds] = (await heardIn(page)).ownClipStarts;
    expect(seconds).toBeGreaterThan(speechMs / 1000 / 2);
    expect((await heardIn(page)).cspViolations).toEqual([]);
  });
});
