/**
 * Demo data: the school and its people, unit M1U1 with media, and homework in every state (new, in
 * progress, finished, finished with errors to revise). Seeded on first start; `npm run seed -- --reset`
 * makes it again. The homework states are reached through the real submission code.
 */
import { HomeworkStatus, type ServedActivity } from '@core/domain';
import { clipHash } from '@core/contract';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { nowSec } from '../auth/tokens';
import { submitHomework } from '../homework/homework-repository';
import { SEEDED_SCORES } from '../scoring/receipt-check';
import { mediaUrl } from './activity-builders';
import { demoAnswer } from './demo-answers';
import { makeExplanationVideo, makeMedia } from './media';
import { CLASSES, DEMO_PASSWORD, FULL_CLASS, SCHOOL, demoUsers, type DemoUser } from './people';
import { UNIT, buildUnitM1U1, type SeedEpisode } from './unit-m1u1';
import { dragDropTask, makeDragDropFrame } from './drag-drop-frame';
import { COLLABORATIVE_LEARNING, OPTIONAL_ITEMS, PET_VOTE, READING_TASK, RESOURCE_PACK } from './classroom-content';

export interface SeedOptions {
  mailDomain: string;
  passwordSuffix: string;
  /** Where stored files live; media go to <filesDir>/media. Absent: no media files (tests). */
  filesDir?: string;
  /**
   * Whether the full class of 45 gets its homework (default: yes). The API tests' server leaves it out:
   * submitting 45 students' answers through the real code adds seconds to every test file's start.
   */
  fullClassHomework?: boolean;
  /**
   * The demo school, its classes and people, their homework and running task (default: yes). Without
   * them only the lessons are seeded (the unit, its episodes, the task library): a real school's server
   * (SEED_DEMO=content) brings its own people with a roster (issue 34).
   */
  people?: boolean;
}

export interface SeedReport { users: DemoUser[]; activities: number; missingSpeechEngine: boolean }

/** Tables in dependency order, children first, for --reset. */
const TABLES = ['wordbook_items', 'word_lookups', 'group_interactions', 'task_group_members', 'task_groups', 'homework_drafts', 'task_library', 'clip_texts', 'shared_problems', 'event_notifications', 'stored_files', 'upload_tokens', 'reports', 'smart_homework_items',
  'smart_homeworks', 'task_results', 'task_answers', 'group_tasks', 'revisal_answers', 'homework_answers', 'student_homeworks', 'group_homework_episodes', 'group_homeworks', 'activities', 'episodes', 'units',
  'audit_log', 'login_attempts', 'auth_tokens', 'class_members', 'user_permissions', 'users', 'classes', 'schools'];

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM schools');
  return (row?.n ?? 0) > 0;
}

/** Whether the demo lessons are there (with or without the demo school). */
export async function hasLessons(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM units');
  return (row?.n ?? 0) > 0;
}

