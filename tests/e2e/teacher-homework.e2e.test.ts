/**
 * A teacher assigns homework and sees what the class did (issue 37), in a real Chromium against the real
 * server: 布置作业 in the console's 作业 tab (two episodes of the imported content, five choice questions
 * and five sentences to read aloud, to the 45-student class 4-1, due tomorrow); five students, on their
 * own phones at the same time, find it in their homework list and do it in the player, with a known mix
 * of right and wrong options and one of them reading a sentence with one word wrong into the fake
 * microphone (scored by the reference engine). The teacher's results show the counts the mix makes
 * (finished, each student's and each item's 正确率), each question's most-chosen wrong option and, for the
 * sentence read wrong, that word as the one read worst and each reader's score; the .xlsx export (parsed
 * here) holds the same answers, verdicts and scores. Every count is computed from the mix (PLANS).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { pocketsphinxInstalled } from '../../server/scoring/pocketsphinx/worker-pool';
import { closeBrowser, openPage, screenshot, signIn, useFakeMicrophone } from './browser';
import { teacherOn, type Context } from './lesson';
import { choiceOption, playerOn, playerPath, sentenceOf, studentApi, tokenOf } from './player-driver';
import { FakeMicrophoneVoice } from './voice';

const voice = new FakeMicrophoneVoice();
useFakeMicrophone(voice.file);

beforeAll(async () => {
  if (!pocketsphinxInstalled()) throw new Error('e2e: the readings are scored by the reference engine. Run `npm run setup` as root (it installs pocketsphinx).');
  // The file exists before a player first opens the microphone (its check soon after entry).
  await voice.say('Hello.');
});

afterAll(async () => {
  await closeBrowser();
  voice.remove();
});

const TITLE = '问好和朗读';
const EPISODES = [/Say hello/, /Read aloud/];
const CLASS_SIZE = 45;

/**
 * The word one student reads wrong: "We play football after lunch." for "… after school.". The engine
 * scores that reading near the pass mark (a word of five not said: 63-70 from one recording to the next, since
 * issue 39's overall follows the experts' totals), so whether it counts as right is read from the score the
 * results show; it scores "school" far below the other readers, so the class's mean puts it below every other
 * word of the sentence (eSpeak's readings score those 80 and more).
 */
const SLIP = { word: 'school', instead: 'lunch' };

/** A student of class 4-1 no other e2e test uses, the wrong options they pick (by their text), and whether they read SLIP. */
interface Plan { account: string; wrongPicks: string[]; slips: boolean }
const PLANS: readonly Plan[] = [
  { account: 'student133', wrongPicks: [], slips: false },
  { account: 'student134', wrongPicks: ['Good night!'], slips: false },
  { account: 'student135', wrongPicks: ['Good night!', 'six'], slips: false },
  { account: 'student136', wrongPicks: ['Goodbye!'], slips: true },
  { account: 'student137', wrongPicks: [], slips: false },
];
const nameOf = (account: string) => `学生${account.replace('student', '')}`;

const choiceTexts = (activity: ServedActivity) => Object.values(activity.content.comprehension.multiChoiceText?.choice ?? {}).map((choice) => (choice as { text: string }).text);
const isSpeech = (activity: ServedActivity) => activity.type === 11 || activity.type === 30;
/** The wrong option the plan picks on this question, if any. */
const wrongPickOn = (plan: Plan, activity: ServedActivity) => plan.wrongPicks.find((text) => choiceTexts(activity).includes(text));
/** What the plan reads for a sentence: the sentence, or SLIP's word changed. */
function saidFor(plan: Plan, sentence: string): string {
  return plan.slips && sentence.includes(SLIP.word) ? sentence.replace(SLIP.word, SLIP.instead) : sentence;
}

/** The student's phone, signed in. */
async function phoneOf(plan: Plan, context: Context): Promise<Page> {
  const page = await openPage(context);
  await signIn(page, plan.account);
  return page;
}

