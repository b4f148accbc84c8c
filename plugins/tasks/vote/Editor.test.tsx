// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditedTask } from '@core/registry/task-plugin';
import { provide } from '@core/registry/task-services';
import { mediaInMemory, renderEditor, uploadedMedia } from '../../../tests/helpers/task-editor-host';
import { teacherMediaRef, type TeacherMedia, type TeacherMediaService } from '../editor-services';
import { checkedTaskKind } from '../task-body';
import { voteDefinition } from './definition';
import VoteEditor, { blank } from './Editor';
import { voteTaskPlugin } from './index';

afterEach(cleanup);

/** The editor in a host like the console's, the school's media holding one picture; `draft()` is the task as the last change left it. */
function edit(initial: EditedTask = blank(), media: TeacherMediaService = mediaInMemory([uploadedMedia('school-map.png')])) {
  const { task } = renderEditor(VoteEditor, initial, { definitions: [voteDefinition], services: [provide(teacherMediaRef, media)] });
  return { draft: task };
}
const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const sound = (name: string) => new File([new Uint8Array([73, 68, 51, 4])], name, { type: 'audio/mpeg' });

const vote = (task: EditedTask) => (task.interactiveTask as { voteTask: { title: string; selectType: number; records: unknown[]; options: { key: string; text: string }[] } }).voteTask;
/** Each option as the teacher sees it: its label and what is written in it. */
const optionTexts = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: /^选项 [A-L]$/ }).map((input) => `${input.labels?.[0]?.textContent}=${input.value}`);
/** The field's problem as a screen reader hears it with the field: the element its aria-describedby names. */
const problemAtField = (field: HTMLElement) => {
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ') : undefined;
};

async function fillIn(title: string, ...options: string[]) {
  await userEvent.type(screen.getByLabelText('投票问题'), title);
  for (const [index, text] of options.entries()) {
    const key = String.fromCharCode(65 + index);
    if (!screen.queryByLabelText(`选项 ${key}`)) await userEvent.click(screen.getByRole('button', { name: '添加选项' }));
    await userEvent.type(screen.getByLabelText(`选项 ${key}`), text);
  }
}