export async function clearData(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${TABLES.join(', ')} CASCADE`);
}

export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedReport> {
  const { episodes, media } = buildUnitM1U1();
  const made = options.filesDir ? await makeMedia(media, options.filesDir) : { durations: new Map<string, number>(), missingSpeechEngine: false };
  // A follow-up episode links its explanation video only when the video could be made.
  const videos = new Set<string>();
  for (const episode of episodes) {
    if (episode.video && options.filesDir && (await makeExplanationVideo(episode.video, options.filesDir))) videos.add(episode.id);
  }
  for (const episode of episodes) for (const activity of episode.activities) withDurations(activity, made.durations);
  if (options.filesDir) await makeDragDropFrame(options.filesDir);

  const users = demoUsers();
  // One hash for the one demo password: scrypt is slow on purpose, and every demo account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD + options.passwordSuffix);
  const created = nowSec();

  const withPeople = options.people !== false;
  await db.transaction(async (tx) => {
    if (withPeople) await tx.query('INSERT INTO schools (id, name, short_name) VALUES ($1, $2, $3)', [SCHOOL.id, SCHOOL.name, SCHOOL.shortName]);
    if (withPeople) for (const c of [...CLASSES, FULL_CLASS]) await tx.query('INSERT INTO classes (id, school_id, grade_level_str, name) VALUES ($1, $2, $3, $4)', [c.id, SCHOOL.id, c.gradeLevelStr, c.name]);
    for (const user of withPeople ? users : []) {
      await tx.query(
        'INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)',
        [user.id, user.uid + options.mailDomain, user.nickName, user.userType, passwordHash, created],
      );
      for (const code of user.permissions) await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 1)', [user.id, code]);
      // Every student may use the Oxford Shanghai textbook (permission type 4 = accessible textbooks).
      await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 4)', [user.id, 'SH_OXFORD']);
      for (const classId of user.classes) await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, user.id]);
    }
    await tx.query('INSERT INTO units (id, textbook, category, title) VALUES ($1, $2, $3, $4)', [UNIT.id, UNIT.textbook, UNIT.category, UNIT.title]);
    for (const [position, episode] of episodes.entries()) await insertEpisode(tx, episode, position, videos.has(episode.id));
  });

  if (withPeople) {
    await assignHomework(db, users, episodes, options.fullClassHomework === false ? CLASSES : [...CLASSES, FULL_CLASS]);
    await startClassroomTask(db);
  }
  await seedTaskLibrary(db, episodes);
  if (withPeople) await assignSmartHomework(db, users, episodes);
  await db.query('INSERT INTO shared_problems (identifier, episode_id, title, created_at_sec) VALUES ($1, $2, $3, $4)', [DEMO_SHARE_IDENTIFIER, 'm1u1-e2', 'M1U1 Look and choose', created]);
  return { users: withPeople ? users : [], activities: episodes.reduce((n, e) => n + e.activities.length, 0), missingSpeechEngine: made.missingSpeechEngine };
}

function withDurations(activity: ServedActivity, durations: Map<string, number>): void {
  for (const audio of activity.content.assets.audios ?? []) {
    const duration = durations.get(audio.resourceId);
    if (duration !== undefined) audio.duration = duration;
  }
}

/** The identifier of the demo's shared problem: /share-episode?identifier=demo-m1u1-pictures. */
export const DEMO_SHARE_IDENTIFIER = 'demo-m1u1-pictures';

async function insertEpisode(tx: Pick<Database, 'query'>, episode: SeedEpisode, position: number, withVideo: boolean): Promise<void> {
  await tx.query(
    'INSERT INTO episodes (id, unit_id, episode_type, position, title, parent_id, parent_activity_ids, video_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [episode.id, UNIT.id, episode.type, position, episode.title, episode.parentId ?? null,
      episode.parentActivityIds ? JSON.stringify(episode.parentActivityIds) : null,
      withVideo && episode.video ? `/files/media/${episode.video.file}` : null],
  );
  for (const [index, activity] of episode.activities.entries()) {
    await tx.query('INSERT INTO activities (id, episode_id, position, type, content) VALUES ($1, $2, $3, $4, $5)', [activity.id, episode.id, index, activity.type, JSON.stringify(activity)]);
    await registerClipTexts(tx, activity);
  }
}

/** The texts of spoken activities get an answer-audio clip address (spec 01 §7): their type's clip text. */
async function registerClipTexts(tx: Pick<Database, 'query'>, activity: ServedActivity): Promise<void> {
  const text = activityAnswerDefinitions.find((d) => d.type === activity.type)?.speech?.clipText(activity);
  if (!text) return;
  for (const voice of ['us', 'uk'] as const) {
    await tx.query('INSERT INTO clip_texts (hash, text, voice) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [await clipHash(text, voice), text, voice]);
  }
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

async function seedTaskLibrary(db: Database, episodes: SeedEpisode[]): Promise<void> {
  for (const [position, item] of demoLibraryTasks(episodes).entries()) {
    await db.query('INSERT INTO task_library (id, unit_id, title, task_type, episode_ids, interactive_task, position) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      item.id, UNIT.id, item.title, item.taskType, JSON.stringify(item.episodeIds ?? []), item.interactiveTask ? JSON.stringify(item.interactiveTask) : null, position,
    ]);
  }
}

/** Class 3-1 has a running classroom exercise (task type 1) on the picture episode; class 3-2 has none. */
async function startClassroomTask(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO group_tasks (id, class_id, task_type, unit_id, period_id, title, episode_ids, started_at_sec) VALUES ($1, 'class-3-1', 1, $2, 'period-1', $3, $4, $5)`,
    ['gt-class-3-1-pictures', UNIT.id, 'M1U1 课堂练习：看图选择', JSON.stringify(['m1u1-e2']), nowSec() - 300],
  );
}

