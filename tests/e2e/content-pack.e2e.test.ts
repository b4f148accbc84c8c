/**
 * A content pack from the admin console to a lesson (issue 35), in a real Chromium against the real server:
 * the administrator uploads a pack's zip and sees it imported and listed; a teacher finds its tasks under
 * the pack's title in the library, searches them, starts the pack's vote; a student votes and the teacher's
 * tally counts it. The pack is the demo unit under its own ids and titles (示例包·…), so no other test's
 * buttons see two tasks of one name.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { demoPackFiles } from '../../server/testing/pack-fixtures';
import { zipOf } from '../../server/testing/roster-fixtures';
import { closeBrowser, openPage, signIn } from './browser';
import { endTask, studentInTask, teacherOn } from './lesson';

afterAll(closeBrowser);

const PACK_TITLE = '示例包：宠物与颜色';
const VOTE = '示例包·投票：你最喜欢哪种宠物？';

/** The demo unit with ids (e2e1u1), task ids and titles of its own. */
function examplePackZip(): Buffer {
  const files = demoPackFiles().map((file) => {
    const path = file.path.replaceAll('m1u1', 'e2e1u1').replace(/^tasks\//, 'tasks/e2e-');
    if (!path.endsWith('.json')) return { name: `example/${path}`, content: file.bytes };
    const json = JSON.parse(Buffer.from(file.bytes).toString().replaceAll('m1u1', 'e2e1u1').replaceAll('"lib-', '"e2e-lib-')) as Record<string, unknown>;
    if (path === 'pack.json') Object.assign(json, { id: 'example-pets', title: PACK_TITLE });
    if (path.startsWith('tasks/')) json.title = `示例包·${String(json.title)}`;
    return { name: `example/${path}`, content: JSON.stringify(json, null, 2) };
  });
  return zipOf(files);
}

async function uploadPack(admin: Page): Promise<void> {
  await admin.getByRole('tab', { name: '内容包' }).click();
  await admin.getByRole('tabpanel').locator('input[type="file"]').setInputFiles({ name: 'example-pets.zip', mimeType: 'application/zip', buffer: examplePackZip() });
  await admin.getByRole('button', { name: '导入', exact: true }).click();
}

describe('a content pack, from the admin console to a lesson (issue 35)', () => {
  it('is uploaded, listed, found in the teacher\'s library under its title, and started: a student votes', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const admin = await openPage(context);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await signIn(admin, 'admin');
    await uploadPack(admin);
    await admin.getByText(/^(已导入|内容未变)：example-pets 1\.0\.0/).waitFor({ timeout: 20_000 });
    await admin.getByText(PACK_TITLE).first().waitFor();

    const teacher = await teacherOn('class-3-2', context);
    await teacher.getByText(PACK_TITLE).first().waitFor();
    await teacher.getByRole('searchbox', { name: '搜索任务' }).fill('示例包·投票');
    // The search leaves the pack's votes only: the demo's own vote of the same name without 示例包 is gone.
    await teacher.getByRole('button', { name: '开始：投票：你最喜欢哪种宠物？' }).waitFor({ state: 'detached' });
    expect(await teacher.getByRole('button', { name: /^开始：/ }).allTextContents()).toHaveLength(2);
    await teacher.getByRole('button', { name: `开始：${VOTE}` }).click();
    const student = await studentInTask('student05', '/vote-task', context);
    await student.getByRole('radio', { name: /a dog/ }).check();
    await student.getByRole('button', { name: '提交' }).tap();
    await teacher.getByRole('region', { name: '投票结果' }).getByRole('img', { name: 'A a dog: 1 人' }).waitFor({ timeout: 8000 });
    await endTask(teacher);
  }, 90_000);
});
