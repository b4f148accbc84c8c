/**
 * A student's hands on the practice player /pt, for the end-to-end tests: answers each question the
 * way a student does (options tapped by their text, blanks typed, sentences read into the fake
 * microphone), deciding right or wrong from the activity the server serves. Locators are the ones a
 * screen reader sees: roles and accessible names.
 */
import type { Locator, Page } from 'playwright-core';
import type { ServedActivity } from '@core/domain';
import { DEFAULT_APP_ID } from '@core/contract';
import { RECORD_STOP_DELAY_MS, RECORDING_START_DELAY_MS } from '@core/services/recorder';
import { url } from './browser';
import { VOICE_LEAD_IN_MS, type FakeMicrophoneVoice } from './voice';

export interface ServedEpisode { episodeId: string; episodeType: number; activities: ServedActivity[]; child?: string; videoUrl?: string | null }
export interface StoredAnswer { activityId: string; episode_id?: string; [variant: string]: unknown }
export interface HomeworkOnServer {
  id: string;
  status: number;
  report?: { accuracy: number };
  episodeActivities: ServedEpisode[];
  answers: StoredAnswer[];
}

/** The homework a student opens from the list, by seed id (server/seed/seed.ts). */
export const homeworkId = (account: string, classId: string, key: 'sync1' | 'sync2') => `shw-${account}-${classId}-${key}`;
export const playerPath = (id: string) => `/pt?homework=${encodeURIComponent(id)}&type=homework`;

/** The signed-in student's access token, as the app keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  if (!stored) throw new Error('no token in local storage: is the student signed in?');
  return JSON.parse(stored) as string;
}

/**
 * The server's API with the student's token, called from the test (Node's fetch), never through the
 * phone: what the server holds, whatever the phone's network is doing.
 */
