/** 8. Grader tests: one row per rule and boundary. */
import { describe, expect, it } from 'vitest';
import { sample } from './fixtures';
import { grade__Pascal__ } from './grade';
import { parse__Pascal__ } from './parse';

const activity = parse__Pascal__(sample);

describe('grade__Pascal__', () => {
  it.each([
    ['apple', true, true],
    ['  apple ', true, true],
    ['Apple', true, false],
    ['', false, false],
  ])('%j -> fulfilled %s, correct %s', (text, fulfilled, correct) => {
    const result = grade__Pascal__(activity, { text });
    expect([result.fulfilled, result.correct]).toEqual([fulfilled, correct]);
    expect(result.record.data.__camel__).toEqual({ text: text.trim(), correct });
  });
});
