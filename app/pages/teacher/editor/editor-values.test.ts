/** The editor's values: where a draft is kept, a draft read back, the save's body; the exercise's picks; the media's size caps. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import { draftTaskId, readDraft, startValues, taskWriteOf } from './editor-values';
import { groupUnitsByPack, moved } from './episode-picks';
import { sizeRefusal, uploadRefusal } from './media-refusals';

const unit = (id: string, pack?: string) => ({ id, title: id, textbook: 't', episodes: [], ...(pack ? { pack: { id: pack, title: `Pack ${pack}` } } : {}) });
const uploadRefused = (status: number | undefined, message = 'x') => uploadRefusal(new ApiError(message, status, undefined, undefined));
const task = { taskType: 2, interactiveTask: { voteTask: { title: 'Q' } } };

describe('the editor’s values', () => {
  it('a new task starts blank, a task to edit as given; a draft is kept by the task’s id, a new task’s or a copy’s as new', () => {
    expect(startValues({ kind: 'vote' }, () => task)).toEqual({ title: '', shared: false, task });
    expect(startValues({ id: 't1', title: 'Fruit', task, shared: true }, () => ({ taskType: 9 }))).toEqual({ title: 'Fruit', shared: true, task });
    expect([draftTaskId({ kind: 'vote' }), draftTaskId({ title: 'Copy', task, shared: false }), draftTaskId({ id: 't1', title: 'Mine', task, shared: false })]).toEqual(['new', 'new', 't1']);
  });

  it('reads back a kept draft, and nothing that is not one', () => {
    expect(readDraft({ title: 'Fruit', shared: false, task: { taskType: 1, episodeIds: ['e1'] } })).toEqual({ title: 'Fruit', shared: false, task: { taskType: 1, episodeIds: ['e1'] } });
    for (const kept of [undefined, 'text', { title: 'x', shared: 'no', task }, { title: 'x', shared: false, task: { taskType: '2' } }, { title: 'x', shared: false, task: { taskType: 1, episodeIds: [3] } }, { title: 'x', shared: false, task: { taskType: 2, interactiveTask: [] } }]) {
      expect(readDraft(kept)).toBeUndefined();
    }
  });

  it('sends the title trimmed, the episodes (none for an interactive task) and sharing', () => {
    expect(taskWriteOf({ title: '  Fruit ', shared: true, task })).toEqual({ title: 'Fruit', taskType: 2, episodeIds: [], interactiveTask: task.interactiveTask, shared: true });
    expect(taskWriteOf({ title: 'Ex', shared: false, task: { taskType: 1, episodeIds: ['e2', 'e1'] } })).toEqual({ title: 'Ex', taskType: 1, episodeIds: ['e2', 'e1'], shared: false });
  });
});

describe('the exercise’s picks', () => {
  it('groups units under their pack, the server’s own first, in the order listed', () => {
    const groups = groupUnitsByPack([unit('u1', 'p1'), unit('u2'), unit('u3', 'p2'), unit('u4', 'p1')]);
    expect(groups.map((group) => [group.title, group.units.map((u) => u.id)])).toEqual([[undefined, ['u2']], ['Pack p1', ['u1', 'u4']], ['Pack p2', ['u3']]]);
  });

  it('moves a picked episode up or down, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the teacher’s uploads', () => {
  const MB = 1024 * 1024;
  it('refuses a file over its kind’s cap before it is sent', () => {
    expect(sizeRefusal({ type: 'image/png', size: 5 * MB })).toBeUndefined();
    expect(sizeRefusal({ type: 'image/png', size: 5 * MB + 1 })).toBe('图片不能超过 5 MB，请换一个小一点的文件');
    expect(sizeRefusal({ type: 'audio/mpeg', size: 11 * MB })).toBe('声音不能超过 10 MB，请换一个小一点的文件');
    expect(sizeRefusal({ type: 'application/pdf', size: 21 * MB })).toBe('文档不能超过 20 MB，请换一个小一点的文件');
    // A file of no declared type: the server finds its kind; only what no kind takes is refused here.
    expect(sizeRefusal({ type: '', size: 50 * MB })).toBeUndefined();
    expect(sizeRefusal({ type: '', size: 101 * MB })).toBe('文件不能超过 100 MB，请换一个小一点的文件');
  });

  it('says the server’s refusals in Chinese', () => {
    expect(uploadRefused(415)).toMatch(/^这种文件不能上传/);
    expect(uploadRefused(413)).toBe('文件太大了，请换一个小一点的文件');
    expect(uploadRefused(429)).toBe('今天上传的文件太多了，请明天再试');
    expect(uploadRefused(400, 'file: cannot decode the picture')).toBe('文件无法读取，请换一个文件');
    expect(uploadRefused(400, '图片尺寸太大')).toBe('图片尺寸太大');
    expect(uploadRefused(undefined)).toBe('网络加载失败，请重试');
    expect(uploadRefused(500)).toBe('上传失败，请重试');
  });
});
