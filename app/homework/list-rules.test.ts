import { describe, expect, it } from 'vitest';
import { hasMorePages, initialHomeworkTab, isHomeworkFinished, smartHomeworkPath, smartModeLabel, homeworkChildPath, unitLabel } from './list-rules';

describe('initial tab', () => {
  it.each([
    ['only ordinary', { createdAtSec: 10, updatedAtSec: 20 }, undefined, 'ordinary'],
    ['only smart', undefined, { assignAtSec: 5 }, 'smart'],
    ['nothing at all', undefined, undefined, 'ordinary'],
    ['smart newer than the update', { createdAtSec: 10, updatedAtSec: 20 }, { assignAtSec: 21 }, 'smart'],
    ['ordinary updated later', { createdAtSec: 10, updatedAtSec: 30 }, { assignAtSec: 21 }, 'ordinary'],
    ['a tie goes to ordinary', { createdAtSec: 10, updatedAtSec: 21 }, { assignAtSec: 21 }, 'ordinary'],
    ['created time when never updated', { createdAtSec: 22, updatedAtSec: 0 }, { assignAtSec: 21 }, 'ordinary'],
  ] as const)('%s', (_name, ordinary, smart, expected) => {
    expect(initialHomeworkTab(ordinary, smart)).toBe(expected);
  });
});

describe('list rules', () => {
  it('has another page only when the page came back full (20)', () => {
    expect([hasMorePages(20), hasMorePages(19), hasMorePages(0)]).toEqual([true, false, false]);
  });

  it('labels the three smart modes', () => {
    expect([1, 2, 3].map(smartModeLabel)).toEqual(['阶段薄弱点训练', '记忆巩固', '定制推荐']);
  });

  it('counts a finished homework without spoken comments as not finished', () => {
    expect(isHomeworkFinished({ status: 2, spokenComments: [] })).toBe(false);
    expect(isHomeworkFinished({ status: 2, spokenComments: [{ spokenComment: '很好' }] })).toBe(true);
    expect(isHomeworkFinished({ status: 1, spokenComments: [{ spokenComment: '很好' }] })).toBe(false);
  });

  it('routes items', () => {
    expect(homeworkChildPath('hw 1')).toBe('/homework-child?homework=hw%201&type=homework');
    expect(smartHomeworkPath({ id: 's1', finished: false })).toBe('/pt?homework=s1&type=smartHomework');
    expect(smartHomeworkPath({ id: 's1', finished: true })).toBe('/class-report-list');
  });
});

describe('unit label', () => {
  it.each([
    ['SH_OXFORD_3A_M1U2', 'M1U2'],
    ['M1U1', 'M1U1'],
    ['oxford 3a m2u3', 'M2U3'],
    ['M1U2 review', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (category, expected) => {
    expect(unitLabel(category)).toBe(expected);
  });
});
