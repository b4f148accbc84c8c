import { describe, expect, it } from 'vitest';
import { isRosterFileName, rosterFileProblem } from './roster-file';

describe('the roster file', () => {
  it('is an .xlsx or a .csv, whatever the case of its extension', () => {
    expect(['花名册.xlsx', 'ROSTER.CSV', 'a.xls', 'a.csv.txt', 'xlsx'].map(isRosterFileName)).toEqual([true, true, false, false, false]);
  });

  it('is at most 5 MB', () => {
    expect(rosterFileProblem({ name: 'a.csv', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(rosterFileProblem({ name: 'a.csv', size: 5 * 1024 * 1024 + 1 })).toBe('文件太大（上限 5 MB）');
    expect(rosterFileProblem({ name: 'a.pdf', size: 10 })).toBe('只能导入 .xlsx 或 .csv 文件');
  });
});
