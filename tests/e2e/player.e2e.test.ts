/**
 * The practice player /pt in a real Chromium against the real server (spec 01 §2 "Practice player",
 * §4 "Practice flow", "Recording and scoring flow", §7 submission, §8 '获取报告失败'): a whole homework
 * with all five activity types (options tapped, blanks typed, sentences read into Chromium's fake
 * microphone and scored by the reference engine), right and wrong, landing on the class report with the
 * server's accuracy, its wrong answers and words to practise (one run does all of it: each whole run
 * records ten sentences in real time); a reload that resumes where the student was; answers kept on
 * the phone while it is offline and delivered when it reconnects, then /report. Saves a screenshot of
 * each activity type.
 *
 * The right answers are read from the activities the server serves (options' `checked`, spelling's
 * checked segments, the sentences to read). Each test has its own student and homework: the e2e
 * database is shared by the whole run.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type TestContext } from 'vitest';
import { HomeworkStatus, type ServedActivity } from '@core/domain';
import { isSubmittedAnswerCorrect } from '@plugins/activities/submitted-answer';
import { weakWordsOf } from '@plugins/activities/weak-words';
import { pocketsphinxInstalled } from '../../server/scoring/pocketsphinx/worker-pool';
import { closeBrowser, openPage, screenshot, signIn, useFakeMicrophone } from './browser';
import {
  blanksToType,
  homeworkId,
  optionsToPick,
  picturesLoaded,
  playerOn,
  playerPath,
  sentenceOf,
  studentApi,
  tokenOf,
  WRONG_READING,
  type HomeworkOnServer,
  type SpeechOutcome,
  type StoredAnswer,
} from './player-driver';
import { FakeMicrophoneVoice } from './voice';
import { activate, answerByKeyboard } from './keyboard-driver';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);

beforeAll(async () => {
  if (!pocketsphinxInstalled()) {
    throw new Error('e2e: the player tests score speech with the reference engine. Run `npm run setup` as root (it installs pocketsphinx, pocketsphinx-en-us, python3-pocketsphinx).');
  }
  // The file exists before Chromium first opens the microphone (the player's check 1 s after entry).
  await voice.say('Hello.');
});

afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

/**
 * One student per test, none used by another e2e file for these homework. Demo numbers: bit 2 is
 * afterschool_report_student (a finished homework then opens the class report list instead of
 * /report); even numbers are in class 3-1, odd ones in 3-2.
 */
const RELOAD_STUDENT = { account: 'student02', classId: 'class-3-1' };
const OFFLINE_STUDENT = { account: 'student12', classId: 'class-3-1' };
const PICTURE_STUDENT = { account: 'student09', classId: 'class-3-2' };
const SECOND_PHONE_STUDENT = { account: 'student06', classId: 'class-3-1' };
/** student07: class_report_student, afterschool_report_student and error_notebook. */
const MIXED_ANSWERS_STUDENT = { account: 'student07', classId: 'class-3-2' };

const SPEECH_TYPES = new Set([11, 30]);
const isSpeech = (activity: ServedActivity) => SPEECH_TYPES.has(activity.type);
const mainActivities = (homework: HomeworkOnServer) => homework.episodeActivities.flatMap((episode) => episode.activities);

/** A signed-in student on a new phone, with the API as that student and the homework the server serves. */
async function studentWith(student: { account: string; classId: string }, key: 'sync1' | 'sync2', context: Pick<TestContext, 'onTestFinished'>) {
  const page = await openPage(context);
  // Uncaught errors in the page: none expected.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, student.account);
  const api = studentApi(await tokenOf(page));
  const id = homeworkId(student.account, student.classId, key);
  return { page, api, id, served: await api.homework(id), pageErrors };
}

/** The options (texts, or picture ids for 67) a stored choice answer holds, sorted (pictures are shown shuffled). */
function storedPicks(answer: StoredAnswer | undefined): string[] {
  const text = answer?.multiChoiceText as { answers?: string[] } | undefined;
  const picture = answer?.multiChoiceQuestion as { answers?: string[]; answer?: string } | undefined;
  return (text?.answers ?? picture?.answers ?? (picture?.answer !== undefined ? [picture.answer] : [])).toSorted();
}

