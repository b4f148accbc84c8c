// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditedTask } from '@core/registry/task-plugin';
import { provide } from '@core/registry/task-services';
import { mediaInMemory, renderEditor, uploadedMedia } from '../../../tests/helpers/task-editor-host';
import { teacherMediaRef } from '../editor-services';
import { checkedTaskKind } from '../task-body';
import { resourcePackDefinition, type ResourcePack } from './definition';
import ResourcePackEditor, { blank } from './Editor';
import { resourcePackTaskPlugin } from './index';

afterEach(cleanup);

/** The editor in a host like the console's, the school's media holding one document; `listed` the kinds it was asked to list. */
function edit(initial: EditedTask = blank()) {
  const media = mediaInMemory([uploadedMedia('unit-3-words.pdf')]);
  const { task } = renderEditor(ResourcePackEditor, initial, { definitions: [resourcePackDefinition], services: [provide(teacherMediaRef, media)] });
  return { draft: task, pack: () => (task().interactiveTask as { resourcePack: ResourcePack }).resourcePack, listed: media.kindsListed };
}

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3, 4])], name, { type });
/** The field's problem as a screen reader hears it with the field: the elements its aria-describedby names. */
const problemAtField = (field: HTMLElement) => {
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ') : undefined;
};
const group = (name: string) => screen.getByRole('group', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function addUploaded(typeName: string, name: string, type: string) {
  await userEvent.click(button(`添加${typeName}`));
  const fields = screen.getAllByRole('group', { name: new RegExp(`^资源 \\d+：${typeName}$`) });
  await userEvent.upload(within(fields.at(-1)!).getByLabelText(`上传${typeName}`), file(name, type));
}

describe('the resource pack editor', () => {
  it("is the plugin's editor, loaded when the console opens it", async () => {
    const module = await resourcePackTaskPlugin.loadEditor!();
    expect(module.Editor).toBe(ResourcePackEditor);
    expect(module.blank()).toEqual({ taskType: 2, interactiveTask: { resourcePack: { title: '', resources: [] } } });
  });

  it('starts from a blank pack the definition refuses: the title, then the missing resources, said at their fields', async () => {
    expect(checkedTaskKind(blank(), [resourcePackDefinition])).toHaveProperty('problem.path', 'interactiveTask.resourcePack.title');
    edit();
    const title = screen.getByLabelText('资源包标题');
    expect(problemAtField(title)).toMatch(/too small/i);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(title, 'Pets');
    expect(title.getAttribute('aria-invalid')).toBe('false');
    expect(problemAtField(group('资源'))).toMatch(/1 至 50 个.*too small/is);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('makes a pack of a picture, a sound, a video, a document and a text that the definition accepts', async () => {
    const { draft, pack } = edit();
    await userEvent.type(screen.getByLabelText('资源包标题'), 'Pets');
    await addUploaded('图片', 'cat.png', 'image/png');
    await addUploaded('声音', 'cat-song.mp3', 'audio/mpeg');
    await addUploaded('视频', 'cat.mp4', 'video/mp4');
    await addUploaded('文档', 'words.pdf', 'application/pdf');
    await userEvent.click(button('添加文字'));
    await userEvent.type(screen.getByLabelText('资源 5：文字'), 'Look and listen.');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkedTaskKind(draft(), [resourcePackDefinition])).toEqual({ kind: 'resource-pack' });
    expect(pack()).toEqual({
      title: 'Pets',
      resources: [
        { type: 1, content: '/files/media/teacher/cat.png', name: 'cat.png' },
        { type: 2, content: '/files/media/teacher/cat-song.mp3', name: 'cat-song.mp3' },
        { type: 3, content: '/files/media/teacher/cat.mp4', name: 'cat.mp4' },
        { type: 5, content: '/files/media/teacher/words.pdf', name: 'words.pdf' },
        { type: 4, content: 'Look and listen.' },
      ],
    });
    // Each file shows as what it is.
    expect(group('资源 1：图片').querySelector('img')?.getAttribute('src')).toBe('/files/media/teacher/cat.png');
    expect(group('资源 2：声音').querySelector('audio')?.getAttribute('src')).toBe('/files/media/teacher/cat-song.mp3');
    expect(group('资源 3：视频').querySelector('video')?.getAttribute('src')).toBe('/files/media/teacher/cat.mp4');
    expect(within(group('资源 4：文档')).getByRole('link').getAttribute('href')).toBe('/files/media/teacher/words.pdf');
  });

  it("names a resource after its file, and keeps the teacher's own name", async () => {
    const { pack } = edit();
    await addUploaded('图片', 'IMG_2034.png', 'image/png');
    const name = screen.getByLabelText<HTMLInputElement>('资源 1 的名称（可选）');
    expect(name.value).toBe('IMG_2034.png');
    await userEvent.clear(name);
    await userEvent.type(name, 'a cat on a mat');
    // Another file in its place keeps the name the teacher gave.
    await userEvent.upload(within(group('资源 1：图片')).getByLabelText('上传图片'), file('IMG_2035.png', 'image/png'));
    expect(pack().resources).toEqual([{ type: 1, content: '/files/media/teacher/IMG_2035.png', name: 'a cat on a mat' }]);
    // A name cleared is no name: the student sees the file's.
    await userEvent.clear(name);
    expect(pack().resources[0]).not.toHaveProperty('name');
  });

  it('says at the name when it is longer than 200 characters', async () => {
    edit();
    await userEvent.type(screen.getByLabelText('资源包标题'), 'Pets');
    await addUploaded('声音', 'song.mp3', 'audio/mpeg');
    const name = screen.getByLabelText('资源 1 的名称（可选）');
    fireEvent.change(name, { target: { value: 'x'.repeat(201) } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(name)).toMatch(/too big/i);
  });

  it('says at a picture that it has no file yet', async () => {
    edit();
    await userEvent.type(screen.getByLabelText('资源包标题'), 'Pets');
    await userEvent.click(button('添加图片'));
    // The focus is on the new picture's upload.
    expect(document.activeElement).toBe(within(group('资源 1：图片')).getByLabelText('上传图片'));
    const upload = within(group('资源 1：图片')).getByLabelText('上传图片');
    expect(upload.getAttribute('aria-invalid')).toBe('true');
    expect(problemAtField(upload)).toMatch(/too small/i);
    await userEvent.upload(upload, file('cat.png', 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("chooses a document from the school's documents", async () => {
    const { pack, listed } = edit();
    await userEvent.click(button('添加文档'));
    await userEvent.click(within(group('资源 1：文档')).getByRole('button', { name: '从学校素材中选择' }));
    await userEvent.click(button('unit-3-words.pdf'));
    expect(listed).toEqual(['document']);
    expect(pack().resources).toEqual([{ type: 5, content: '/files/media/teacher/unit-3-words.pdf', name: 'unit-3-words.pdf' }]);
  });

  it('reorders and removes resources, the focus following', async () => {
    const { pack } = edit();
    await userEvent.type(screen.getByLabelText('资源包标题'), 'Pets');
    await addUploaded('图片', 'cat.png', 'image/png');
    await userEvent.click(button('添加文字'));
    await userEvent.type(screen.getByLabelText('资源 2：文字'), 'A cat.');
    button('上移资源 2').focus();
    await userEvent.keyboard('{Enter}');
    expect(pack().resources.map((r) => r.type)).toEqual([4, 1]);
    expect((screen.getByLabelText('资源 1：文字') as HTMLTextAreaElement).value).toBe('A cat.');
    expect(group('资源 2：图片').querySelector('img')?.getAttribute('src')).toBe('/files/media/teacher/cat.png');
    expect(document.activeElement).toBe(button('下移资源 1'));

    await userEvent.click(button('删除资源 1'));
    expect(pack().resources).toEqual([{ type: 1, content: '/files/media/teacher/cat.png', name: 'cat.png' }]);
    expect(screen.queryByLabelText(/：文字$/)).toBeNull();
    await userEvent.click(button('删除资源 1'));
    expect(pack().resources).toEqual([]);
    expect(document.activeElement).toBe(button('添加图片'));
    expect(problemAtField(group('资源'))).toMatch(/too small/i);
  });

  it('keeps a type it cannot edit, to move or remove, and takes no more than 50 resources', async () => {
    const resources = [{ type: 42, content: 'hologram' }, ...Array.from({ length: 49 }, (_, index) => ({ type: 4, content: `text ${index + 1}` }))];
    const { pack } = edit({ taskType: 2, interactiveTask: { resourcePack: { title: 'Many', resources } } });
    expect(screen.getByText('资源 1：这种资源暂时无法编辑（类型 42），可以移动或删除')).toBeTruthy();
    for (const typeName of ['图片', '声音', '视频', '文档', '文字']) expect(button(`添加${typeName}`).disabled).toBe(true);
    await userEvent.click(button('下移资源 1'));
    expect(pack().resources[1]).toEqual({ type: 42, content: 'hologram' });
    expect(checkedTaskKind({ taskType: 2, interactiveTask: { resourcePack: pack() } }, [resourcePackDefinition])).toEqual({ kind: 'resource-pack' });
  });
});
