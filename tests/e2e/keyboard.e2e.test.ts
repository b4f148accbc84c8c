/**
 * The keyboard alone (issue 18): a student who cannot use a touch screen (a switch, a keyboard, a
 * screen reader's keys) reaches every control of the drag-drop task and the reading task's drawing
 * toolbar with Tab, and uses it with Enter, Space and the arrow keys. Nothing here taps or clicks once
 * the screen is open; a control Tab cannot reach fails the test. The practice player's questions by
 * keyboard, one of each type, are in its whole homework (player.e2e.test.ts, keyboard-driver.ts).
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, screenshot } from './browser';
import { activate, tabTo } from './keyboard-driver';
import { endTask, studentInTask, teacherOn, touchDrag, tray } from './lesson';

afterAll(async () => {
  await closeBrowser();
});

describe('the keyboard alone', () => {
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