describe('the vote editor', () => {
  it("is the plugin's editor, loaded when the console opens it", async () => {
    const module = await voteTaskPlugin.loadEditor!();
    expect(module.Editor).toBe(VoteEditor);
    expect(module.blank()).toEqual({ taskType: 2, interactiveTask: { voteTask: { title: '', selectType: 1, records: [], options: [{ key: 'A', text: '' }, { key: 'B', text: '' }] } } });
  });

  it("starts from a blank vote the definition refuses: the missing question is said at the question's field", () => {
    expect(checkedTaskKind(blank(), [voteDefinition])).toEqual({ problem: { path: 'interactiveTask.voteTask.title', message: expect.stringMatching(/too small/i) } });
    edit();
    const title = screen.getByLabelText('投票问题');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(title)).toMatch(/too small/i);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect((screen.getByRole('radio', { name: '单选' }) as HTMLInputElement).checked).toBe(true);
    expect(optionTexts()).toEqual(['选项 A=', '选项 B=']);
  });

  it('makes a vote the definition accepts once the question and the options are written', async () => {
    const { draft } = edit();
    await fillIn('Which fruit do you like?', 'apple', 'banana', 'pear');
    await userEvent.click(screen.getByRole('radio', { name: '多选' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('投票问题').getAttribute('aria-invalid')).toBe('false');
    expect(checkedTaskKind(draft(), [voteDefinition])).toEqual({ kind: 'vote' });
    expect(draft()).toEqual({
      taskType: 2,
      interactiveTask: { voteTask: { title: 'Which fruit do you like?', selectType: 2, records: [], options: [{ key: 'A', text: 'apple' }, { key: 'B', text: 'banana' }, { key: 'C', text: 'pear' }] } },
    });
  });

  it("says at option B's field that it is empty, and nowhere else", async () => {
    edit();
    await fillIn('Which fruit?', 'apple', 'banana');
    await userEvent.clear(screen.getByLabelText('选项 B'));
    const optionB = screen.getByLabelText('选项 B');
    expect(optionB.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(optionB)).toMatch(/too small/i);
    expect(screen.getByLabelText('选项 A').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.type(optionB, 'pear');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at the question when it is longer than 200 characters', async () => {
    const { draft } = edit();
    await fillIn('a', 'yes', 'no');
    fireEvent.change(screen.getByLabelText('投票问题'), { target: { value: 'x'.repeat(201) } });
    expect(problemAtField(screen.getByLabelText('投票问题'))).toMatch(/too big/i);
    expect(checkedTaskKind(draft(), [voteDefinition])).toHaveProperty('problem.path', 'interactiveTask.voteTask.title');
  });

  it('adds options up to 12 and removes them down to 2, lettered A, B, C... in order', async () => {
    const { draft } = edit();
    const add = screen.getByRole('button', { name: '添加选项' });
    for (let n = 3; n <= 12; n++) await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^选项 / })).toHaveLength(12);
    expect(screen.getByLabelText('选项 L')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('选项 B'), 'second');
    await userEvent.click(screen.getByRole('button', { name: '删除选项 A' }));
    // The second option is now the first, and lettered so.
    expect((screen.getByLabelText('选项 A') as HTMLInputElement).value).toBe('second');
    expect(vote(draft()).options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect((add as HTMLButtonElement).disabled).toBe(false);

    for (let n = 11; n > 2; n--) await userEvent.click(screen.getByRole('button', { name: `删除选项 ${String.fromCharCode(64 + n)}` }));
    expect(screen.getAllByRole('textbox', { name: /^选项 / })).toHaveLength(2);
    expect((screen.getByRole('button', { name: '删除选项 A' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '删除选项 B' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reorders options by keyboard, the focus following the option moved', async () => {
    const { draft } = edit();
    await fillIn('Which fruit?', 'apple', 'banana', 'pear');
    screen.getByRole('button', { name: '下移选项 A' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(optionTexts()).toEqual(['选项 A=banana', '选项 B=apple', '选项 C=pear']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移选项 B' }));
    await userEvent.keyboard('{Enter}');
    expect(optionTexts()).toEqual(['选项 A=banana', '选项 B=pear', '选项 C=apple']);
    // At the bottom 下移 is disabled: the focus stays with the option, on its 上移.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移选项 C' }));
    expect((screen.getByRole('button', { name: '下移选项 C' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '上移选项 A' }) as HTMLButtonElement).disabled).toBe(true);
    expect(vote(draft()).options).toEqual([{ key: 'A', text: 'banana' }, { key: 'B', text: 'pear' }, { key: 'C', text: 'apple' }]);
  });

  it('adds a text and an uploaded picture under the question, reorders and removes them', async () => {
    const { draft } = edit();
    await fillIn('What is in the picture?', 'a cat', 'a dog');
    await userEvent.click(screen.getByRole('button', { name: '添加文字' }));
    // The focus goes to the new text, ready to type.
    expect(document.activeElement).toBe(screen.getByLabelText('材料 1：文字'));
    await userEvent.keyboard('Look carefully.');
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    const pictureField = screen.getByRole('group', { name: '材料 2：图片' });
    await userEvent.upload(within(pictureField).getByLabelText('上传图片'), picture('pet.png'));
    expect(pictureField.querySelector('img')?.getAttribute('src')).toBe('/files/media/teacher/pet.png');
    expect(vote(draft()).records).toEqual([{ content: 'Look carefully.', contentType: 2 }, { content: '/files/media/teacher/pet.png', contentType: 1 }]);
    expect(checkedTaskKind(draft(), [voteDefinition])).toEqual({ kind: 'vote' });

    await userEvent.click(screen.getByRole('button', { name: '上移材料 2' }));
    expect(vote(draft()).records.map((r) => (r as { contentType: number }).contentType)).toEqual([1, 2]);
    expect(screen.getByRole('group', { name: '材料 1：图片' })).toBeTruthy();
    expect((screen.getByLabelText('材料 2：文字') as HTMLTextAreaElement).value).toBe('Look carefully.');

    await userEvent.click(screen.getByRole('button', { name: '删除材料 2' }));
    expect(screen.queryByLabelText(/：文字$/)).toBeNull();
    // Removing the picture removes its record: an empty one would show the students nothing.
    await userEvent.click(within(screen.getByRole('group', { name: '材料 1：图片' })).getByRole('button', { name: '移除' }));
    expect(vote(draft()).records).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加文字' }));
  });

  it('adds a sound under the question: the record asks for its file at its field until one is uploaded; removing the file removes the record', async () => {
    const { draft } = edit();
    await fillIn('Which animal is it?', 'a cow', 'a dog');
    await userEvent.click(screen.getByRole('button', { name: '添加声音' }));
    const soundField = screen.getByRole('group', { name: '材料 1：声音' });
    const upload = within(soundField).getByLabelText('上传声音');
    // The focus goes to the new record's upload, ready to choose a file.
    expect(document.activeElement).toBe(upload);
    expect(upload.getAttribute('accept')).toMatch(/audio\/mpeg/);
    expect(upload.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(upload)).toBe('a sound needs its file');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(checkedTaskKind(draft(), [voteDefinition])).toEqual({ problem: { path: 'interactiveTask.voteTask.records[0].content', message: 'a sound needs its file' } });

    await userEvent.upload(upload, sound('cow.mp3'));
    expect(soundField.querySelector('audio')?.getAttribute('src')).toBe('/files/media/teacher/cow.mp3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vote(draft()).records).toEqual([{ content: '/files/media/teacher/cow.mp3', contentType: 3 }]);
    expect(checkedTaskKind(draft(), [voteDefinition])).toEqual({ kind: 'vote' });

    await userEvent.click(within(soundField).getByRole('button', { name: '移除' }));
    expect(vote(draft()).records).toEqual([]);
    expect(screen.queryByRole('group', { name: '材料 1：声音' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加文字' }));
  });

  it('says at an empty text record that it needs its words, and at no other field', async () => {
    const { draft } = edit();
    await fillIn('Which fruit?', 'apple', 'pear');
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    await userEvent.upload(screen.getByLabelText('上传图片'), picture('fruit.png'));
    await userEvent.click(screen.getByRole('button', { name: '添加文字' }));
    const text = screen.getByLabelText('材料 2：文字');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(text)).toBe('a text needs its words');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.type(text, '   ');
    expect(problemAtField(text)).toBe('a text needs its words');
    await userEvent.type(text, 'Look.');
    expect(text.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkedTaskKind(draft(), [voteDefinition])).toEqual({ kind: 'vote' });
  });

  it("chooses a picture from the school's media", async () => {
    const { draft } = edit();
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    await userEvent.click(screen.getByRole('button', { name: '从学校素材中选择' }));
    await userEvent.click(screen.getByRole('button', { name: 'school-map.png' }));
    expect(vote(draft()).records).toEqual([{ content: '/files/media/teacher/school-map.png', contentType: 1 }]);
  });

  it('shows a failed upload at the picture, and keeps the record to try again', async () => {
    const { draft } = edit(blank(), { ...mediaInMemory(), upload: async () => Promise.reject(new Error('图片不能超过 5 MB')) });
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    const pictureField = screen.getByRole('group', { name: '材料 1：图片' });
    await userEvent.upload(within(pictureField).getByLabelText('上传图片'), picture('huge.png'));
    expect(within(pictureField).getByRole('alert').textContent).toBe('图片不能超过 5 MB');
    expect(vote(draft()).records).toHaveLength(1);
  });

  it('keeps what the teacher typed while a picture was uploading', async () => {
    let answer: ((media: TeacherMedia) => void) | undefined;
    const { draft } = edit(blank(), { ...mediaInMemory(), upload: () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    await userEvent.upload(screen.getByLabelText('上传图片'), picture('slow.png'));
    await userEvent.type(screen.getByLabelText('投票问题'), 'Typed meanwhile');
    answer?.(uploadedMedia('slow.png'));
    expect(await screen.findByRole('button', { name: '移除' })).toBeTruthy();
    expect(vote(draft()).title).toBe('Typed meanwhile');
    expect(vote(draft()).records).toEqual([{ content: '/files/media/teacher/slow.png', contentType: 1 }]);
  });

  it('says at the options when a stored draft has more than 12, and takes no more', () => {
    const options = Array.from({ length: 13 }, (_, index) => ({ key: String.fromCharCode(65 + index), text: `option ${index + 1}` }));
    edit({ taskType: 2, interactiveTask: { voteTask: { title: 'Too many', selectType: 1, records: [], options } } });
    const optionsGroup = screen.getByRole('group', { name: '选项' });
    expect(problemAtField(optionsGroup)).toMatch(/2 至 12 个.*too big/is);
    expect((screen.getByRole('button', { name: '添加选项' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says above the form when the draft holds no vote at all, until the teacher writes one', async () => {
    const { draft } = edit({ taskType: 2, interactiveTask: {} });
    expect(screen.getByRole('alert').textContent).toBe('not a task of any kind this server knows');
    await userEvent.type(screen.getByLabelText('投票问题'), 'Now a vote');
    expect(screen.queryByText('not a task of any kind this server knows')).toBeNull();
    expect(vote(draft()).options).toEqual([]);
    expect(problemAtField(screen.getByRole('group', { name: '选项' }))).toMatch(/too small/i);
  });
});
