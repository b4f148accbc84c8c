/**
 * A content pack checked before anything of it is imported (issue 35; the format: docs/CONTENT-FORMAT.md,
 * "Content packs"). Every problem is reported, each with its file, the JSON path inside it and a plain
 * message, so a content engineer fixes them all in one round:
 *
 *   pack.json            id, title, version, textbook, grade, units
 *   episodes/<id>.json   an episode and its activities in the served format, each parsed by its type's plugin
 *   tasks/<id>.json      a classroom task as the teacher's start call takes it, checked by its kind
 *   media/...            pictures, sounds and videos, named from the JSON by their path (media/cat.mp3)
 *   glossary.json        optional: meanings of the words the dictionary does not know (pack-glossary.ts)
 */
import { ParseError, parseWithSchema, z } from '@core/content';
import type { ServedActivity } from '@core/domain';
import type { ActivityAnswerDefinition } from '@core/registry/answer-definition';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { checkedTaskKind } from '../classroom/teacher-repository';
import { jsonDepthExceeds } from '../http/request-guards';
import { GLOSSARY_FILE, packGlossarySchema, type PackGlossary } from './pack-glossary';
import { mediaKindOf, type MediaKind } from './pack-media';
import type { PackFile } from './pack-files';

export interface PackProblem { file: string; path: string; message: string }

const id = z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, 'lower-case letters, digits, . _ - (at most 100)'));
const words = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const packManifestSchema = z.strictObject({
  id,
  title: words(200),
  version: z.string().check(z.regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'a version like 1.0.0')),
  textbook: words(60),
  grade: z.optional(words(30)),
  units: z.array(z.strictObject({ id, title: words(200), category: words(200) })).check(z.minLength(1), z.maxLength(200)),
  /** The order the teacher's library lists the pack's tasks in (by id); the ones not named follow by file name. */
  tasks: z.optional(z.array(id).check(z.maxLength(1000))),
});
export type PackManifest = z.infer<typeof packManifestSchema>;

export const packEpisodeSchema = z.strictObject({
  id,
  unit: id,
  title: words(200),
  episodeType: z.int().check(z.gte(0), z.lte(1000)),
  /** A follow-up (remedial) episode: the episode it follows, and the activities of that one it remediates. */
  parent: z.optional(id),
  parentActivityIds: z.optional(z.array(id).check(z.maxLength(200))),
  /** A follow-up's explanation video: media/... */
  video: z.optional(z.string()),
  activities: z.array(z.looseObject({ id, type: z.int() })).check(z.minLength(1), z.maxLength(500)),
});
export type PackEpisode = Omit<z.infer<typeof packEpisodeSchema>, 'activities'> & { activities: ServedActivity[] };

export const packTaskSchema = z.strictObject({
  title: words(200),
  taskType: z.int().check(z.gte(1), z.lte(100)),
  episodeIds: z.optional(z.array(id).check(z.maxLength(20))),
  interactiveTask: z.optional(z.record(z.string().check(z.maxLength(100)), z.unknown())),
});
export type PackTask = z.infer<typeof packTaskSchema> & { id: string };

export interface PackMedia { path: string; kind: MediaKind; bytes: Uint8Array }
export interface CheckedPack { manifest: PackManifest; episodes: PackEpisode[]; tasks: PackTask[]; media: PackMedia[]; glossary: PackGlossary }

/** The most a JSON file may weigh, and how deep it may nest. */
export const PACK_JSON_MAX_BYTES = 4 * 1024 * 1024;
export const PACK_JSON_MAX_DEPTH = 64;
/** What zip programs add beside the files: ignored, not reported. */
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;
const EXERCISE = 1;

export interface PackDefinitions { activities: readonly ActivityAnswerDefinition[]; tasks: readonly TaskDefinition[] }

