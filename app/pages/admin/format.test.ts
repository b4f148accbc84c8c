import { describe, expect, it } from 'vitest';
import { classLabel, fileSize, fileStamp, localTime, packVersions } from './format';

/** A pack's version as the server lists it. */
const v = (version: string, current = false) => ({ version, current, importedAtSec: 1 });

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

  it('writes a file’s size in KB below 1 MB, in MB with one decimal above', () => {
    expect([10, 12 * 1024, 1024 * 1024 - 1, 3.4 * 1024 * 1024, 200 * 1024 * 1024].map(fileSize)).toEqual(['1 KB', '12 KB', '1.0 MB', '3.4 MB', '200.0 MB']);
  });

  it('tells a pack’s current version from its older ones', () => {
    expect(packVersions({ versions: [v('1.1.0', true), v('1.0.1'), v('1.0.0')] })).toEqual({ current: v('1.1.0', true), older: [v('1.0.1'), v('1.0.0')] });
    expect(packVersions({ versions: [v('1.0.0')] })).toEqual({ current: undefined, older: [v('1.0.0')] });
  });
});
