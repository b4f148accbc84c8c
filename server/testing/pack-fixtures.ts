/**
 * Content packs made in tests (issue 35): the demo pack's JSON (server/seed/demo-pack.ts: every activity
 * type the player plays, every classroom task kind) with media files of the right kind (a few bytes each:
 * a real header, no real sound), and a way to spoil one part of it per test.
 */
import type { PackFile } from '../content/pack-files';
import { demoPackJson, referencedMedia } from '../seed/demo-pack';

export { DEMO_PACK_ID } from '../seed/demo-pack';

/** Few bytes that start as a file of that extension does. */
export function mediaBytes(path: string): Uint8Array {
  const extension = path.split('.').at(-1);
  if (extension === 'svg') return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16"/></svg>');
  const head: Record<string, number[] | string> = {
    mp3: 'ID3', wav: 'RIFF\0\0\0\0WAVE', m4a: '\0\0\0\x18ftypM4A ', mp4: '\0\0\0\x18ftypisom', png: '\x89PNG\r\n\x1a\n',
    jpg: [0xff, 0xd8, 0xff, 0xe0], jpeg: [0xff, 0xd8, 0xff, 0xe0], webp: 'RIFF\0\0\0\0WEBPVP8 ', gif: 'GIF89a', webm: [0x1a, 0x45, 0xdf, 0xa3],
  };
  const start = head[extension ?? ''] ?? 'plain text';
  const bytes = typeof start === 'string' ? [...start].map((ch) => ch.charCodeAt(0)) : start;
  return Uint8Array.from([...bytes, ...Array.from({ length: 32 }, () => 0)]);
}

/** The demo pack's files, its media placeholders. */
export function demoPackFiles(): PackFile[] {
  const files = demoPackJson();
  return [...files, ...referencedMedia(files).map((path) => ({ path, bytes: mediaBytes(path) }))];
}

/** The pack with one file replaced (or added), or removed when `value` is undefined. */
export function withFile(files: readonly PackFile[], path: string, value: unknown): PackFile[] {
  const others = files.filter((file) => file.path !== path);
  if (value === undefined) return others;
  return [...others, value instanceof Uint8Array ? { path, bytes: value } : { path, bytes: Buffer.from(JSON.stringify(value, null, 2)) }];
}

/** A pack file's JSON, to change a copy of it. */
export const jsonOf = <T extends object = Record<string, unknown>>(files: readonly PackFile[], path: string): T => JSON.parse(Buffer.from(files.find((f) => f.path === path)!.bytes).toString('utf8')) as T;

/** The demo pack under other ids (demo-p1u1, its unit p1u1, its tasks p1u1-lib-...), to stand beside the seeded demo pack. */
export const renamedPack = (files: readonly PackFile[], to = 'p1u1'): PackFile[] =>
  files.map((file) => ({
    path: file.path.replaceAll('m1u1', to).replace(/^tasks\/lib-/, `tasks/${to}-lib-`),
    bytes: file.path.endsWith('.json') ? Buffer.from(Buffer.from(file.bytes).toString().replaceAll('m1u1', to).replaceAll('"lib-', `"${to}-lib-`)) : file.bytes,
  }));
