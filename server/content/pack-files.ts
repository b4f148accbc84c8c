/**
 * A content pack's files (issue 35), from its folder or from a .zip of it, before anything reads them as
 * content: every path relative and inside the pack (no `..`, no absolute path, no backslash), no symbolic
 * link followed, the count and the sizes bounded, a zip's declared sizes checked before it is unzipped.
 * A zip of the pack's folder (one top-level folder holding pack.json) is read as the folder.
 */
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ZipError, assertNotZipBomb, readZipDirectory, unzipEntry, type ZipLimits } from '../files/zip-directory';

export interface PackFile {
  /** Relative to the pack, with `/` between folders: `episodes/m1u1-e1.json`. */
  path: string;
  bytes: Uint8Array;
}

/** The most a pack holds: a textbook's worth of units with their pictures, sounds and a few videos. */
export const PACK_LIMITS = { maxFiles: 5000, maxTotalBytes: 1024 * 1024 * 1024, maxZipBytes: 512 * 1024 * 1024 } as const;
const PACK_ZIP_LIMITS: ZipLimits = { maxEntries: PACK_LIMITS.maxFiles, maxUnzippedBytes: PACK_LIMITS.maxTotalBytes, notWhat: 'too large for a content pack' };

/** The pack cannot be read at all (the checker reports problems of its content instead). */
export class PackReadError extends Error {
  override readonly name = 'PackReadError';
}

/** Why a path inside a pack is not acceptable, or undefined: relative, inside the pack, plain characters. */
export function unsafePathReason(path: string): string | undefined {
  if (path.includes('\\')) return 'has a backslash (use / between folders)';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  if (path.split('/').some((part) => part === '..' || part === '.')) return 'leaves its folder (.. or .)';
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return 'has a control character';
  if (path.length > 255) return 'is longer than 255 characters';
  return undefined;
}

export async function readPackFolder(dir: string): Promise<PackFile[]> {
  const files: PackFile[] = [];
  let total = 0;
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      const path = relative(dir, full).split(sep).join('/');
      // lstat, not stat: a link is reported, never followed out of the pack.
      const info = await lstat(full);
      if (info.isSymbolicLink()) throw new PackReadError(`${path}: is a symbolic link; a pack holds plain files only`);
      if (info.isDirectory()) {
        await walk(full);
        continue;
      }
      if (!info.isFile()) throw new PackReadError(`${path}: is not a plain file`);
      if (files.length + 1 > PACK_LIMITS.maxFiles) throw new PackReadError(`more than ${PACK_LIMITS.maxFiles} files: a pack is a unit or a textbook, split it`);
      total += info.size;
      if (total > PACK_LIMITS.maxTotalBytes) throw new PackReadError(`more than ${PACK_LIMITS.maxTotalBytes / 1024 / 1024} MB in all`);
      files.push({ path, bytes: await readFile(full) });
    }
  };
  await walk(dir);
  return files.toSorted((a, b) => (a.path < b.path ? -1 : 1));
}

export function readPackZip(bytes: Uint8Array): PackFile[] {
  if (bytes.byteLength > PACK_LIMITS.maxZipBytes) throw new PackReadError(`the zip is larger than ${PACK_LIMITS.maxZipBytes / 1024 / 1024} MB`);
  try {
    const entries = readZipDirectory(bytes, PACK_ZIP_LIMITS);
    assertNotZipBomb(entries, PACK_ZIP_LIMITS);
    const files: PackFile[] = [];
    for (const entry of entries) {
      const unsafe = unsafePathReason(entry.name);
      if (unsafe) throw new PackReadError(`${entry.name}: the path ${unsafe}`);
      if (entry.symlink) throw new PackReadError(`${entry.name}: is a symbolic link; a pack holds plain files only`);
      if (entry.name.endsWith('/')) continue;
      files.push({ path: entry.name, bytes: unzipEntry(bytes, entry) });
    }
    return withoutTopFolder(files).toSorted((a, b) => (a.path < b.path ? -1 : 1));
  } catch (error) {
    if (error instanceof ZipError) throw new PackReadError(`not a readable zip: ${error.message}`);
    throw error;
  }
}

/** A zip of the pack's folder holds `<folder>/pack.json`: read it as the folder itself. */
function withoutTopFolder(files: PackFile[]): PackFile[] {
  if (files.some((file) => file.path === 'pack.json')) return files;
  const tops = new Set(files.map((file) => file.path.split('/')[0]));
  const [top] = tops;
  if (tops.size !== 1 || !files.some((file) => file.path === `${top}/pack.json`)) return files;
  return files.map((file) => ({ ...file, path: file.path.slice(top!.length + 1) }));
}

/**
 * The pack at `path`, a folder or a zip of it, as the command-line tools take it; a PackReadError also
 * when the path cannot be read at all (missing, no permission).
 */
export async function readPackAt(path: string): Promise<PackFile[]> {
  try {
    return (await stat(path)).isDirectory() ? await readPackFolder(path) : readPackZip(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof PackReadError || code === undefined) throw error;
    throw new PackReadError(`cannot read ${path}: ${code}`);
  }
}
