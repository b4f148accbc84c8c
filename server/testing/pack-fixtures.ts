/**
 * Content packs made in tests (issue 35): the demo unit and its task library as a pack (every activity
 * type the player plays, every classroom task kind), with media files of the right kind (a few bytes
 * each: a real header, no real sound), and a way to spoil one part of it per test.
 */
import type { ServedActivity } from '@core/domain';
import { demoLibraryTasks } from '../seed/seed';
import { UNIT, buildUnitM1U1 } from '../seed/unit-m1u1';
import type { PackFile } from '../content/pack-files';

const SERVED_MEDIA = '/files/media/';

/** Few bytes that start as a file of that extension does. */
export function mediaBytes(path: string): Uint8Array {
  const extension = path.split('.').at(-1);
  const head: Record<string, number[] | string> = {
    mp3: 'ID3', wav: 'RIFF\0\0\0\0WAVE', m4a: '\0\0\0\x18ftypM4A ', mp4: '\0\0\0\x18ftypisom', png: '\x89PNG\r\n\x1a\n',
    jpg: [0xff, 0xd8, 0xff, 0xe0], jpeg: [0xff, 0xd8, 0xff, 0xe0], webp: 'RIFF\0\0\0\0WEBPVP8 ', gif: 'GIF89a', webm: [0x1a, 0x45, 0xdf, 0xa3],
  };
  if (extension === 'svg') return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16"/></svg>');
  const start = head[extension ?? ''] ?? 'plain text';
  const bytes = typeof start === 'string' ? [...start].map((ch) => ch.charCodeAt(0)) : start;
  return Uint8Array.from([...bytes, ...Array.from({ length: 32 }, () => 0)]);
}

/** Served addresses (/files/media/x.mp3) as pack paths (media/x.mp3), anywhere in a JSON value. */
function asPackPaths<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll(`"${SERVED_MEDIA}`, '"media/')) as T;
}

const json = (path: string, value: unknown): PackFile => ({ path, bytes: Buffer.from(JSON.stringify(value, null, 2)) });

/** Every media path a pack's JSON names. */
function mediaPaths(files: readonly PackFile[]): string[] {
  const paths = new Set<string>();
  for (const file of files) for (const match of Buffer.from(file.bytes).toString('utf8').matchAll(/"(media\/[^"]+)"/g)) paths.add(match[1]!);
  return [...paths];
}

export const DEMO_PACK_ID = 'demo-m1u1';

/** The demo unit and task library as a pack's files. */
export function demoPackFiles(): PackFile[] {
  const { episodes } = buildUnitM1U1();
  const unit = 'm1u1';
  const files: PackFile[] = [
    json('pack.json', { id: DEMO_PACK_ID, title: '牛津英语 3A M1U1', version: '1.0.0', textbook: UNIT.textbook, grade: '三年级', units: [{ id: unit, title: UNIT.title, category: UNIT.category }] }),
    ...episodes.map((episode) => json(`episodes/${episode.id}.json`, asPackPaths({
      id: episode.id, unit, title: episode.title, episodeType: episode.type,
      ...(episode.parentId ? { parent: episode.parentId, parentActivityIds: episode.parentActivityIds ?? [] } : {}),
      ...(episode.video ? { video: `media/${episode.video.file}` } : {}),
      activities: episode.activities satisfies ServedActivity[],
    }))),
    ...demoLibraryTasks(episodes).map(({ id, ...task }) => json(`tasks/${id.replace(/^lib-/, '')}.json`, asPackPaths(task))),
  ];
  return [...files, ...mediaPaths(files).map((path) => ({ path, bytes: mediaBytes(path) }))];
}

/** The pack with one file replaced (or added), or removed when `bytes` is undefined. */
export function withFile(files: readonly PackFile[], path: string, value: unknown): PackFile[] {
  const others = files.filter((file) => file.path !== path);
  if (value === undefined) return others;
  return [...others, value instanceof Uint8Array ? { path, bytes: value } : json(path, value)];
}

/** A pack file's JSON, to change a copy of it. */
export const jsonOf = <T extends object = Record<string, unknown>>(files: readonly PackFile[], path: string): T => JSON.parse(Buffer.from(files.find((f) => f.path === path)!.bytes).toString('utf8')) as T;