/** What a student picked, as the server stores it: option texts (68) or picture ids (67), sorted. */
function expectedPicks(activity: ServedActivity, right: boolean): string[] {
  const picks = optionsToPick(activity, right);
  const pictures = activity.content.comprehension.multiChoicePicture?.choice;
  if (!pictures) return picks.map((choice) => choice.text!).toSorted();
  return picks.map((choice) => pictures[choice.key]!.pictureId).toSorted();
}

/** The words a stored spelling answer holds, blank by blank. */
const typedIn = (answer: StoredAnswer | undefined) => ((answer?.spelling as { answer: { text: string }[] } | undefined)?.answer ?? []).map((blank) => blank.text);

/** The address of a speech answer's uploaded voice (oral reading: storage.uri; completion: deliteScore.uri). */
function voiceAddress(answer: StoredAnswer | undefined): string | undefined {
  const reading = answer?.oralReading as { storage?: { uri?: string } } | undefined;
  const completion = answer?.sentenceCompletion as { deliteScore?: { uri?: string } } | undefined;
  return reading?.storage?.uri ?? completion?.deliteScore?.uri;
}

/** The overall score a stored speech answer carries. */
function speechScore(answer: StoredAnswer | undefined): number | undefined {
  const reading = answer?.oralReading as { score?: number } | undefined;
  const completion = answer?.sentenceCompletion as { score?: number } | undefined;
  return reading?.score ?? completion?.score;
}

const accuracyOf = (page: Page) => Number(new URL(page.url()).searchParams.get('accuracy'));