/** The student opens the homework from their list and does it in the player as planned; answers the questions it served. */
async function studentDoes(plan: Plan, page: Page): Promise<ServedActivity[]> {
  await page.goto('/homework');
  await page.getByText(TITLE, { exact: true }).tap();
  await page.waitForURL((address) => address.pathname === '/homework-child');
  const id = new URL(page.url()).searchParams.get('homework')!;
  const api = studentApi(await tokenOf(page));
  const served = await api.homework(id);
  const activities = served.episodeActivities.flatMap((episode) => episode.activities);
  await page.goto(playerPath(id));
  const player = playerOn(page, voice);
  for (const [index, activity] of activities.entries()) {
    await player.progressAt(`${index + 1}/${activities.length}`);
    const wrongPick = wrongPickOn(plan, activity);
    if (isSpeech(activity)) {
      await player.speak(activity, saidFor(plan, sentenceOf(activity)!));
    } else {
      if (wrongPick) await choiceOption(page, false, { key: '', text: wrongPick }).click();
      else await player.respond(activity, true);
      await player.submit();
    }
    await player.next(index === activities.length - 1 ? '完成练习' : '下一题');
  }
  if (plan.wrongPicks.length > 0) {
    // A wrong answer brings the episode's follow-up questions and its explanation video first.
    const [followUp] = await api.episodes([served.episodeActivities[0]!.child!]);
    await page.getByRole('button', { name: '开始巩固练习', exact: true }).click();
    for (const [index, activity] of followUp!.activities.entries()) {
      await player.progressAt(`巩固练习 ${index + 1}/${followUp!.activities.length}`);
      await player.respond(activity, true);
      await player.submit();
      await player.next('继续');
    }
    await page.getByRole('button', { name: '看完了，继续', exact: true }).click();
  }
  await page.waitForURL((address) => address.pathname !== '/pt', { timeout: 10_000 }).catch(async (error: unknown) => {
    throw new Error(`${plan.account} still on the player: ${await page.locator('body').innerText()}`, { cause: error });
  });
  return activities;
}

/** What the mix makes of one item: how many answered it right, and its wrong options with how many picked each, most first. */
function expectedOf(activity: ServedActivity) {
  const picks = PLANS.flatMap((plan) => wrongPickOn(plan, activity) ?? []);
  const counted = [...new Set(picks)].map((text) => ({ text, count: picks.filter((pick) => pick === text).length }));
  return {
    // A sentence is passed by every reader; the one reading SLIP is counted by its score (slipPassed).
    right: PLANS.length - picks.length - (isSpeech(activity) && sentenceOf(activity)!.includes(SLIP.word) ? PLANS.filter((plan) => plan.slips).length : 0),
    wrongPicks: counted.toSorted((a, b) => b.count - a.count || a.text.localeCompare(b.text)),
    slipped: isSpeech(activity) && sentenceOf(activity)!.includes(SLIP.word),
  };
}

const listed = (region: Locator) => region.getByRole('listitem').allTextContents();