/** Every student gets one adaptive homework per mode (1 weak points, 2 memory, 3 recommendation); the third is done. */
async function assignSmartHomework(db: Database, users: DemoUser[], episodes: SeedEpisode[]): Promise<void> {
  const pick = (episodeId: string, positions: number[]) => positions.map((p) => ({ activity: episodes.find((e) => e.id === episodeId)!.activities[p]!, episodeId }));
  const plans = [
    { mode: 1, title: '薄弱点专项训练：be 动词', items: [...pick('m1u1-e1', [2]), ...pick('m1u1-f1', [1]), ...pick('m1u1-e4', [0])], hoursAgo: 5 },
    { mode: 2, title: '记忆巩固：M1U1 单词', items: [...pick('m1u1-e4', [1, 2]), ...pick('m1u1-e2', [0])], hoursAgo: 30 },
    { mode: 3, title: '个性化推荐：朗读练习', items: [...pick('m1u1-e3', [0, 1]), ...pick('m1u1-e5', [0])], hoursAgo: 60 },
  ];
  for (const student of users.filter((u) => u.userType === 1)) {
    for (const plan of plans) {
      const id = `smart-${student.uid}-${plan.mode}`;
      const finished = plan.mode === 3;
      await db.query('INSERT INTO smart_homeworks (id, student_id, title, mode, categories, assign_at_sec, finished) VALUES ($1, $2, $3, $4, $5, $6, $7)', [id, student.id, plan.title, plan.mode, JSON.stringify([UNIT.category]), nowSec() - plan.hoursAgo * 3600, finished]);
      for (const [position, { activity, episodeId }] of plan.items.entries()) {
        const answer = finished ? demoAnswer(activity, episodeId, true, Date.now()) : null;
        await db.query(
          'INSERT INTO smart_homework_items (smart_homework_id, uuid, activity_id, episode_id, position, answer, correct) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [id, `${id}-${position}`, activity.id, episodeId, position, answer ? JSON.stringify(answer) : null, answer ? true : null],
        );
      }
    }
  }
}

/**
 * Four homework per class (the full class of 45 too), each student gets all four: new (nothing
 * answered), in progress (some), finished (all right), and finished with errors to revise. Their other items (groupHomework.tasks:
 * spoken AI, writing, an external lesson, reading, a resource pack) show on /homework-child.
 */
/**
 * The result of a reading or resource-pack item a seeded finished homework holds. The reading report's
 * image stands in for a captured page (the open book of the seeded media) until the reading task seeds
 * real ones.
 */
function seededTaskResult(task: { id: string; kind: string }) {
  return task.kind === 'reading' ? { readingTaskResult: { id: task.id, durationSec: 300, imgUrl: mediaUrl('emoji-1f4d6.svg') } } : { resourcePackResult: { id: task.id } };
}

