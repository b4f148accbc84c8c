// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaskServices, TaskServicesContext, provide } from '@core/registry/task-services';
import { mediaInMemory, uploadedMedia } from '../../tests/helpers/task-editor-host';
import { teacherMediaRef, type TeacherMedia, type TeacherMediaService } from './editor-services';
import { MediaField } from './MediaField';

afterEach(cleanup);

const cat = uploadedMedia('cat.png');
const dog = uploadedMedia('dog.png');
/** The teacher's media service as the console provides it, answering from memory: the school has a cat and a dog. */
const schoolMedia = () => mediaInMemory([cat, dog]);

/** A form holding the field's value, as an editor does. */
function Form({ problem }: { problem?: string }) {
  const [chosen, setChosen] = useState<TeacherMedia>();
  return (
    <>
      <MediaField kind="picture" label="题图" value={chosen?.url} onChange={setChosen} problem={problem} />
      <output>{chosen ? `已选：${chosen.name}` : '未选'}</output>
    </>
  );
}

function renderField(service: TeacherMediaService, problem?: string) {
  return render(
    <TaskServicesContext value={TaskServices.of(provide(teacherMediaRef, service))}>
      <Form problem={problem} />
    </TaskServicesContext>,
  );
}

const picture = (name = 'boat.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const shownPicture = () => screen.getByRole('group', { name: '题图' }).querySelector('.media-field__picture')?.getAttribute('src');

describe('MediaField', () => {
  it('uploads a picture and shows it', async () => {
    renderField(schoolMedia());
    expect(shownPicture()).toBeUndefined();
    await userEvent.upload(screen.getByLabelText('上传图片'), picture());
    expect(shownPicture()).toBe('/files/media/teacher/boat.png');
    expect(screen.getByText('已选：boat.png')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the service's reason when an upload fails, at the field, and keeps no file", async () => {
    renderField({ ...schoolMedia(), upload: async () => Promise.reject(new Error('图片不能超过 5 MB')) });
    const input = screen.getByLabelText('上传图片');
    await userEvent.upload(input, picture());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('图片不能超过 5 MB');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('未选')).toBeTruthy();
  });

  it('says it is uploading until the service answers', async () => {
    let answer: ((media: TeacherMedia) => void) | undefined;
    renderField({ upload: () => new Promise((resolve) => (answer = resolve)), list: async () => [] });
    await userEvent.upload(screen.getByLabelText('上传图片'), picture());
    expect(screen.getByText('正在上传…')).toBeTruthy();
    expect((screen.getByLabelText('正在上传…') as HTMLInputElement).disabled).toBe(true);
    answer?.(cat);
    expect(await screen.findByText('已选：cat.png')).toBeTruthy();
    expect((screen.getByLabelText('上传图片') as HTMLInputElement).disabled).toBe(false);
  });

  it('empties the file input after each upload, so the same file can be chosen again after removing it', async () => {
    // A browser fires no change when the file chosen is the one the input already holds.
    renderField(schoolMedia());
    const input = screen.getByLabelText<HTMLInputElement>('上传图片');
    await userEvent.upload(input, picture());
    expect(input.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '移除' }));
    await userEvent.upload(input, picture());
    expect(screen.getByText('已选：boat.png')).toBeTruthy();
  });

  it("chooses one of the school's pictures", async () => {
    const service = schoolMedia();
    renderField(service);
    await userEvent.click(screen.getByRole('button', { name: '从学校素材中选择' }));
    const list = screen.getByRole('list', { name: '从学校素材中选择' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['cat.png', 'dog.png']);
    expect(service.kindsListed).toEqual(['picture']);
    await userEvent.click(within(list).getByRole('button', { name: 'dog.png' }));
    expect(shownPicture()).toBe('/files/media/teacher/dog.png');
    expect(screen.queryByRole('list', { name: '从学校素材中选择' })).toBeNull();
  });

  it("says so when the school's list cannot be loaded", async () => {
    renderField({ upload: async () => cat, list: async () => Promise.reject(new Error('offline')) });
    await userEvent.click(screen.getByRole('button', { name: '从学校素材中选择' }));
    expect(screen.getByRole('alert').textContent).toBe('素材列表加载失败，请重试');
  });

  it('says so when the school has no pictures yet', async () => {
    renderField({ upload: async () => cat, list: async () => [] });
    await userEvent.click(screen.getByRole('button', { name: '从学校素材中选择' }));
    expect(screen.getByText('学校还没有这类素材')).toBeTruthy();
  });

  it('removes the chosen picture', async () => {
    renderField(schoolMedia());
    expect(screen.queryByRole('button', { name: '移除' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('上传图片'), picture());
    await userEvent.click(screen.getByRole('button', { name: '移除' }));
    expect(shownPicture()).toBeUndefined();
    expect(screen.getByText('未选')).toBeTruthy();
  });

  it("shows the editor's problem at the field", () => {
    renderField(schoolMedia(), '请上传一张图片');
    const input = screen.getByLabelText('上传图片');
    expect(screen.getByRole('alert').textContent).toBe('请上传一张图片');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
