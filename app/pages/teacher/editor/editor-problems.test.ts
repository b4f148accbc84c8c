/** What the editor finds wrong with a task, in Chinese, at the path the server would name. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { dragDropDefinition } from '@plugins/tasks/drag-drop/definition';
import { readingDefinition } from '@plugins/tasks/reading/definition';
import { voteDefinition } from '@plugins/tasks/vote/definition';
import { exerciseProblem, isContentPath, kindProblem, refusalOf, titleProblem } from './editor-problems';

const checkVote = (task: object) => kindProblem(task as never, voteDefinition as TaskDefinition);
const checkReading = (records: { content: string; contentType: number }[]) => kindProblem({ taskType: 2, interactiveTask: { readingTask: { records } } }, readingDefinition as TaskDefinition);
const refused = (status: number | undefined, message: string) => refusalOf(new ApiError(message, status, 1, { message }));
const vote = (options: { key: string; text: string }[], records: { content: string; contentType: number }[] = []) => ({ taskType: 2, interactiveTask: { voteTask: { title: '你最喜欢哪种水果？', selectType: 1, records, options } } });
const withRecords = (records: { content: string; contentType: number }[]) => vote([{ key: 'A', text: 'apple' }, { key: 'B', text: 'pear' }], records);

describe('the editor’s checks', () => {
  it('a title: 1 to 200 characters once trimmed', () => {
    expect(titleProblem('   ')).toBe('不能为空');
    expect(titleProblem('x'.repeat(201))).toBe('最多 200 个字');
    expect(titleProblem(` ${'字'.repeat(200)} `)).toBeUndefined();
  });

  it('a kind’s task by its definition: the first problem, at its path, in Chinese', () => {
    expect(checkVote(vote([{ key: 'A', text: 'apple' }]))).toEqual({ path: 'interactiveTask.voteTask.options', message: '至少需要 2 项' });
    expect(checkVote(vote([{ key: 'A', text: 'apple' }, { key: 'B', text: '' }]))).toEqual({ path: 'interactiveTask.voteTask.options[1].text', message: '不能为空' });
    expect(checkVote(vote([{ key: 'A', text: 'apple' }, { key: 'B', text: 'pear' }]))).toBeUndefined();
    expect(checkVote({ taskType: 2, interactiveTask: {} })).toEqual({ path: '', message: '任务内容不完整' });
  });

  it('a vote’s record that would show nothing: at its content, in Chinese', () => {
    expect(checkVote(withRecords([{ content: 'Listen.', contentType: 2 }, { content: '', contentType: 3 }]))).toEqual({ path: 'interactiveTask.voteTask.records[1].content', message: '请上传或选择声音' });
    expect(checkVote(withRecords([{ content: '', contentType: 1 }]))).toEqual({ path: 'interactiveTask.voteTask.records[0].content', message: '请上传或选择图片' });
    expect(checkVote(withRecords([{ content: '  ', contentType: 2 }]))).toEqual({ path: 'interactiveTask.voteTask.records[0].content', message: '这段文字不能为空' });
    expect(checkVote(withRecords([{ content: '/files/media/teacher/cat.mp3', contentType: 3 }]))).toBeUndefined();
  });

  it('a reading task with nothing to read: at its records, in Chinese', () => {
    expect(checkReading([])).toEqual({ path: 'interactiveTask.readingTask.records', message: '请粘贴文字或上传书页图片' });
    expect(checkReading([{ content: '/files/media/teacher/page-1.png', contentType: 1 }])).toBeUndefined();
  });

  it('what a student’s copy leaves out must be there (a drag-drop zone’s accepts)', () => {
    const dragDrop = { title: 'My room', frame: { passthroughCapture: '/files/media/room.png' }, zones: [{ id: 'z1', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }], cards: [{ id: 'c1', text: 'bed' }] };
    expect(kindProblem({ taskType: 2, interactiveTask: { dragDrop } }, dragDropDefinition as TaskDefinition)).toEqual({
      path: 'interactiveTask.dragDrop.zones[0].accepts',
      message: '请选择这个区域接受哪些卡片',
    });
  });

  it('an exercise: 1 to 20 episodes', () => {
    expect(exerciseProblem({ taskType: 1, episodeIds: [] })).toEqual({ path: 'episodeIds', message: '请至少选择 1 个课时' });
    expect(exerciseProblem({ taskType: 1, episodeIds: Array.from({ length: 21 }, (_, i) => `e${i}`) })).toEqual({ path: 'episodeIds', message: '最多选择 20 个课时' });
    expect(exerciseProblem({ taskType: 1, episodeIds: ['e1'] })).toBeUndefined();
  });
});

describe('a refused save', () => {
  it('a 400 names the field: at the field, in Chinese; not retried as it is', () => {
    expect(refused(400, 'body.interactiveTask.voteTask.options[1].text: Too big: expected string to have <=500 characters')).toEqual({ path: 'interactiveTask.voteTask.options[1].text', message: '最多 500 个字', retry: false });
    expect(refused(400, 'body.title: 这个名字已经用过了')).toEqual({ path: 'title', message: '这个名字已经用过了', retry: false });
    expect(refused(400, 'the task is not JSON')).toEqual({ path: '', message: 'the task is not JSON', retry: false });
  });

  it('a refusal of the whole task is said above the form; no answer, or the first still running, is retried with its key', () => {
    expect(refused(403, 'not your task')).toMatchObject({ path: '', message: '只能修改自己的任务，可以复制一份再改', retry: false });
    expect(refused(404, 'library task')).toMatchObject({ path: '', message: '找不到这个任务，它可能已被删除' });
    expect(refused(413, 'too large')).toMatchObject({ path: '', message: '任务内容太多了（最多 64 KB），请删减一些' });
    expect(refused(undefined, '网络加载失败，请重试')).toEqual({ path: '', message: '网络加载失败，请重试', retry: true });
    expect(refused(409, 'still running')).toMatchObject({ retry: true });
    expect(refused(422, 'key used for another request')).toMatchObject({ message: '保存失败，请重试', retry: false });
    expect(refusalOf(new TypeError('boom'))).toEqual({ path: '', message: '保存失败，请重试', retry: false });
  });

  it('tells the kind’s content from the host’s own fields', () => {
    expect(['interactiveTask.voteTask.options[1].text', 'interactiveTask', 'episodeIds', 'episodeIds[2]', 'collaborativeLearning.roles'].every(isContentPath)).toBe(true);
    expect(['title', 'shared', '', 'interactiveTasks'].some(isContentPath)).toBe(false);
  });
});
