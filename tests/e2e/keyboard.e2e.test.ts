/**
 * The keyboard alone (issue 18): a student who cannot use a touch screen (a switch, a keyboard, a
 * screen reader's keys) reaches every control of the practice player, the drag-drop task and the
 * reading task's drawing toolbar with Tab, and uses it with Enter, Space and the arrow keys. Nothing
 * here taps or clicks once the screen is open; a control Tab cannot reach fails the test.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pocketsphinxInstalled } from '../../server/scoring/pocketsphinx/worker-pool';
import { closeBrowser, openPage, screenshot, signIn, useFakeMicrophone } from './browser';
import { endTask, studentInTask, teacherOn, touchDrag, tray } from './lesson';
import { blanksToType, choiceOption, homeworkId, optionsToPick, playerPath, sentenceOf, studentApi, tokenOf } from './player-driver';
import { RECORD_STOP_DELAY_MS, RECORDING_START_DELAY_MS } from '@core/services/recorder';
import { FakeMicrophoneVoice, VOICE_LEAD_IN_MS } from './voice';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);

beforeAll(async () => {
  if (!pocketsphinxInstalled()) throw new Error('e2e: the keyboard tests score speech with the reference engine. Run `npm run setup` as root.');
  await voice.say('Hello.');
});

afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

/** Presses Tab until `target` has the focus; fails if it never comes (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)} in ${most} presses`);
}

/** Tab to a control, then Enter. */
async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** The student of the player test: class 3-2, homework no other e2e test answers. */
const STUDENT = { account: 'student13', classId: 'class-3-2' };

describe('the keyboard alone', () => {
  it('a whole homework in the player: options picked with Space, blanks typed, sentences recorded with Enter (the button says its state), to the end', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    await signIn(page, STUDENT.account);
    const api = studentApi(await tokenOf(page));
    const id = homeworkId(STUDENT.account, STUDENT.classId, 'sync1');
    const served = await api.homework(id);
    const activities = served.episodeActivities.flatMap((episode) => episode.activities);
    expect(new Set(activities.map((activity) => activity.type))).toEqual(new Set([68, 67, 11, 33, 30]));
    await voice.prepare(activities.flatMap((activity) => sentenceOf(activity) ?? []));
    await page.goto(playerPath(id));

    const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
    const nextButton = button(/^(下一题|完成练习)$/);
    for (const [index, activity] of activities.entries()) {
      await page.getByRole('progressbar', { name: `${index + 1}/${activities.length}`, exact: true }).waitFor();
      if (activity.type === 68 || activity.type === 67) {
        const multi = (await page.getByRole('checkbox').count()) > 0;
        for (const choice of optionsToPick(activity, true)) {
          await tabTo(page, choiceOption(page, multi, choice));
          await page.keyboard.press('Space');
        }
        await activate(page, button('继续'));
      } else if (activity.type === 33) {
        for (const [blank, word] of blanksToType(activity, true).entries()) {
          await tabTo(page, page.getByRole('textbox', { name: `第${blank + 1}空`, exact: true }));
          await page.keyboard.type(word);
        }
        await activate(page, button('继续'));
      } else {
        // Speech: Enter starts the recording, Enter again ends it; the button is pressed meanwhile and a
        // live region says so. A reading below the mark gets one more try.
        const sentence = sentenceOf(activity)!;
        for (let attempt = 1; attempt <= 3; attempt++) {
          const speechMs = await voice.say(sentence);
          await activate(page, button(/^(开始录音|重新朗读)$/));
          const recording = button('录音中（点击结束）');
          await recording.waitFor();
          expect(await recording.getAttribute('aria-pressed')).toBe('true');
          await page.getByText('正在录音，再点一次结束').waitFor({ state: 'attached' });
          expect(await recording.evaluate((element) => element === document.activeElement)).toBe(true);
          await page.waitForTimeout(VOICE_LEAD_IN_MS - RECORDING_START_DELAY_MS + speechMs - RECORD_STOP_DELAY_MS + 300);
          await page.keyboard.press('Enter');
          await page.getByText('录音结束，正在回放').waitFor({ state: 'attached' });
          await nextButton.or(button(/^(开始录音|重新朗读)$/)).first().waitFor({ timeout: 30_000 });
          if (await nextButton.isVisible()) break;
        }
      }
      await activate(page, nextButton);
    }
    // Finished: the player hands over to the report.
    await page.waitForURL((address) => address.pathname !== '/pt', { timeout: 15_000 });
    const stored = await api.homework(id);
    expect(stored.answers.map((answer) => answer.activityId).toSorted()).toEqual(activities.map((activity) => activity.id).toSorted());
  }, 180_000);

  it('a drag-drop task: a card picked with Space, put in a place with Enter, handed in', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：拖拽题：把单词放到图片下面' }).click();
    const student = await studentInTask('student107', '/drag-drop', context);

    for (const [place, word] of [[1, 'cat'], [2, 'dog'], [3, 'apple']] as const) {
      const card = tray(student).getByRole('button', { name: word });
      await tabTo(student, card);
      await student.keyboard.press('Space');
      expect(await card.getAttribute('aria-pressed')).toBe('true');
      await activate(student, student.getByRole('button', { name: `位置 ${place}：空` }));
      await student.getByRole('button', { name: `位置 ${place}：${word}` }).waitFor();
    }
    await screenshot(student, 'drag-drop-keyboard');
    await activate(student, student.getByRole('button', { name: '提交' }));
    await student.getByText('已提交，老师结束任务后可以看到对错').waitFor();
    await teacher.getByText(/1 人已提交，平均得分 100 分/).waitFor({ timeout: 5000 });
    await endTask(teacher);
  }, 90_000);

  it("the reading task's drawing toolbar: every tool, colour and size chosen, a stroke undone, back to the words", async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：阅读：My school' }).click();
    const student = await studentInTask('student108', '/reading-task', context);

    await activate(student, student.getByRole('button', { name: '去圈画' }));
    const toolbar = student.getByRole('toolbar', { name: '圈画工具' });
    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
    const pressed = async (name: string) => (await tool(name).getAttribute('aria-pressed')) === 'true';
    await activate(student, tool('粗细 10'));
    expect(await pressed('粗细 10')).toBe(true);
    await activate(student, tool('颜色'));
    await activate(student, tool('紫色'));
    expect(await pressed('画笔')).toBe(true);
    await activate(student, tool('橡皮擦'));
    expect(await pressed('橡皮擦')).toBe(true);
    await activate(student, tool('粗细 80'));
    expect(await pressed('粗细 80')).toBe(true);
    await activate(student, tool('画笔'));
    expect(await pressed('画笔')).toBe(true);

    // A stroke (drawing itself needs a pointer), then undone from the keyboard.
    const page = (await student.locator('.reading__page').boundingBox())!;
    await touchDrag(student, { x: page.x + 24, y: page.y + 60 }, { x: page.x + page.width - 24, y: page.y + 60 });
    await expect.poll(() => tool('撤销').isEnabled()).toBe(true);
    await activate(student, tool('撤销'));
    await expect.poll(() => tool('撤销').isEnabled()).toBe(false);
    await screenshot(student, 'reading-toolbar-keyboard');

    await activate(student, tool('去查单词'));
    await toolbar.waitFor({ state: 'detached' });
    await student.getByRole('button', { name: '去圈画' }).waitFor();
    await endTask(teacher);
  }, 90_000);
});