async function assignHomework(db: Database, users: DemoUser[], episodes: SeedEpisode[], classes: readonly { id: string }[]): Promise<void> {
  const main = episodes.filter((e) => !e.parentId);
  // Only work a student can do here (issue 19, item 6): no spoken-AI, writing or external-lesson items,
  // which report nothing to this server and so could never be done. The reading and resource-pack items
  // of 'read' were done when it was seeded finished.
  const plans = [
    { key: 'sync1', title: 'M1U1 课后同步练习（一）', episodes: main.map((e) => e.id), state: 'new', daysAgo: 1, tasks: [] },
    // After-class items still to do (issue 14): a resource pack, and a reading (its screen comes with its issue).
    { key: 'sync2', title: 'M1U1 课后同步练习（二）', episodes: [main[0]!.id, main[1]!.id], state: 'in-progress', daysAgo: 2, tasks: [
      { id: 'task-pack-2', kind: 'resourcePack', title: '资源包：宠物与颜色', resourcePack: RESOURCE_PACK },
      { id: 'task-reading-2', kind: 'reading', title: '阅读任务：My school', readingTask: READING_TASK },
    ] },
    { key: 'read', title: 'M1U1 朗读与拼写', episodes: [main[2]!.id, main[3]!.id], state: 'finished', daysAgo: 3, tasks: [
      { id: 'task-reading-1', kind: 'reading', title: '阅读任务：My school', readingTask: READING_TASK },
      { id: 'task-pack-1', kind: 'resourcePack', title: '资源包：M1U1 儿歌', resourcePack: RESOURCE_PACK },
    ] },
    { key: 'review', title: 'M1U1 单元复习', episodes: [main[0]!.id, main[4]!.id], state: 'errors', daysAgo: 4, tasks: [] },
  ] as const;
  const day = 24 * 3600;
  const now = nowSec();
  for (const classInfo of classes) {
    for (const plan of plans) {
      const groupHomeworkId = `gh-${classInfo.id}-${plan.key}`;
      const createdAt = now - plan.daysAgo * day;
      await db.query(
        'INSERT INTO group_homeworks (id, class_id, unit_id, title, category, revisal, created_at_sec, tasks) VALUES ($1, $2, $3, $4, $5, true, $6, $7)',
        [groupHomeworkId, classInfo.id, UNIT.id, plan.title, UNIT.category, createdAt, JSON.stringify(plan.tasks)],
      );
      for (const [position, episodeId] of plan.episodes.entries()) {
        await db.query('INSERT INTO group_homework_episodes (group_homework_id, episode_id, position) VALUES ($1, $2, $3)', [groupHomeworkId, episodeId, position]);
      }
      for (const student of users.filter((u) => u.userType === 1 && u.classes.includes(classInfo.id))) {
        const id = `shw-${student.uid}-${classInfo.id}-${plan.key}`;
        await db.query(
          'INSERT INTO student_homeworks (id, group_homework_id, student_id, status, created_at_sec, updated_at_sec) VALUES ($1, $2, $3, $4, $5, $5)',
          [id, groupHomeworkId, student.id, HomeworkStatus.NOT_FINISHED, createdAt],
        );
        const activities = plan.episodes.flatMap((episodeId) => episodes.find((e) => e.id === episodeId)!.activities.map((a) => ({ a, episodeId })));
        const answered = plan.state === 'new' ? [] : plan.state === 'in-progress' ? activities.slice(0, 3) : activities;
        if (answered.length === 0) continue;
        const answers = answered.map(({ a, episodeId }, i) => demoAnswer(a, episodeId, plan.state !== 'errors' || i % 3 !== 0, (createdAt + 3600 + i * 30) * 1000));
        await submitHomework(db, student.id, id, { answers }, SEEDED_SCORES);
        if (plan.state === 'finished') {
          for (const task of plan.tasks) await submitHomework(db, student.id, id, { answers: [], task_result: seededTaskResult(task) }, SEEDED_SCORES);
        }
        // Keep the list order by assignment day: submission time would otherwise put these first.
        await db.query('UPDATE student_homeworks SET updated_at_sec = $2 WHERE id = $1', [id, createdAt + 7200]);
      }
    }
  }
}
