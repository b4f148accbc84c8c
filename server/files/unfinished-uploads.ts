/**
 * Uploads are written to `<key>.part` and renamed when whole (routes/file-routes.ts); a process killed
 * between the two leaves the `.part` behind, never served and never removed. Start-up removes them
 * (issue 31, item 18), those old enough that no other running process can still be writing them.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A .part younger than this may belong to an upload another process is writing right now. */
export const UNFINISHED_AFTER_MS = 10 * 60 * 1000;

/** Removes the unfinished uploads under `uploadsDir` and answers how many. */
export async function removeUnfinishedUploads(uploadsDir: string, now = Date.now()): Promise<number> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < UNFINISHED_AFTER_MS) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
