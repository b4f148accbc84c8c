import { describe, expect, it } from 'vitest';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { myWeekend } from './fixtures';
import { parseWritingEvaluation } from './parse';

describe('parseWritingEvaluation', () => {
  it('passes the variant through untouched, with no resources', () => {
    const model = parseWritingEvaluation(myWeekend);
    expect(model.writingEvaluation).toEqual({ topic: 'My weekend', minWords: 50, rubric: ['content', 'grammar'] });
    expect(model.resList).toEqual({ audios: [], pictures: [] });
    expect(model.type).toBe(1500);
  });

  it('refuses a missing variant', () => {
    const served = structuredClone(myWeekend);
    delete served.content.comprehension.writingEvaluation;
    expect(catchParseError(() => parseWritingEvaluation(served)).path).toBe('$.content.comprehension.writingEvaluation');
  });
});
