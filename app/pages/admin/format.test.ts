import { describe, expect, it } from 'vitest';
import { classLabel, fileStamp, localTime } from './format';

describe('the admin console’s formats', () => {
  it('writes a time as yyyy-MM-dd HH:mm on the local clock', () => {
    const at = new Date(2025, 8, 1, 7, 5);
    expect(localTime(at.getTime() / 1000)).toBe('2025-09-01 07:05');
    expect(fileStamp(at)).toBe('20250901-0705');
  });

  it('joins a class’s grade and name once', () => {
    expect(classLabel({ grade: '七年级', name: '1班' })).toBe('七年级1班');
    expect(classLabel({ grade: '七年级', name: '七年级1班' })).toBe('七年级1班');
  });

});
