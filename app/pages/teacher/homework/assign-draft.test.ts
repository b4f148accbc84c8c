/** 布置作业's pure half (issue 37): the problems as the server's check would find them, the body sent, a refusal placed. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import { assignBody, assignProblems, assignRefusal, blankDraft, dueProblem, firstProblemField, type AssignDraft } from './assign-draft';
import { fromLocalInput, toLocalInput } from './homework-times';

const now = fromLocalInput('2026-11-26T10:00')!;
const valid: AssignDraft = { ...blankDraft('c1'), title: 'Unit 1', episodeIds: ['e1'], dueAt: '2026-11-27T18:00' };

describe('the assignment’s problems', () => {
  it('finds none in a valid draft, and sends its body with “now” left to the server', () => {
    expect(assignProblems(valid, now)).toEqual({});
    expect(assignBody({ ...valid, title: ' Unit 1 ' })).toEqual({ title: 'Unit 1', classIds: ['c1'], episodeIds: ['e1'], libraryTaskIds: [], dueAtSec: fromLocalInput('2026-11-27T18:00') });
    expect(assignBody({ ...valid, assignNow: false, assignAt: '2026-11-27T08:00' }).assignAtSec).toBe(fromLocalInput('2026-11-27T08:00'));
  });

  it('names each field’s problem, first in the form’s order', () => {
    const problems = assignProblems({ ...blankDraft('c1'), classIds: [], title: 'x'.repeat(201), libraryTaskIds: Array.from({ length: 11 }, (_, i) => `t${i}`) }, now);
    expect(problems).toEqual({ title: '标题最多 200 个字', classIds: '请至少选择一个班级', libraryTaskIds: '最多选择 10 个课后任务', dueAt: '请填写截止时间' });
    expect(firstProblemField(problems)).toBe('title');
    expect(firstProblemField({ dueAt: 'x', classIds: 'y' })).toBe('classIds');
  });

  it('wants the due time after the assign time, and the assign time neither past nor over a year ahead', () => {
    expect(assignProblems({ ...valid, dueAt: '2026-11-26T09:00' }, now).dueAt).toBe('截止时间要晚于布置时间');
    expect(assignProblems({ ...valid, assignNow: false, assignAt: '2026-11-28T08:00' }, now).dueAt).toBe('截止时间要晚于布置时间');
    expect(assignProblems({ ...valid, assignNow: false, assignAt: '2026-11-25T08:00' }, now).assignAt).toBe('布置时间已经过了，请选「现在」或以后的时间');
    expect(assignProblems({ ...valid, assignNow: false, assignAt: '2028-01-01T08:00', dueAt: '2028-01-02T08:00' }, now).assignAt).toBe('布置时间最多在一年以内');
    expect(assignProblems({ ...valid, assignNow: false, assignAt: '' }, now).assignAt).toBe('请填写布置的日期和时间');
    expect(dueProblem('2026-11-26T09:59', now)).toBe('截止时间要晚于布置时间');
    expect(dueProblem(toLocalInput(now + 60), now)).toBeUndefined();
  });
});

const words = (message: string) => `「${message}」`;
describe('a refused assignment', () => {
  it('is shown at the field a 400 names, above the buttons otherwise; only a missing answer is sent again as it was', () => {
    expect(assignRefusal(new ApiError('body.dueAtSec: Too small', 400, undefined, {}), words)).toEqual({ field: 'dueAt', message: '「Too small」', retry: false });
    expect(assignRefusal(new ApiError('body.classIds[0]: Too big', 400, undefined, {}), words)).toEqual({ field: 'classIds', message: '「Too big」', retry: false });
    expect(assignRefusal(new ApiError('not a teacher of that class', 403, undefined, {}), words)).toEqual({ field: 'classIds', message: '只能给自己任教的班级布置作业', retry: false });
    expect(assignRefusal(new ApiError('offline', undefined, undefined, undefined), words)).toEqual({ field: undefined, message: '网络加载失败，请重试', retry: true });
    expect(assignRefusal(new ApiError('boom', 500, undefined, {}), words)).toMatchObject({ field: undefined, retry: true });
  });
});