export function studentApi(token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(url(path), { headers: { Authorization: `Bearer ${token}`, appId: DEFAULT_APP_ID } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    homework: async (id: string) => (await get<{ homework: HomeworkOnServer }>(`/api/v1/chronus/student/homework/${encodeURIComponent(id)}`)).homework,
    /** The homework's draft on the server (issue 19, item 8). */
    draft: async (id: string) => (await get<{ draft: { savedAtMs: number; answers: unknown[] } | null }>(`/api/v1/chronus/student/homework/${encodeURIComponent(id)}/draft`)).draft,
    episodes: async (ids: string[]) => (await get<{ episodes: ServedEpisode[] }>(`/api/v1/chronus/episode?episodeIds=${ids.map(encodeURIComponent).join(',')}`)).episodes,
    /** A stored file as its owner fetches it (uploads are served only to their owner's school). */
    file: (path: string) => fetch(url(path), { headers: { Authorization: `Bearer ${token}` } }),
  };
}

/** The sentence a speech activity is read or completed with: oral reading's text, completion's whole sentence. */
export function sentenceOf(activity: ServedActivity): string | undefined {
  const c = activity.content.comprehension;
  return c.oralReading?.spokenText ?? c.sentenceCompletion?.refText;
}

/**
 * The options a student taps: the right ones; or, wrong, one wrong one (a multi-select question takes
 * at least two picks, so there a right one and a wrong one).
 */
export function optionsToPick(activity: ServedActivity, right: boolean): ChoiceToPick[] {
  const c = activity.content.comprehension;
  const choices = Object.entries(c.multiChoiceText?.choice ?? c.multiChoicePicture?.choice ?? {}).map(([key, choice]) => ({ key, ...(choice as { text?: string; checked: boolean }) }));
  const rightOnes = choices.filter((choice) => choice.checked);
  const wrongOne = choices.find((choice) => !choice.checked)!;
  const picked = right ? rightOnes : rightOnes.length > 1 ? [rightOnes[0]!, wrongOne] : [wrongOne];
  return picked.map(({ key, text }) => ({ key, ...(text !== undefined ? { text } : {}) }));
}

/** An option to pick: its key, and its text where it shows one (a listen-and-choose picture shows none). */
export interface ChoiceToPick { key: string; text?: string }

/** The option on screen: by its text where it has one (as a student reads it), else by its key (the options are shuffled). */
export function choiceOption(page: Page, multi: boolean, choice: ChoiceToPick): Locator {
  return choice.text !== undefined ? page.getByRole(multi ? 'checkbox' : 'radio', { name: choice.text, exact: true }) : page.locator(`[data-choice-key="${choice.key}"]`);
}

/** The words a student types into the blanks of a spelling activity, in order. */
export function blanksToType(activity: ServedActivity, right: boolean): string[] {
  const stems = activity.content.comprehension.spelling?.stems ?? [];
  return stems.filter((stem) => stem.checked).map((stem) => (right ? stem.text : `${stem.text}x`));
}

/** How a speech question ended: scored and recorded at once, or after the homework's one retry. */
export type SpeechOutcome = 'passed' | 'retried';

export interface Player {
  /** The progress bar, by its label ('3/25', '巩固练习 1/3'). */
  progressAt(label: string): Promise<void>;
  /** Picks options or types blanks (no submission yet). */
  respond(activity: ServedActivity, right: boolean): Promise<void>;
  /** '继续' (the answer is judged); a wrong answer's explanation sheet is read and closed. True when it popped up. */
  submit(): Promise<boolean>;
  /** Reads the activity's sentence (or `saying`, a student reading the wrong thing) into the microphone until the question is completed. */
  speak(activity: ServedActivity, saying?: string): Promise<SpeechOutcome>;
  /** Answers the question on screen: respond + submit, or speak (a wrong answer reads WRONG_READING). */
  answer(activity: ServedActivity, right: boolean): Promise<SpeechOutcome | undefined>;
  /** '下一题' or '完成练习' (main run) / '继续' (follow-up) once the question is completed. */
  next(label?: string): Promise<void>;
}

/** What a student reads aloud instead of the sentence, in a wrong answer to a speech question. */
export const WRONG_READING = 'Please open the window for me.';

/** How long the recording goes on after the sentence has ended. */
const STOP_MARGIN_MS = 300;


export function playerOn(page: Page, voice?: FakeMicrophoneVoice): Player {
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  const nextButton = button(/^(下一题|完成练习|完成订正)$/);
  const recordButton = button(/^(开始录音|重新朗读)$/);
  const explanation = page.getByRole('dialog', { name: '解析' });

  /** A wrong answer's explanation sheet, popped up with the verdict: read and closed. */
  const closeExplanation = async (): Promise<boolean> => {
    if (!(await explanation.isVisible())) return false;
    await explanation.getByRole('button', { name: '确认', exact: true }).click();
    await explanation.waitFor({ state: 'detached' });
    return true;
  };

  const player: Player = {
    async progressAt(label) {
      await page.getByRole('progressbar', { name: label, exact: true }).waitFor();
    },

    async respond(activity, right) {
      if (activity.type === 68 || activity.type === 67) {
        const multi = (await page.getByRole('checkbox').count()) > 0;
        for (const choice of optionsToPick(activity, right)) await choiceOption(page, multi, choice).click();
        return;
      }
      if (activity.type === 33) {
        for (const [index, word] of blanksToType(activity, right).entries()) {
          await page.getByRole('textbox', { name: `第${index + 1}空`, exact: true }).fill(word);
        }
        return;
      }
      throw new Error(`respond(): activity ${activity.id} of type ${activity.type} is answered by speaking`);
    },

    async submit() {
      await button('继续').click();
      // Judged: the next button comes (the main run; in a follow-up '继续' stays and the options lock);
      // a wrong answer pops the explanation up as well.
      const lockedOption = page.locator('[role="radio"][aria-disabled="true"], [role="checkbox"][aria-disabled="true"]');
      await nextButton.or(explanation).or(lockedOption).first().waitFor();
      return closeExplanation();
    },

    async speak(activity, saying) {
      if (!voice) throw new Error('speak(): this player has no fake microphone voice');
      const sentence = saying ?? sentenceOf(activity);
      if (!sentence) throw new Error(`speak(): activity ${activity.id} has no sentence`);
      let outcome: SpeechOutcome = 'passed';
      // A first result below the pass mark lets the student read once more (homework); a scoring
      // failure puts the button back too. Three taps at most.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const recording = button('录音中（点击结束）');
        const speechMs = await voice.sayInto(sentence, async () => {
          await recordButton.click();
          await recording.waitFor();
        });
        // The capture began RECORDING_START_DELAY_MS (or more) after the file started, and the sentence
        // starts VOICE_LEAD_IN_MS into the file. The recording goes on RECORD_STOP_DELAY_MS after the
        // second tap: tap so that it stops STOP_MARGIN_MS after the sentence ends (its playback is short).
        await page.waitForTimeout(VOICE_LEAD_IN_MS - RECORDING_START_DELAY_MS + speechMs - RECORD_STOP_DELAY_MS + STOP_MARGIN_MS);
        await recording.click();
        // Played back, uploaded, scored: the question completes, or the record button returns.
        await nextButton.or(recordButton).first().waitFor({ timeout: 30_000 });
        if (!(await recordButton.isVisible())) {
          // Recorded wrong (after the retry): the explanation pops up as for any wrong answer.
          await closeExplanation();
          return outcome;
        }
        outcome = 'retried';
      }
      throw new Error(`speak(): "${sentence}" was never accepted after three readings`);
    },

    async answer(activity, right) {
      if (activity.type === 11 || activity.type === 30) return player.speak(activity, right ? undefined : WRONG_READING);
      await player.respond(activity, right);
      await player.submit();
      return undefined;
    },

    async next(label) {
      const target = label ? button(label) : nextButton;
      await target.click();
    },
  };
  return player;
}

/** Waits until every picture on the page has loaded (or failed), for a screenshot. */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
}
