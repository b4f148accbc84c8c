/**
 * The demo unit and its task library as a content pack's JSON (issue 35): what `npm run demo-pack` writes to
 * content/demo-pack/ (with the media eSpeak NG, ffmpeg and Twemoji make) and what the tests' pack is made of
 * (with placeholder media). The ids are the seeded ones (unit-m1u1, m1u1-e1, m1u1-e1-a1, lib-vote-pet, ...),
 * so the demo school seeded from the pack is the demo school every test knows.
 */
import type { ServedActivity } from '@core/domain';
import type { PackFile } from '../content/pack-files';
import { COLLABORATIVE_LEARNING, OPTIONAL_ITEMS, PET_VOTE, READING_TASK, RESOURCE_PACK } from './classroom-content';
import { dragDropTask } from './drag-drop-frame';
import { UNIT, buildUnitM1U1, type SeedEpisode } from './unit-m1u1';

export const DEMO_PACK_ID = 'demo-m1u1';
export const DEMO_PACK_TITLE = '牛津英语 3A M1U1';
const SERVED_MEDIA = '/files/media/';

/** Served addresses (/files/media/x.mp3) as pack paths (media/x.mp3), anywhere in a JSON value. */
const asPackPaths = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(`"${SERVED_MEDIA}`, '"media/')) as T;

const json = (path: string, value: unknown): PackFile => ({ path, bytes: Buffer.from(`${JSON.stringify(value, null, 2)}\n`) });

/** Each sound's length (ms, by its clip id), as the served assets carry it (spec 01 §9). */
function withDurations(activity: ServedActivity, durations: ReadonlyMap<string, number>): ServedActivity {
  const audios = activity.content.assets.audios?.map((audio) => (durations.has(audio.resourceId) ? { ...audio, duration: durations.get(audio.resourceId)! } : audio));
  return audios ? { ...activity, content: { ...activity.content, assets: { ...activity.content.assets, audios } } } : activity;
}

/**
 * pack.json, the episodes and the tasks. `durations`: the sounds' lengths, when they were made;
 * `withVideo`: whether the follow-up's explanation video was (without it the episode names none).
 */
export function demoPackJson(options: { durations?: ReadonlyMap<string, number>; withVideo?: boolean } = {}): PackFile[] {
  const { episodes } = buildUnitM1U1();
  const tasks = demoLibraryTasks(episodes);
  return [
    json('pack.json', {
      id: DEMO_PACK_ID, title: DEMO_PACK_TITLE, version: '1.0.0', textbook: UNIT.textbook, grade: '三年级',
      units: [{ id: UNIT.id, title: UNIT.title, category: UNIT.category }],
      tasks: tasks.map((task) => task.id),
    }),
    ...episodes.map((episode) => json(`episodes/${episode.id}.json`, asPackPaths({
      id: episode.id, unit: UNIT.id, title: episode.title, episodeType: episode.type,
      ...(episode.parentId ? { parent: episode.parentId, parentActivityIds: episode.parentActivityIds ?? [] } : {}),
      ...(episode.video && options.withVideo !== false ? { video: `media/${episode.video.file}` } : {}),
      activities: episode.activities.map((activity) => withDurations(activity, options.durations ?? new Map())),
    }))),
    ...tasks.map(({ id, ...task }) => json(`tasks/${id}.json`, asPackPaths(task))),
  ];
}

/** Every media path the pack's JSON names. */
export function referencedMedia(files: readonly PackFile[]): string[] {
  const paths = new Set<string>();
  for (const file of files) for (const match of Buffer.from(file.bytes).toString('utf8').matchAll(/"(media\/[^"]+)"/g)) paths.add(match[1]!);
  return [...paths].toSorted();
}

/**
 * The teacher's task library: an exercise on each episode of the unit, two votes (one single, one
 * multiple choice) and a task of every other kind, all written for this project (the test content
 * pack is made of them too, server/testing/pack-fixtures.ts).
 */
export function demoLibraryTasks(episodes: readonly SeedEpisode[]): { id: string; title: string; taskType: number; episodeIds?: string[]; interactiveTask?: Record<string, unknown> }[] {
  const exercises = episodes.filter((e) => !e.parentId).map((e, i) => ({ id: `lib-exercise-${e.id}`, title: `M1U1 课堂练习 ${i + 1}`, taskType: 1, episodeIds: [e.id] }));
  const votes = [
    { id: 'lib-vote-pet', title: '投票：你最喜欢哪种宠物？', taskType: 2, interactiveTask: { voteTask: PET_VOTE } },
    { id: 'lib-vote-colours', title: '投票：你喜欢哪些颜色？（多选）', taskType: 2, interactiveTask: { voteTask: { title: 'Which colours do you like?', selectType: 2, records: [{ content: 'Choose all the colours you like.', contentType: 2 }], options: [{ key: 'A', text: 'red' }, { key: 'B', text: 'blue' }, { key: 'C', text: 'green' }, { key: 'D', text: 'yellow' }] } } },
  ];
  const others = [
    { id: 'lib-reading-school', title: '阅读：My school', taskType: 2, interactiveTask: { readingTask: READING_TASK } },
    { id: 'lib-pack-pets', title: '资源包：宠物与颜色', taskType: 2, interactiveTask: { resourcePack: RESOURCE_PACK } },
    { id: 'lib-drag-words', title: '拖拽题：把单词放到图片下面', taskType: 2, interactiveTask: { dragDrop: dragDropTask() } },
    { id: 'lib-optional', title: '分层题包：四选一', taskType: 6, interactiveTask: { selfSelected: { tasks: OPTIONAL_ITEMS } } },
    { id: 'lib-collaborative', title: '协作学习：自由分组', taskType: 5, interactiveTask: { collaborativeLearning: COLLABORATIVE_LEARNING } },
  ];
  return [...exercises, ...votes, ...others];
}
