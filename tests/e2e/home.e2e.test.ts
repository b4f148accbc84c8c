/**
 * Home in a real Chromium against the real server: each demo student signs in through the form and
 * sees the entries their permissions allow (spec 01 §2, §6); the class-empty state; the class picker.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { closeBrowser, openPage, pathOf, screenshot, signIn } from './browser';
import { classLabel, CLASSROOM_TASK_TITLE, nickName } from './fixture';

/** student00 ... student15: bit 1 class_report_student, 2 afterschool_report_student, 4 error_notebook, 8 wordbook_student. */
const PERMISSION_STUDENTS = Array.from({ length: 16 }, (_, mask) => ({
  account: `student${String(mask).padStart(2, '0')}`,
  classReport: Boolean(mask & 1),
  afterschool: Boolean(mask & 2),
  errorNotebook: Boolean(mask & 4),
  wordBook: Boolean(mask & 8),
  // Even numbers are in class 3-1, odd ones in 3-2.
  classIndex: (mask % 2) as 0 | 1,
}));
const TWO_CLASSES = { account: 'twoclasses', classReport: true, afterschool: true, errorNotebook: true, wordBook: true, classIndex: 0 as const };

/** The entries of home; locators by role and visible text. */
function entries(page: Page) {
  return {
    exercise: page.getByRole('link', { name: /^课堂练习/ }),
    homework: page.getByRole('link', { name: /^课后辅导/ }),
    learnAnalysis: page.getByRole('link', { name: /^学习分析/ }),
    errorBook: page.getByRole('link', { name: /^错题本/ }),
    wordBook: page.getByRole('link', { name: '单词本', exact: true }),
    classReport: page.getByRole('link', { name: '班级报告', exact: true }),
    statements: page.getByRole('link', { name: '版权声明', exact: true }),
  };
}

afterAll(closeBrowser);

/** A new phone signed in as `account`, at home. */
async function signedIn(account: string, context: TestContext): Promise<Page> {
  const page = await openPage(context);
  await signIn(page, account);
  await page.getByRole('heading', { level: 1, name: nickName(account) }).waitFor();
  return page;
}

describe('home after signing in through the form', () => {
  // One phone per account, a few at a time (one browser).
  it.concurrent.for([...PERMISSION_STUDENTS, TWO_CLASSES])('$account sees the entries of their permissions', async (student, context) => {
    const page = await signedIn(student.account, context);
    const on = entries(page);

    await expect(on.exercise.getAttribute('href')).resolves.toBe('/exercise');
    await expect(on.homework.getAttribute('href')).resolves.toBe('/homework');
    expect(await on.learnAnalysis.count()).toBe(student.afterschool ? 1 : 0);
    expect(await on.errorBook.count()).toBe(student.errorNotebook ? 1 : 0);
    expect(await on.wordBook.count()).toBe(student.wordBook ? 1 : 0);
    expect(await on.classReport.count()).toBe(student.classReport ? 1 : 0);
    // Signed in with the product's own login: auth info is stored, so no statements button.
    expect(await on.statements.count()).toBe(0);
    const hrefs = await Promise.all([on.learnAnalysis, on.errorBook, on.wordBook, on.classReport].map((link) => link.evaluateAll((all) => all.map((a) => a.getAttribute('href')))));
    expect(hrefs.flat()).toEqual([
      ...(student.afterschool ? ['/learn-analysis'] : []),
      ...(student.errorNotebook ? ['/error-book'] : []),
      ...(student.wordBook ? ['/word-book'] : []),
      ...(student.classReport ? ['/class-report-list'] : []),
    ]);
    await expect(page.getByText(classLabel(student.classIndex), { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('你还没有加入班级哦').count()).resolves.toBe(0);
  });

  it('noclass sees the class-empty state and no entry cards', async (context) => {
    const page = await signedIn('noclass', context);
    await page.getByText('你还没有加入班级哦', { exact: true }).waitFor();
    await expect(page.getByText('请联系你的老师，将你加入班级中', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('未选择', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(entries(page).exercise.count()).resolves.toBe(0);
    await expect(entries(page).homework.count()).resolves.toBe(0);
  });

  it('a class-3-1 student sees the running classroom task; the homework card opens 课后辅导', async (context) => {
    const page = await signedIn('student14', context);
    const task = page.getByRole('link', { name: new RegExp(CLASSROOM_TASK_TITLE) });
    await task.waitFor();
    await expect(task.getAttribute('href')).resolves.toBe('/exercise');
    await expect(task.getByText('正在进行的课堂任务', { exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'home');

    await entries(page).homework.tap();
    await page.getByRole('heading', { level: 1, name: '课后辅导' }).waitFor();
    expect(pathOf(page)).toBe('/homework');
  });
});

/** The layout shifts Chromium recorded since the page opened (what Lighthouse's CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

describe('home opened again on a phone signed in before (issue 18)', () => {
  it.for([
    { account: 'student14', answer: CLASSROOM_TASK_TITLE },
    { account: 'student03', answer: '老师还没有布置课堂作业, 先专心听讲吧!' },
  ])('$account: the classroom panel keeps its place from loading to its answer; the cards do not move', async ({ account, answer }, context) => {
    const page = await signedIn(account, context);
    // The answer comes after the page has painted, as on a slow network.
    await page.route('**/api/v1/chronus/student/classroom/task*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.reload();
    await page.getByText(answer, { exact: true }).waitFor();
    expect(await layoutShift(page)).toBe(0);
  });
});

describe('the class picker', () => {
  it('twoclasses taps the class label, picks the other class; the label and the classroom task follow, and the choice survives a reload', async (context) => {
    const page = await signedIn('twoclasses', context);
    const label = page.getByRole('button', { name: /切换班级$/ });
    await expect(label.textContent()).resolves.toBe(classLabel(0));
    await page.getByText(CLASSROOM_TASK_TITLE, { exact: true }).waitFor();

    await label.tap();
    const picker = page.getByRole('dialog', { name: '选择班级' });
    await picker.waitFor();
    await expect(picker.getByRole('radio', { name: classLabel(0) }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(picker.getByRole('radio', { name: classLabel(1) }).getAttribute('aria-checked')).resolves.toBe('false');
    await picker.getByRole('radio', { name: classLabel(1) }).tap();

    await picker.waitFor({ state: 'detached' });
    await expect(label.textContent()).resolves.toBe(classLabel(1));
    // Class 3-2 has no classroom task running.
    await page.getByText('老师还没有布置课堂作业, 先专心听讲吧!', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: nickName('twoclasses') }).waitFor();
    await expect(page.getByRole('button', { name: /切换班级$/ }).textContent()).resolves.toBe(classLabel(1));
    await page.getByText('老师还没有布置课堂作业, 先专心听讲吧!', { exact: true }).waitFor();
  });

  it('a student in one class has a plain label, no picker', async (context) => {
    const page = await signedIn('student03', context);
    await expect(page.getByText(classLabel(1), { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /切换班级$/ }).count()).resolves.toBe(0);
  });
});
