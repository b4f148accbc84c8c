/** 3. The definition's rules, table by table: what it recognises, parses and accepts. */
import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import { __camel__Definition } from './definition';
import { sample, sampleResult } from './fixtures';

describe('__FOLDER__ task definition', () => {
  it('recognises its own served tasks only', () => {
    expect(__camel__Definition.recognises(sample)).toBe(true);
    expect(__camel__Definition.recognises({ taskType: 1 })).toBe(false);
    expect(__camel__Definition.recognises({ taskType: 2, interactiveTask: { voteTask: {} } })).toBe(false);
  });

  it('parses the served task into its model, and names the path of malformed content', () => {
    expect(__camel__Definition.parse(sample)).toEqual({ title: 'My pet', prompt: 'Write one sentence about a pet.' });
    expect(() => __camel__Definition.parse({ taskType: 2, interactiveTask: { __camel__Task: { title: 1 } } })).toThrow(ParseError);
  });

  it('accepts a result of its shape that fits the task, and nothing else', () => {
    const task = __camel__Definition.parse(sample);
    const result = __camel__Definition.resultSchema.parse(sampleResult);
    expect(__camel__Definition.checkResult?.(task, result)).toBeUndefined();
    expect(__camel__Definition.checkResult?.(task, { interactiveTaskResult: { __camel__Result: { id: 'gt-1', answer: ' ' } } })).toBe('the answer is empty');
    expect(__camel__Definition.resultSchema.safeParse({ vote: ['A'] }).success).toBe(false);
  });
});