export function checkPack(files: readonly PackFile[], definitions: PackDefinitions = { activities: activityAnswerDefinitions, tasks: taskDefinitions }): { pack: CheckedPack } | { problems: PackProblem[] } {
  const problems: PackProblem[] = [];
  const report = (file: string, path: string, message: string) => problems.push({ file, path, message });
  const byPath = new Map(files.filter((f) => !IGNORED.test(f.path)).map((f) => [f.path, f]));

  const manifest = readJson(byPath.get('pack.json'), 'pack.json', packManifestSchema, report);
  if (!byPath.has('pack.json')) report('pack.json', '$', 'is missing: every pack starts with pack.json (id, title, version, textbook, units)');

  // Media first: the JSON files name them.
  const media = new Map<string, PackMedia>();
  for (const file of byPath.values()) {
    if (!file.path.startsWith('media/')) continue;
    const kind = mediaKindOf(file.path, file.bytes);
    if ('problem' in kind) report(file.path, '$', kind.problem);
    else media.set(file.path, { path: file.path, kind: kind.kind, bytes: file.bytes });
  }
  const referenced = new Set<string>();
  const mediaRef = (file: string, path: string, value: string, expected?: MediaKind) => {
    if (!value.startsWith('media/')) return report(file, path, `"${value.slice(0, 80)}" is not a file of the pack: name it by its path, media/...`);
    referenced.add(value);
    const found = media.get(value);
    if (!found) return report(file, path, byPath.has(value) ? `${value} is not usable media (see its own problem)` : `refers to ${value}, which is not in the pack`);
    if (expected && found.kind !== expected) report(file, path, `${value} is ${found.kind === 'audio' ? 'a sound' : `a ${found.kind}`}, not ${expected === 'audio' ? 'a sound' : `a ${expected}`}`);
  };

  const episodes: PackEpisode[] = [];
  const activityIds = new Map<string, string>();
  for (const file of byPath.values()) {
    const name = /^episodes\/([^/]+)\.json$/.exec(file.path)?.[1];
    if (name === undefined) continue;
    const episode = readJson(file, file.path, packEpisodeSchema, report);
    if (!episode) continue;
    if (episode.id !== name) report(file.path, '$.id', `is "${episode.id}", but the file is ${name}.json: name the file by the episode's id`);
    if (manifest && !manifest.units.some((unit) => unit.id === episode.unit)) report(file.path, '$.unit', `names unit "${episode.unit}", which pack.json does not list`);
    if (episode.video !== undefined) mediaRef(file.path, '$.video', episode.video, 'video');
    for (const [index, activity] of episode.activities.entries()) {
      const at = `$.activities[${index}]`;
      const seen = activityIds.get(activity.id);
      if (seen) report(file.path, `${at}.id`, `"${activity.id}" is also an activity of ${seen}`);
      activityIds.set(activity.id, file.path);
      checkActivity(activity, definitions.activities, (path, message) => report(file.path, `${at}${path}`, message), (path, value, kind) => mediaRef(file.path, `${at}${path}`, value, kind));
    }
    episodes.push(episode as unknown as PackEpisode);
  }
  for (const episode of episodes) {
    if (episode.parent === undefined) continue;
    const parent = episodes.find((candidate) => candidate.id === episode.parent);
    const file = `episodes/${episode.id}.json`;
    if (!parent) report(file, '$.parent', `names episode "${episode.parent}", which is not in the pack`);
    for (const [i, activityId] of (episode.parentActivityIds ?? []).entries()) {
      if (parent && !parent.activities.some((activity) => activity.id === activityId)) report(file, `$.parentActivityIds[${i}]`, `"${activityId}" is not an activity of ${episode.parent}`);
    }
  }

  const tasks: PackTask[] = [];
  for (const file of byPath.values()) {
    const name = /^tasks\/([^/]+)\.json$/.exec(file.path)?.[1];
    if (name === undefined) continue;
    const task = readJson(file, file.path, packTaskSchema, report);
    if (!task) continue;
    if (!id.safeParse(name).success) report(file.path, '$', `the file name ${name} is the task's id: lower-case letters, digits, . _ -`);
    for (const [i, episodeId] of (task.episodeIds ?? []).entries()) {
      if (!episodes.some((episode) => episode.id === episodeId)) report(file.path, `$.episodeIds[${i}]`, `"${episodeId}" is not an episode of the pack`);
    }
    if (task.taskType === EXERCISE) {
      if (!task.episodeIds?.length) report(file.path, '$.episodeIds', 'an exercise (taskType 1) needs at least one episode');
    } else {
      const checked = checkedTaskKind(task, definitions.tasks);
      if ('problem' in checked) report(file.path, `$${checked.problem.path ? `.${checked.problem.path}` : ''}`, checked.problem.message);
    }
    walkStrings(task.interactiveTask, '$.interactiveTask', (path, value) => value.startsWith('media/') && mediaRef(file.path, path, value));
    tasks.push({ ...task, id: name });
  }

  for (const [i, taskId] of (manifest?.tasks ?? []).entries()) {
    if (!tasks.some((task) => task.id === taskId)) report('pack.json', `$.tasks[${i}]`, `"${taskId}" is not a task of the pack (tasks/${taskId}.json)`);
  }
  const order = (taskId: string) => {
    const at = manifest?.tasks?.indexOf(taskId) ?? -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  tasks.sort((a, b) => order(a.id) - order(b.id));

  const glossary = readJson(byPath.get(GLOSSARY_FILE), GLOSSARY_FILE, packGlossarySchema, report) ?? {};

  for (const path of byPath.keys()) {
    if (path === 'pack.json' || path === GLOSSARY_FILE || /^(episodes|tasks)\/[^/]+\.json$/.test(path) || path.startsWith('media/') || /^README(\.md)?$/i.test(path)) continue;
    report(path, '$', `is not part of a pack: pack.json, episodes/<id>.json, tasks/<id>.json, media/... and ${GLOSSARY_FILE} only`);
  }
  for (const path of media.keys()) if (!referenced.has(path)) report(path, '$', 'is not used by any episode or task: remove it, or name it where it belongs');
  if (episodes.length === 0 && tasks.length === 0 && manifest) report('pack.json', '$', 'the pack has no episode and no task');

  if (problems.length > 0 || !manifest) return { problems: problems.toSorted((a, b) => (a.file === b.file ? 0 : a.file < b.file ? -1 : 1)) };
  return { pack: { manifest, episodes, tasks, media: [...media.values()], glossary } };
}

/** A JSON file of the pack, checked against `schema`; undefined (and reported) when it is not. */
function readJson<S extends z.ZodMiniType>(file: PackFile | undefined, name: string, schema: S, report: (file: string, path: string, message: string) => void): z.infer<S> | undefined {
  if (!file) return undefined;
  if (file.bytes.byteLength > PACK_JSON_MAX_BYTES) return void report(name, '$', `is larger than ${PACK_JSON_MAX_BYTES / 1024 / 1024} MB`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes).replace(/^\uFEFF/, '');
  } catch {
    return void report(name, '$', 'is not UTF-8 text');
  }
  if (jsonDepthExceeds(text, PACK_JSON_MAX_DEPTH)) return void report(name, '$', `nests deeper than ${PACK_JSON_MAX_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return void report(name, '$', `is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return parseWithSchema(schema, value);
  } catch (error) {
    if (error instanceof ParseError) return void report(name, error.path, error.reason);
    throw error;
  }
}

