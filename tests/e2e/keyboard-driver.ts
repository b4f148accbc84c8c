/**
 * The keyboard alone on a page (issue 18): Tab to a control, then Enter or Space, as a student does who
 * cannot use a touch screen (a switch, a keyboard, a screen reader's keys). A control Tab cannot reach
 * fails the test. Used by the player's whole homework (the first question of each type by keyboard) and
 * by the drag-drop and drawing toolbar tests (keyboard.e2e.test.ts).
 */
import type { Locator, Page } from 'playwright-core';
import type { ServedActivity } from '@core/domain';
import { RECORD_STOP_DELAY_MS, RECORDING_START_DELAY_MS } from '@core/services/recorder';
import { blanksToType, choiceOption, optionsToPick, sentenceOf } from './player-driver';
import { VOICE_LEAD_IN_MS, type FakeMicrophoneVoice } from './voice';

/** Presses Tab until `target` has the focus; fails if it never comes (not reachable by keyboard). */
export async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)} in ${most} presses`);
}

/** Tab to a control, then Enter. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * One question of the player by keyboard: options picked with Space, blanks typed, a sentence recorded
 * with Enter (the button pressed meanwhile, a live region saying so, the focus kept on it; a reading below
 * the mark read once more). Leaves the question judged, its next button on screen.
 */
export async function answerByKeyboard(page: Page, activity: ServedActivity, right: boolean, voice: FakeMicrophoneVoice, check: (condition: boolean, what: string) => void): Promise<void> {
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  const nextButton = button(/^(下一题|完成练习)$/);
  if (activity.type === 68 || activity.type === 67) {
    const multi = (await page.getByRole('checkbox').count()) > 0;
    for (const choice of optionsToPick(activity, right)) {
      await tabTo(page, choiceOption(page, multi, choice));
      await page.keyboard.press('Space');
    }
    await activate(page, button('继续'));
    return;
  }
  if (activity.type === 33) {
    for (const [blank, word] of blanksToType(activity, right).entries()) {
      await tabTo(page, page.getByRole('textbox', { name: `第${blank + 1}空`, exact: true }));
      await page.keyboard.type(word);
    }
    await activate(page, button('继续'));
    return;
  }
  const sentence = sentenceOf(activity)!;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const speechMs = await voice.say(sentence);
    await activate(page, button(/^(开始录音|重新朗读)$/));
    const recording = button('录音中（点击结束）');
    await recording.waitFor();
    check((await recording.getAttribute('aria-pressed')) === 'true', 'the record button is pressed while recording');
    await page.getByText('正在录音，再点一次结束').waitFor({ state: 'attached' });
    check(await recording.evaluate((element) => element === document.activeElement), 'the focus stays on the record button');
    await page.waitForTimeout(VOICE_LEAD_IN_MS - RECORDING_START_DELAY_MS + speechMs - RECORD_STOP_DELAY_MS + 300);
    await page.keyboard.press('Enter');
    await page.getByText('录音结束，正在回放').waitFor({ state: 'attached' });
    await nextButton.or(button(/^(开始录音|重新朗读)$/)).first().waitFor({ timeout: 30_000 });
    if (await nextButton.isVisible()) return;
  }
  throw new Error(`answerByKeyboard(): "${sentence}" was never accepted after three readings`);
}
