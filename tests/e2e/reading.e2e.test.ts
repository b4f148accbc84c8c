/**
 * The reading task in a live lesson (issue 17), in a real Chromium against the real server: the teacher
 * starts it for class 4-1; a student on a phone-sized touch screen taps a word for its meaning, draws
 * three strokes in two colours, erases one, reloads the page (the strokes stay), and hands in the data report; the report is a webp with the
 * strokes and the passage's picture in it, and the teacher's panel shows it as a thumbnail.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, screenshot } from './browser';
import { nickName } from './fixture';
import { endTask, studentInTask, teacherOn, touchDrag } from './lesson';

afterAll(closeBrowser);

// Colours the page has nowhere else (the text is black, the picture blue and grey).
const PURPLE: [number, number, number] = [0x8e, 0x24, 0xaa];
/** The passage picture's blue (the book's cover, #269): nothing else on the page has it (issue 32, item 5). */
const PICTURE_BLUE: [number, number, number] = [0x22, 0x66, 0x99];

/** A horizontal stroke of a finger across the reading page, at `fromTop` pixels below its top. */
async function strokeAcross(page: Page, fromTop: number): Promise<void> {
  const box = (await page.locator('.reading__page').boundingBox())!;
  await touchDrag(page, { x: box.x + 24, y: box.y + fromTop }, { x: box.x + box.width - 24, y: box.y + fromTop });
}

/**
 * Of the pixels of an image on the page: how many are near a colour, how many are reddish (any red,
 * however faint: a stroke half erased still counts), and how many are not white.
 */
function pixelsOf(page: Page, selector: string, rgb: [number, number, number]): Promise<{ near: number; reddish: number; coloured: number; total: number }> {
  return page.evaluate(
    async ({ selector: css, rgb: [r, g, b] }) => {
      const image = document.querySelector<HTMLImageElement>(css)!;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let near = 0;
      let reddish = 0;
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [dr, dg, db] = [data[i]! - r, data[i + 1]! - g, data[i + 2]! - b];
        if (dr * dr + dg * dg + db * db < 60 * 60) near++;
        if (data[i]! > data[i + 1]! + 50 && data[i]! > data[i + 2]! + 50) reddish++;
        if (data[i]! < 235 || data[i + 1]! < 235 || data[i + 2]! < 235) coloured++;
      }
      return { near, reddish, coloured, total: data.length / 4 };
    },
    { selector, rgb },
  );
}

describe('the reading task in a lesson', () => {
  it('a student looks a word up, draws and erases, hands in the report; the teacher sees it with the strokes', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：阅读：My school' }).click();
    const student = await studentInTask('student123', '/reading-task', context);

    // A word's meaning, from the text.
    await student.getByRole('button', { name: 'school' }).first().tap();
    await student.getByRole('dialog', { name: 'school' }).getByText('noun. 学校').waitFor();
    await student.getByRole('button', { name: '关闭' }).tap();

    // Three strokes in two colours, then the first one erased.
    await student.getByRole('button', { name: '去圈画' }).tap();
    const toolbar = student.getByRole('toolbar', { name: '圈画工具' });
    await toolbar.waitFor();
    await toolbar.getByRole('button', { name: '粗细 10' }).tap();
    await strokeAcross(student, 40);
    await toolbar.getByRole('button', { name: '颜色' }).tap();
    await toolbar.getByRole('button', { name: '紫色' }).tap();
    await toolbar.getByRole('button', { name: '粗细 15' }).tap();
    await strokeAcross(student, 90);
    await strokeAcross(student, 130);
    await toolbar.getByRole('button', { name: '橡皮擦' }).tap();
    await toolbar.getByRole('button', { name: '粗细 80' }).tap();
    await strokeAcross(student, 40);
    await expect(toolbar.getByRole('button', { name: '撤销' }).isEnabled()).resolves.toBe(true);
    await screenshot(student, 'reading-task-drawing');
    await toolbar.getByRole('button', { name: '去查单词' }).tap();

    // A reload loses no strokes: they were kept on the phone as a draft (issue 32, item 12), and the
    // report below shows them (the purple ones, the red one still erased).
    await student.reload();
    await student.getByRole('button', { name: '去圈画' }).tap();
    await expect.poll(() => toolbar.getByRole('button', { name: '撤销' }).isEnabled()).toBe(true);
    await toolbar.getByRole('button', { name: '去查单词' }).tap();

    // A narrower window (a phone turned back): the drawing follows the page's new size.
    const layerWidth = () => student.locator('.reading__drawing .canvas-container').evaluate((element) => element.getBoundingClientRect().width);
    const pageWidth = () => student.locator('.reading__page').evaluate((element) => element.scrollWidth);
    await student.setViewportSize({ width: 340, height: 667 });
    await expect.poll(layerWidth).toBe(await pageWidth());

    // The first upload fails: the student is told, the strokes stay, and submitting again works.
    await student.route('**/upload', (route) => route.abort(), { times: 1 });
    await student.getByRole('button', { name: '提交' }).tap();
    await student.getByRole('alertdialog', { name: '确定要提交数据报告吗？' }).getByRole('button', { name: '确定' }).tap();
    await student.getByRole('alert').getByText('数据报告上传失败,请重试').waitFor();
    expect(await student.locator('.reading__drawing canvas').count()).toBeGreaterThan(0);

    // The report: captured, uploaded as a webp, handed in.
    await student.getByRole('button', { name: '提交' }).tap();
    const upload = student.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/upload');
    await student.getByRole('alertdialog', { name: '确定要提交数据报告吗？' }).getByRole('button', { name: '确定' }).tap();
    expect((await upload).status()).toBe(200);
    await student.getByRole('alertdialog', { name: '提交成功' }).getByRole('button', { name: '完成' }).tap();
    await student.waitForURL((address) => address.pathname === '/exercise');

    // The teacher's panel: the student's report as a thumbnail, with the purple strokes in it and the red one gone.
    const name = nickName('student123');
    const report = teacher.getByRole('button', { name: new RegExp(`查看数据报告：\\s*${name}`) });
    const thumbnail = report.locator('img.reading-panel__thumb');
    await thumbnail.waitFor({ timeout: 8000 });
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    const pixels = await pixelsOf(teacher, '.reading-panel__report img.reading-panel__thumb', PURPLE);
    expect(pixels.coloured).toBeGreaterThan(pixels.total * 0.01);
    expect(pixels.near).toBeGreaterThan(200);
    expect(pixels.reddish).toBeLessThan(20);
    // The passage's picture is in the stored file too, not a white box where it stood.
    const picture = await pixelsOf(teacher, '.reading-panel__report img.reading-panel__thumb', PICTURE_BLUE);
    expect(picture.near).toBeGreaterThan(500);
    await screenshot(teacher, 'reading-task-panel');
    await endTask(teacher);
  });
});