describe('the practice player /pt (homework)', () => {
  it('a reload mid-homework resumes at the same question, with the answers given before it kept and later submitted (then the class report list)', async ({ expect, onTestFinished }) => {
    const { page, api, id, served, pageErrors } = await studentWith(RELOAD_STUDENT, 'sync2', { onTestFinished });
    const main = mainActivities(served);
    // M1U1 课后同步练习（二）: ten choice questions, the first three answered (right) on the server.
    expect(served.answers.map((answer) => answer.activityId)).toEqual(main.slice(0, 3).map((activity) => activity.id));
    // One wrong answer, in the second episode (it has no follow-up).
    const wrongId = served.episodeActivities[1]!.activities[0]!.id;
    expect(served.episodeActivities[1]!.child || undefined).toBeUndefined();
    const player = playerOn(page);
    const answerUpTo = async (from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        await player.progressAt(`${index + 1}/${main.length}`);
        await player.answer(main[index]!, main[index]!.id !== wrongId);
        await player.next(index === main.length - 1 ? '完成练习' : '下一题');
      }
    };

    await page.goto(playerPath(id));
    await answerUpTo(3, 6);
    await player.progressAt(`7/${main.length}`);
    // Saved on the phone after each question: the server's three and the three given here.
    const saved = await savedHomework(page);
    expect(saved?.homeworkId).toBe(id);
    expect(saved?.answers.map((answer) => answer.data.activityId)).toEqual(main.slice(0, 6).map((activity) => activity.id));

    // Leaving mid-homework asks first (beforeunload); the reload goes ahead.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await player.progressAt(`7/${main.length}`);
    expect(dialogs).toEqual(['beforeunload']);
    // The exit prompt counts what is left: the six answers are still there.
    await page.getByRole('button', { name: '更多', exact: true }).click();
    await page.getByRole('menuitem', { name: '退出' }).click();
    const exit = page.getByRole('alertdialog', { name: '就快完成了，还剩4道题，确定要退出吗？' });
    await exit.waitFor();
    await exit.getByRole('button', { name: '取消', exact: true }).click();
    await exit.waitFor({ state: 'detached' });

    await answerUpTo(6, main.length);
    // This student has afterschool_report_student: the class report list of the homework.
    await page.waitForURL((address) => address.pathname === `/class-report-list/${id}`);
    expect(new URL(page.url()).searchParams.get('homework')).toBe(id);
    const stored = await api.homework(id);
    const byId = new Map(stored.answers.map((answer) => [answer.activityId, answer]));
    expect([...byId.keys()].toSorted()).toEqual(main.map((activity) => activity.id).toSorted());
    // The three answered before the reload, as given (the wrong one too).
    const beforeReload = main.slice(3, 6);
    expect(beforeReload.map((activity) => storedPicks(byId.get(activity.id)))).toEqual(beforeReload.map((activity) => expectedPicks(activity, activity.id !== wrongId)));
    expect(stored.report?.accuracy).toBe(90);
    await expect(savedHomework(page)).resolves.toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  it('a second phone goes on where the first left off: the answers so far are saved to the server as a draft (issue 19, item 8)', async ({ expect, onTestFinished }) => {
    const first = await studentWith(SECOND_PHONE_STUDENT, 'sync1', { onTestFinished });
    const main = mainActivities(first.served);
    expect(first.served.answers).toEqual([]);
    // The first ten are choice questions: nothing to read aloud.
    expect(main.slice(0, 10).every((activity) => !isSpeech(activity))).toBe(true);
    const player = playerOn(first.page);
    await first.page.goto(playerPath(first.id));
    for (let index = 0; index < 10; index += 1) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(main[index]!, true);
      await player.next('下一题');
    }
    await player.progressAt(`11/${main.length}`);
    // The draft reaches the server shortly after the tenth answer.
    const draftOnServer = async () => (await first.api.draft(first.id))?.answers.length ?? 0;
    await expect.poll(draftOnServer, { timeout: 10_000 }).toBe(10);

    // Another phone, nothing saved on it: it opens at question 11 with the ten answers kept.
    const second = await studentWith(SECOND_PHONE_STUDENT, 'sync1', { onTestFinished });
    await second.page.goto(playerPath(second.id));
    await playerOn(second.page).progressAt(`11/${main.length}`);
    const resumed = await savedHomework(second.page);
    expect(resumed?.answers.map((answer) => answer.data.activityId)).toEqual(main.slice(0, 10).map((activity) => activity.id));
    expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
  });

  it("a whole homework with all five types, right and wrong: options tapped, blanks typed, sentences recorded and scored (the first of each type by the keyboard alone); a wrong choice explains itself; the follow-up and its video; the class report's accuracy, 错题 and words to practise are what was answered (issue 19)", async ({ expect, onTestFinished }) => {
    const { page, api, id, served, pageErrors } = await studentWith(MIXED_ANSWERS_STUDENT, 'sync1', { onTestFinished });
    const main = mainActivities(served);
    expect(served.answers).toEqual([]);
    expect(new Set(main.map((activity) => activity.type))).toEqual(new Set([68, 67, 11, 33, 30]));
    const [choices, pictures, readings, spellings] = served.episodeActivities.map((episode) => episode.activities);
    // Wrong on purpose: two text choices, a picture choice, a spelling, and one reading read as another sentence.
    // The first episode, answered wrongly, has a follow-up episode.
    const wrongIds = new Set([choices![1]!.id, choices![3]!.id, pictures![0]!.id, spellings![2]!.id, readings![1]!.id]);
    expect(served.episodeActivities[0]!.child).toBeTruthy();
    await voice.prepare([...main.flatMap((activity) => sentenceOf(activity) ?? []), WRONG_READING]);
    const [followUp] = await api.episodes([served.episodeActivities[0]!.child!]);

    const player = playerOn(page, voice);
    await page.goto(playerPath(id));
    const pictured = new Set<number>();
    const speech = new Map<string, SpeechOutcome>();
    const explained: string[] = [];
    for (const [index, activity] of main.entries()) {
      await player.progressAt(`${index + 1}/${main.length}`);
      const right = !wrongIds.has(activity.id);
      const shot = !pictured.has(activity.type);
      pictured.add(activity.type);
      const nextLabel = index === main.length - 1 ? '完成练习' : '下一题';
      if (shot) {
        // The first question of each type by the keyboard alone (issue 18): Tab, Space, typing, Enter.
        await screenshotOf(page, `player-${activity.type}`);
        await answerByKeyboard(page, activity, right, voice, (condition, what) => expect(condition, what).toBe(true));
        if (await closeExplanationIfShown(page)) explained.push(activity.id);
        await activate(page, page.getByRole('button', { name: nextLabel, exact: true }));
        continue;
      }
      if (isSpeech(activity)) {
        speech.set(activity.id, await player.speak(activity, right ? undefined : WRONG_READING));
      } else {
        await player.respond(activity, right);
        if (await player.submit()) explained.push(activity.id);
      }
      await player.next(nextLabel);
    }
    // The explanation popped up after the wrong text choices only: the demo's other activities carry no
    // 解析, and an empty sheet is not shown (issue 19).
    expect(explained).toEqual([choices![1]!.id, choices![3]!.id]);

    // The wrong answers in episode 1: the recommendation, the follow-up questions, the explanation video.
    await page.getByText('根据分析，推荐你进行智能巩固练习，继续加油！').waitFor();
    await page.getByRole('button', { name: '开始巩固练习', exact: true }).click();
    for (const [index, activity] of followUp!.activities.entries()) {
      await player.progressAt(`巩固练习 ${index + 1}/${followUp!.activities.length}`);
      await player.answer(activity, true);
      await player.next('继续');
    }
    await page.getByRole('heading', { level: 1, name: '讲解视频' }).waitFor();
    await page.getByRole('button', { name: '看完了，继续', exact: true }).click();
    await page.waitForURL((address) => address.pathname === `/class-report-list/${id}`);

    // What the server holds: every answer, as given, judged: every wrong one on purpose is wrong.
    const stored = await api.homework(id);
    const byId = new Map(stored.answers.map((answer) => [answer.activityId, answer]));
    const isRight = (activityId: string) => isSubmittedAnswerCorrect(byId.get(activityId) as never);
    expect([...byId.keys()].toSorted()).toEqual([...main, ...followUp!.activities].map((activity) => activity.id).toSorted());
    expect(stored.status).toBe(HomeworkStatus.FINISHED);
    expect([...wrongIds].filter(isRight)).toEqual([]);
    const choiceActivities = main.filter((activity) => activity.type === 68 || activity.type === 67);
    expect(choiceActivities.map((activity) => storedPicks(byId.get(activity.id)))).toEqual(choiceActivities.map((activity) => expectedPicks(activity, !wrongIds.has(activity.id))));
    const spelling = main.filter((activity) => activity.type === 33);
    expect(spelling.map((activity) => typedIn(byId.get(activity.id)))).toEqual(spelling.map((activity) => blanksToType(activity, !wrongIds.has(activity.id))));

    // Every sentence was recorded, scored by the engine, and its voice uploaded (a WAV the server serves).
    const spoken = main.filter(isSpeech);
    expect(spoken.map((activity) => typeof speechScore(byId.get(activity.id)))).toEqual(spoken.map(() => 'number'));
    for (const activity of spoken) {
      const address = voiceAddress(byId.get(activity.id));
      expect(address, activity.id).toMatch(/\/files\/uploads\//);
      const file = await api.file(address!);
      expect(file.status).toBe(200);
      expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 4))).toBe('RIFF');
    }
    const readRight = spoken.filter((activity) => !wrongIds.has(activity.id));
    const speechCorrect = readRight.filter((activity) => isRight(activity.id)).length;
    console.info(`player e2e: ${speechCorrect}/${readRight.length} sentences read right passed; retried: ${[...speech].filter(([, outcome]) => outcome === 'retried').map(([key]) => key).join(', ') || 'none'}`);
    // The right sentence, read clearly, passes (issue 12): every oral reading read right, and all but one
    // of the sentences read right (a completion's fill word read by eSpeak may still miss the fill-word mark 70).
    const oralReadings = readRight.filter((activity) => activity.type === 11);
    expect(oralReadings.filter((activity) => isRight(activity.id)).length).toBe(oralReadings.length);
    expect(speechCorrect).toBeGreaterThanOrEqual(readRight.length - 1);

    // The class report: the accuracy the server computed, the wrong answers to correct, the words to practise.
    const rightMain = main.filter((activity) => isRight(activity.id)).length;
    const accuracy = Math.round((100 * rightMain) / main.length);
    expect(stored.report?.accuracy).toBe(accuracy);
    const wrongAll = stored.answers.filter((answer) => !isRight(answer.activityId)).length;
    expect(wrongAll).toBeGreaterThanOrEqual(wrongIds.size);
    await page.getByRole('img', { name: `正确率 ${accuracy}%` }).waitFor();
    const errors = page.getByRole('region', { name: '错题订正' });
    await expect(errors.locator('dt:text-is("错题") + dd').textContent()).resolves.toBe(String(wrongAll));
    await expect(errors.locator('dt:text-is("待订正") + dd').textContent()).resolves.toBe(String(wrongAll));

    // Words to practise: the low-scored words of the readings, once each, as the sentences write them.
    const scored = main.flatMap((activity) => ((byId.get(activity.id)?.oralReading as { audioScoreDetail?: { words?: { content: string; scores: { pronunciation: number } }[] } } | undefined)?.audioScoreDetail?.words ?? []));
    const expected = weakWordsOf(scored.map((w) => ({ word: w.content, score: w.scores.pronunciation })), main.flatMap((activity) => sentenceOf(activity)?.replace(/[[\]]/g, '') ?? []));
    expect(expected.length).toBeGreaterThan(0);
    const chips = await page.locator('.weak-words__word').allTextContents();
    expect(chips).toEqual(expected.map((w) => w.word));
    expect(new Set(chips.map((chip) => chip.toLowerCase())).size).toBe(chips.length);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('a stem picture shows on the board and opens full screen', async ({ expect, onTestFinished }) => {
    const { page, id, served, pageErrors } = await studentWith(PICTURE_STUDENT, 'sync2', { onTestFinished });
    // The fourth question (the first without an answer) has a picture: "Which word sounds like cat at the end?"
    const activity = mainActivities(served)[3]!;
    expect(activity.content.assets.pictures?.length).toBe(1);
    await page.goto(playerPath(id));
    await playerOn(page).progressAt('4/10');
    const picture = page.getByRole('button', { name: '题目图片', exact: true });
    await picture.waitFor({ state: 'attached' });
    await picturesLoaded(page);
    // Laid out at a size a child can see (the demo pictures are SVGs without a size of their own).
    const box = await picture.boundingBox();
    expect(box?.width ?? 0, 'the stem picture\'s width').toBeGreaterThanOrEqual(60);
    expect(box?.height ?? 0, 'the stem picture\'s height').toBeGreaterThanOrEqual(60);
    await picture.click();
    const viewer = page.getByRole('dialog', { name: '题目图片' });
    await viewer.getByRole('img', { name: '题目图片' }).waitFor();
    await viewer.getByRole('button', { name: '关闭大图', exact: true }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it("cut off at submission: '获取报告失败', the answers kept on the phone (已保存在本机), delivered when the network is back, then the report (issue 41)", async ({ expect, onTestFinished }) => {
    const { page, api, id, served, pageErrors } = await studentWith(OFFLINE_STUDENT, 'sync2', { onTestFinished });
    const main = mainActivities(served);
    expect(served.answers).toHaveLength(3);
    const player = playerOn(page);
    await page.goto(playerPath(id));
    for (let index = 3; index < main.length; index += 1) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(main[index]!, true);
      if (index < main.length - 1) await player.next('下一题');
    }

    await page.context().setOffline(true);
    await player.next('完成练习');
    await page.getByRole('status').filter({ hasText: '获取报告失败' }).waitFor();
    await page.getByText('已保存在本机', { exact: true }).waitFor();
    await page.getByText('答案已保存在本机，联网后会自动提交').waitFor();
    await expect(pendingSubmissions(page)).resolves.toHaveLength(1);
    expect((await api.homework(id)).answers).toHaveLength(3);

    // Back online: the app sends what it kept, and the student goes on to the report as if it had gone at once.
    await page.context().setOffline(false);
    await expect.poll(async () => (await api.homework(id)).answers.length, { timeout: 15_000 }).toBe(main.length);
    const stored = await api.homework(id);
    expect(stored.report?.accuracy).toBe(100);
    // The practice is done; the homework waits for its after-class resource pack and reading (issue 14).
    expect(stored.status).toBe(HomeworkStatus.NOT_FINISHED);
    // student12 lacks afterschool_report_student: the result page with the server's accuracy.
    await page.waitForURL((address) => address.pathname === '/report');
    expect(accuracyOf(page)).toBe(100);
    await expect.poll(() => pendingSubmissions(page)).toEqual([]);
    await expect(savedHomework(page)).resolves.toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});

/** The saved progress of a homework on the phone (local storage 'homework'). */
async function savedHomework(page: Page): Promise<{ homeworkId: string; answers: { data: { activityId: string } }[] } | undefined> {
  const stored = await page.evaluate(() => localStorage.getItem('homework'));
  return stored ? JSON.parse(stored) : undefined;
}

/** Submissions waiting on the phone (local storage 'pendingSubmissions'). */
async function pendingSubmissions(page: Page): Promise<unknown[]> {
  const stored = await page.evaluate(() => localStorage.getItem('pendingSubmissions'));
  return stored ? (JSON.parse(stored) as unknown[]) : [];
}

/** A screenshot of the question on screen once its pictures are in. */
/** A wrong answer's explanation sheet, if it popped up: closed by keyboard (Tab to 确认, Enter). */
async function closeExplanationIfShown(page: Page): Promise<boolean> {
  const explanation = page.getByRole('dialog', { name: '解析' });
  if (!(await explanation.isVisible())) return false;
  await activate(page, explanation.getByRole('button', { name: '确认', exact: true }));
  await explanation.waitFor({ state: 'detached' });
  return true;
}

async function screenshotOf(page: Page, name: string): Promise<void> {
  await picturesLoaded(page);
  await screenshot(page, name);
}

describe('the player opened at its address by a student signed in on this phone (issue 18)', () => {
  it("asks for the homework while the player's code is still on its way, asks for each thing once, and shows the first question", async ({ expect, onTestFinished }) => {
    // student14 only reads here: the player is opened, nothing is answered.
    const { page, id, served, pageErrors } = await studentWith({ account: 'student14', classId: 'class-3-1' }, 'sync1', { onTestFinished });
    const homeworkPath = `/api/v1/chronus/student/homework/${id}`;
    const asked: string[] = [];
    let homeworkAsked!: () => void;
    const homeworkSent = new Promise<void>((resolve) => (homeworkAsked = resolve));
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (!pathname.startsWith('/api/v1/chronus/student/homework/') && pathname !== '/api/v1/chronus/episode') return;
      asked.push(pathname + search);
      if (pathname === homeworkPath) homeworkAsked();
    });
    // The player's module is held back until the homework has been asked for (at most 10 s): without the
    // prefetch, the player would ask only after its module came, and this route would wait out its time.
    let heldFor = 0;
    await page.route('**/assets/PlayerPage-*.js', async (route) => {
      const started = Date.now();
      await Promise.race([homeworkSent, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      heldFor = Date.now() - started;
      await route.continue();
    });

    await page.goto(playerPath(id));
    await playerOn(page).progressAt(`1/${mainActivities(served).length}`);
    expect(heldFor).toBeLessThan(10_000);
    const followUps = served.episodeActivities.filter((episode) => episode.child && episode.child !== '0').map((episode) => episode.child!);
    expect(followUps.length).toBeGreaterThan(0);
    // The follow-ups are asked for once the first question shows (they are needed only at the end).
    await expect.poll(() => asked.toSorted()).toEqual([homeworkPath, `${homeworkPath}/draft`, `/api/v1/chronus/episode?episodeIds=${encodeURIComponent(followUps.join(','))}`].toSorted());
    expect(pageErrors).toEqual([]);
  });
});
