import { describe, expect, it } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import { failureText } from './failures';

describe('what a failed admin call says', () => {
  it('nothing more for what the app already announced (401, 403, 5xx)', () => {
    expect([401, 403, 500, 503].map((status) => failureText(new ApiError('x', status, undefined, undefined)))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('the server’s Chinese refusal, the network’s own text, or the generic text', () => {
    expect(failureText(new ApiError('没有这个班级', 404, 4, {}))).toBe('没有这个班级');
    expect(failureText(new ApiError('网络加载失败，请重试', undefined, undefined, undefined))).toBe('网络加载失败，请重试');
    expect(failureText(new ApiError('body.classId: too short', 400, 1, {}))).toBe('操作失败，请重试');
    expect(failureText(new TypeError('x'))).toBe('操作失败，请重试');
  });
});
