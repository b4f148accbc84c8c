import { describe, expect, it } from 'vitest';
import { describeTypeRows } from './charts';
import { formatDuration, parseAccuracy, percentOf, reportPath, revisePath, showsWeakWords } from './format';

describe('result-page formatting', () => {
  it('time spent reads in minutes and seconds', () => {
    expect([0, 45, 60, 200, 3725].map(formatDuration)).toEqual(['0秒', '45秒', '1分0秒', '3分20秒', '62分5秒']);
  });

  it('an accuracy is a whole percent from 0 to 100, anything else is missing', () => {
    expect(['100', '0', '66.6', 80].map(parseAccuracy)).toEqual([100, 0, 67, 80]);
    expect([null, undefined, '', 'abc', '101', '-1', 'Infinity'].map(parseAccuracy)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('shares are whole percents, 0 of nothing', () => {
    expect([percentOf(3, 5), percentOf(1, 3), percentOf(0, 0), percentOf(6, 5)]).toEqual([60, 33, 0, 100]);
  });

  it('addresses of the report and of revision', () => {
    expect(reportPath('shw 1')).toBe('/class-report-list/shw%201?homework=shw%201');
    expect(revisePath('shw-1')).toBe('/pt?homework=shw-1&type=homework&revisal=true');
  });

  it('the weak-word block shows with weak words or spoken questions only', () => {
    expect(showsWeakWords({ byType: [{ type: 68 }], weakWords: [] })).toBe(false);
    expect(showsWeakWords({ byType: [{ type: 11 }], weakWords: [] })).toBe(true);
    expect(showsWeakWords({ byType: [{ type: 68 }], weakWords: [{}] })).toBe(true);
  });

  it('the type chart label names every type, unknown ones as 其他题型', () => {
    expect(describeTypeRows([{ type: 67, total: 2, correct: 1 }, { type: 12, total: 1, correct: 1 }])).toBe('各题型答对情况：看图选择 1/2 题答对，其他题型 1/1 题答对');
  });
});