describe('homework a teacher assigns (issue 37)', () => {
  it('is assigned from the console, done by five students, and its results and export show what they answered and read', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    // The students sign in on their phones while the teacher assigns.
    const phones = Promise.all(PLANS.map((plan) => phoneOf(plan, context)));
    phones.catch(() => undefined);
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('tab', { name: '作业' }).click();
    await teacher.getByRole('button', { name: '布置作业' }).click();
    await teacher.getByRole('textbox', { name: '作业标题' }).fill(TITLE);
    for (const episode of EPISODES) await teacher.getByRole('checkbox', { name: episode }).check();
    const due = new Date(Date.now() + 24 * 3600 * 1000);
    const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await teacher.getByLabel('截止时间', { exact: true }).fill(local);
    await teacher.getByRole('button', { name: '布置', exact: true }).click();
    await teacher.getByRole('heading', { name: '这个班的作业' }).waitFor();
    await teacher.getByText(TITLE, { exact: true }).first().waitFor();

    // Five phones at once (they take turns at the fake microphone: FakeMicrophoneVoice.sayInto).
    const signedIn = await phones;
    const [activities] = await Promise.all(PLANS.map((plan, index) => studentDoes(plan, signedIn[index]!)));
    expect(activities!.filter(isSpeech).filter((activity) => expectedOf(activity).slipped)).toHaveLength(1);

    await teacher.getByRole('button', { name: /查看结果/ }).first().click();
    const results = teacher.locator('section.hw-results');
    await results.getByText(`已完成 ${PLANS.length}/${CLASS_SIZE}`, { exact: false }).waitFor({ timeout: 10_000 });
    const items = results.getByRole('region', { name: '每道题的情况' });
    const scoresShown = new Map<string, number>();
    const slipper = nameOf(PLANS.find((plan) => plan.slips)!.account);
    let slipPassed = false;
    for (const [index, activity] of activities!.entries()) {
      const expected = expectedOf(activity);
      const item = items.getByRole('article', { name: new RegExp(`^${index + 1}\\. `) });
      await item.getByText(/^正确率 /).waitFor();
      if (expected.slipped) {
        for (const line of await listed(item.getByRole('region', { name: `学生录音：${index + 1}` }))) {
          const [, name, score] = /^(\S+) · (\d+) 分/.exec(line)!;
          scoresShown.set(name!, Number(score));
        }
        slipPassed = scoresShown.get(slipper)! >= 70;
      }
      const right = expected.right + (expected.slipped && slipPassed ? 1 : 0);
      await item.getByText(`正确率 ${Math.round((100 * right) / PLANS.length)}%（${right}/${PLANS.length}）`, { exact: true }).waitFor();
      const wrongShown = item.getByRole('region', { name: '最常见的错误答案' });
      expect(await listed(wrongShown), `item ${index + 1}`).toEqual(expected.wrongPicks.map(({ text, count }) => `${text} — ${count} 人`));
      if (!expected.slipped) continue;
      // The word read wrong is the one the class read worst, over every reading of the sentence.
      const [worst] = await listed(item.getByRole('region', { name: '读得最差的单词' }));
        expect(worst).toMatch(new RegExp(`^${SLIP.word} — \\d+ 分（${PLANS.length} 次）$`));
    }
    expect([...scoresShown.keys()].toSorted()).toEqual(PLANS.map((plan) => nameOf(plan.account)));
    // Per student, best first: the five who finished, each with the share of the questions they got right.
    await results.getByRole('button', { name: '按正确率排序' }).click();
    const table = results.getByRole('table');
    await table.getByRole('columnheader', { name: /正确率/ }).and(table.locator('[aria-sort="descending"]')).waitFor();
    const top = (await table.getByRole('row').allInnerTexts()).slice(1, PLANS.length + 1).map((row) => row.split('\t'));
    const perStudent = (plan: Plan) => `${Math.round((100 * (activities!.length - plan.wrongPicks.length - (plan.slips && !slipPassed ? 1 : 0))) / activities!.length)}%`;
    expect(top.map(([name, progress, accuracy, , answered]) => [name, progress, accuracy, answered]).toSorted())
      .toEqual(PLANS.map((plan) => [nameOf(plan.account), '已完成', perStudent(plan), `${activities!.length}/${activities!.length}`]).toSorted());
    // The time they spent is the time on the questions (they read five sentences), though the answers arrived together.
    expect(top.map(([, , , spent]) => spent).filter((spent) => !/^(\d+ 分 )?\d+ 秒$/.test(spent!) || spent === '0 秒')).toEqual([]);
    await screenshot(teacher, 'homework-results');

    const download = teacher.waitForEvent('download');
    await results.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`${TITLE}\\.xlsx$`));
    const [header, ...rows] = await readSheet(await readFile((await file.path())!));
    expect(header).toEqual(['班级', '学生', '题目', '答案', '是否正确', '得分']);
    const ours = new Set(PLANS.map((plan) => nameOf(plan.account)));
    // Every other student of the class has a row per item, with empty cells.
    expect(rows.filter((row) => !ours.has(String(row[1]))).every((row) => row[4] === null)).toBe(true);
    expect(rows).toHaveLength(CLASS_SIZE * activities!.length);
    for (const [index, activity] of activities!.entries()) {
      const expected = expectedOf(activity);
      const itemRows = rows.filter((row) => ours.has(String(row[1])) && String(row[2]).startsWith(`${index + 1}. `));
      const verdicts = itemRows.map((row) => row[4]);
      const right = expected.right + (expected.slipped && slipPassed ? 1 : 0);
      expect({ item: index + 1, right: verdicts.filter((v) => v === '对').length, wrong: verdicts.filter((v) => v === '错').length }).toEqual({ item: index + 1, right, wrong: PLANS.length - right });
      if (!isSpeech(activity)) {
        // The wrong options as picked, each under its student.
        const wrongRows = itemRows.filter((row) => row[4] === '错').map((row) => [row[1], row[3]]);
        expect(wrongRows.toSorted()).toEqual(PLANS.flatMap((plan) => { const pick = wrongPickOn(plan, activity); return pick ? [[nameOf(plan.account), pick]] : []; }).toSorted());
      } else if (expected.slipped) {
        // The scores the results showed; the slip scored below every reader who read the sentence right.
        expect(new Map(itemRows.map((row) => [String(row[1]), row[5]]))).toEqual(scoresShown);
        const others = [...scoresShown].filter(([name]) => name !== slipper).map(([, score]) => score);
        expect(scoresShown.get(slipper)).toBeLessThan(Math.min(...others));
      }
    }
  }, 300_000);
});
