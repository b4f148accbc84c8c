/** The definitions' problems in a teacher's words: zod's own English messages, read from real schemas, and the kinds' own. */
import { describe, expect, it } from 'vitest';
import { parseWithSchema, z } from '@core/content';
import { ParseError } from '@core/content/parse-error';
import { chineseProblem } from './problem-words';

/** The reason parseWithSchema gives for `value` (what checkedTaskKind hands the editor). */
function reasonFor(schema: z.ZodMiniType, value: unknown): string {
  try {
    parseWithSchema(schema, value);
  } catch (error) {
    if (error instanceof ParseError) return error.reason;
    throw error;
  }
  throw new Error('the value parsed');
}

describe('chineseProblem', () => {
  it.each([
    ['an empty text', z.string().check(z.minLength(1)), '', '不能为空'],
    ['a text too short', z.string().check(z.minLength(3)), 'ab', '至少 3 个字'],
    ['a text too long', z.string().check(z.maxLength(200)), 'x'.repeat(201), '最多 200 个字'],
    ['too few items', z.array(z.string()).check(z.minLength(2)), ['a'], '至少需要 2 项'],
    ['too many items', z.array(z.string()).check(z.maxLength(12)), Array.from({ length: 13 }, () => 'a'), '最多 12 项'],
    ['a missing field', z.object({ text: z.string() }), {}, '必填'],
    ['a field of the wrong type', z.object({ text: z.string() }), { text: 3 }, '格式不对'],
    ['none of a union', z.union([z.literal(1), z.literal(2)]), 3, '格式不对'],
    ['a value not among the options', z.enum(['a', 'b']), 'c', '不是可以选的值'],
    ['a number too small', z.number().check(z.gte(0)), -1, '不能小于 0'],
    ['a number too large', z.number().check(z.lte(1)), 2, '不能大于 1'],
  ])('%s', (_name, schema, value, words) => {
    expect(chineseProblem(reasonFor(schema as z.ZodMiniType, value))).toBe(words);
  });

  it('turns an exclusive bound into the inclusive one a teacher counts with', () => {
    expect(chineseProblem('Too big: expected array to have <13 items')).toBe('最多 12 项');
    expect(chineseProblem('Too small: expected string to have >0 characters')).toBe('不能为空');
  });

  it('speaks the kinds’ own problems (drag-drop’s, a task of no kind)', () => {
    expect(chineseProblem('a zone needs the cards it accepts')).toBe('请选择这个区域接受哪些卡片');
    expect(chineseProblem('no card "c9"')).toBe('没有卡片「c9」');
    expect(chineseProblem('not a task of any kind this server knows')).toBe('任务内容不完整');
  });

  it('speaks the problems of an empty record (a vote’s, a reading task’s) and of a reading task with nothing to read', () => {
    expect(chineseProblem('a text needs its words')).toBe('这段文字不能为空');
    expect(chineseProblem('a picture needs its file')).toBe('请上传或选择图片');
    expect(chineseProblem('a sound needs its file')).toBe('请上传或选择声音');
    expect(chineseProblem('a reading task needs a text or a picture')).toBe('请粘贴文字或上传书页图片');
  });

  it('passes through what it does not know, Chinese or new', () => {
    expect(chineseProblem('请用文字、选项或录音作答')).toBe('请用文字、选项或录音作答');
    expect(chineseProblem('something new went wrong')).toBe('something new went wrong');
  });
});