/** One activity: a type with a plugin that plays it, parsed by that plugin, its media in the pack. */
function checkActivity(unchecked: { id: string; type: number }, definitions: readonly ActivityAnswerDefinition[], report: (path: string, message: string) => void, mediaRef: (path: string, value: string, kind: MediaKind) => void): void {
  const definition = definitions.find((candidate) => candidate.type === unchecked.type);
  if (!definition) return report('.type', `activity type ${unchecked.type} has no plugin that plays it (${definitions.map((d) => `${d.type} ${d.label}`).join(', ')})`);
  try {
    definition.parse(unchecked);
  } catch (error) {
    if (error instanceof ParseError) return report(error.path.replace(/^\$/, ''), error.reason);
    throw error;
  }
  // Its plugin parsed it: it has the served shape.
  const activity = unchecked as ServedActivity;
  const assets = activity.content.assets;
  for (const [list, kind] of [['audios', 'audio'], ['pictures', 'picture'], ['videos', 'video']] as const) {
    for (const [i, asset] of (assets[list] ?? []).entries()) mediaRef(`.content.assets.${list}[${i}].url`, asset.url, kind);
  }
  if (activity.metadata.rejoinderAudioUrl) mediaRef('.metadata.rejoinderAudioUrl', activity.metadata.rejoinderAudioUrl, 'audio');
}

/** Every string inside a JSON value with its path. */
function walkStrings(value: unknown, path: string, visit: (path: string, value: string) => unknown): void {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, `${path}[${i}]`, visit));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walkStrings(item, `${path}.${key}`, visit);
}
