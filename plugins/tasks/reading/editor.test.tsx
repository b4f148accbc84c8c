// @vitest-environment jsdom
/**
 * The reading task's editor (issue 36), hosted as the console hosts it (tests/helpers/task-editor-host.tsx):
 * the host holds the task, checks every change with the kinds' definitions and hands the problem back; the
 * teacher's media service is a plain in-test implementation of its interface.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditedTask } from '@core/registry/task-plugin';
import { provide } from '@core/registry/task-services';
import { mediaInMemory, renderEditor, uploadedMedia } from '../../../tests/helpers/task-editor-host';
import { taskDefinitions } from '../definitions';
import { teacherMediaRef } from '../editor-services';
import { checkedTaskKind } from '../task-body';
import { Editor, blank } from './Editor';

afterEach(cleanup);

/** The editor on `initial`, the school's media holding one page; `held()` is the task as the last change left it. */
let held: () => EditedTask;
const edit = (initial: EditedTask = blank()) => {
  const editor = renderEditor(Editor, initial, { definitions: taskDefinitions, services: [provide(teacherMediaRef, mediaInMemory([uploadedMedia('school-page.png')]))] });
  held = editor.task;
  return editor;
};
const readingPart = () => (held().interactiveTask as { readingTask: { title?: string; records: { contentType: number; content: string }[] } }).readingTask;
/** The problem a field is described by (aria-describedby), as a screen reader reads it. */
const describedProblem = (field: HTMLElement) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent;

describe('the reading editor', () => {
  it('starts with an empty text the definition refuses, and says so at the text', () => {
    edit();
    expect(checkedTaskKind(blank(), taskDefinitions)).toEqual({ problem: { path: 'interactiveTask.readingTask.records[0].content', message: 'a text needs its words' } });
    const text = screen.getByRole('textbox', { name: '第 1 段：文字' });
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(describedProblem(text)).toBe('a text needs its words');
    expect(screen.getByText('这段文字里还没有可以查的英文单词')).toBeTruthy();
  });

  it('keeps a pasted text with its line breaks, lists the words a student can tap, and passes the check', async () => {
    const user = userEvent.setup();
    edit();
    await user.type(screen.getByRole('textbox', { name: '文章标题（选填）' }), 'My cat');
    const text = screen.getByRole('textbox', { name: '第 1 段：文字' });
    await user.click(text);
    await user.paste("Tom's cat is black.\nI don't like dogs. The cat likes me!");
    expect(readingPart()).toEqual({ title: 'My cat', records: [{ contentType: 2, content: "Tom's cat is black.\nI don't like dogs. The cat likes me!" }] });
    // The student's detector: Tom's looks up tom, don't keeps its apostrophe, each word once.
    expect(screen.getByText('学生可以轻触查词的单词：11 个')).toBeTruthy();
    const words = screen.getByRole('list', { name: '学生可以轻触查词的单词：11 个' });
    expect(within(words).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['tom', 'cat', 'is', 'black', 'i', "don't", 'like', 'dogs', 'the', 'likes', 'me']);
    expect(text.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ kind: 'reading' });
  });

  it('leaves the optional title out once it is cleared', async () => {
    const user = userEvent.setup();
    edit({ taskType: 2, interactiveTask: { readingTask: { title: 'A farm', records: [{ contentType: 2, content: 'I see a cow.' }] } } });
    await user.clear(screen.getByRole('textbox', { name: '文章标题（选填）' }));
    expect(readingPart()).toEqual({ records: [{ contentType: 2, content: 'I see a cow.' }] });
  });

  it('takes pictures of a page, uploaded or from the school, and says when one is missing', async () => {
    const user = userEvent.setup();
    edit({ taskType: 2, interactiveTask: { readingTask: { records: [{ contentType: 2, content: 'Look at the page.' }] } } });
    await user.click(screen.getByRole('button', { name: '添加图片' }));
    const picture = screen.getByRole('group', { name: '第 2 段：图片' });
    expect(describedProblem(within(picture).getByLabelText('上传图片'))).toBe('a picture needs its file');
    expect(checkedTaskKind(held(), taskDefinitions)).toHaveProperty('problem.path', 'interactiveTask.readingTask.records[1].content');

    await user.upload(within(picture).getByLabelText('上传图片'), new File(['png'], 'page-1.png', { type: 'image/png' }));
    expect(within(picture).getByRole('presentation').getAttribute('src')).toBe('/files/media/teacher/page-1.png');
    await user.click(screen.getByRole('button', { name: '添加图片' }));
    await user.click(within(screen.getByRole('group', { name: '第 3 段：图片' })).getByRole('button', { name: '从学校素材中选择' }));
    await user.click(await screen.findByRole('button', { name: 'school-page.png' }));
    expect(readingPart().records).toEqual([{ contentType: 2, content: 'Look at the page.' }, { contentType: 1, content: '/files/media/teacher/page-1.png' }, { contentType: 1, content: '/files/media/teacher/school-page.png' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkedTaskKind(held(), taskDefinitions)).toEqual({ kind: 'reading' });
  });

  it('moves a record up and down, keeping the focus on the button pressed, and removes one', async () => {
    const user = userEvent.setup();
    edit({ taskType: 2, interactiveTask: { readingTask: { records: [{ contentType: 2, content: 'One.' }, { contentType: 1, content: '/files/media/p.png' }, { contentType: 2, content: 'Three.' }] } } });
    const up = screen.getByRole('button', { name: '上移第 3 段' });
    await user.click(up);
    expect(readingPart().records.map((record) => record.content)).toEqual(['One.', 'Three.', '/files/media/p.png']);
    // The same button, now the second record's, still has the focus: pressing Enter moves it on.
    expect(document.activeElement).toBe(up);
    expect(up.getAttribute('aria-label')).toBe('上移第 2 段');
    await user.keyboard('{Enter}');
    expect(readingPart().records.map((record) => record.content)).toEqual(['Three.', 'One.', '/files/media/p.png']);
    // At the top it moves no further.
    await user.click(up);
    expect(readingPart().records.map((record) => record.content)).toEqual(['Three.', 'One.', '/files/media/p.png']);
    expect(screen.getByRole('textbox', { name: '第 1 段：文字' })).toHaveProperty('value', 'Three.');

    await user.click(screen.getByRole('button', { name: '下移第 1 段' }));
    expect(readingPart().records.map((record) => record.content)).toEqual(['One.', 'Three.', '/files/media/p.png']);
    await user.click(screen.getByRole('button', { name: '删除第 2 段' }));
    expect(readingPart().records.map((record) => record.content)).toEqual(['One.', '/files/media/p.png']);
    expect(screen.getByRole('group', { name: '第 2 段：图片' })).toBeTruthy();
  });

  it('says a task with nothing to read needs a text or a picture, at the buttons that add one', async () => {
    const user = userEvent.setup();
    edit();
    await user.click(screen.getByRole('button', { name: '删除第 1 段' }));
    expect(readingPart().records).toEqual([]);
    const addText = screen.getByRole('button', { name: '添加文字' });
    expect(describedProblem(addText)).toBe('a reading task needs a text or a picture');
    await user.click(addText);
    expect(screen.getByRole('textbox', { name: '第 1 段：文字' })).toBeTruthy();
    expect(screen.queryByText('a reading task needs a text or a picture')).toBeNull();
  });
});
