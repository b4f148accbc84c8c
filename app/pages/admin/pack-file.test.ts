import { describe, expect, it } from 'vitest';
import { isPackFileName, packFileProblem } from './pack-file';

describe('the pack file', () => {
  it('is a .zip, whatever the case of its extension', () => {
    expect(['m1u1.zip', 'PACK.ZIP', 'pack.7z', 'pack.zip.txt', 'zip', 'pack.json'].map(isPackFileName)).toEqual([true, true, false, false, false, false]);
  });

  it('is at most 200 MB', () => {
    expect(packFileProblem({ name: 'a.zip', size: 200 * 1024 * 1024 })).toBeUndefined();
    expect(packFileProblem({ name: 'a.zip', size: 200 * 1024 * 1024 + 1 })).toBe('文件太大（上限 200 MB）。更大的内容包请在服务器上用 npm run content -- import 导入');
    expect(packFileProblem({ name: 'pack.json', size: 10 })).toBe('只能上传 .zip 文件（把内容包的文件夹压缩成 .zip）');
  });
});
