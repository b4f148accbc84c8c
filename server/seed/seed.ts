/**
 * Demo data: the school and its people, unit M1U1 and its task library (imported from the demo content
 * pack, content/demo-pack/, as any school's pack is), and homework in every state (new, in progress,
 * finished, finished with errors to revise). Seeded on first start; `npm run seed -- --reset` makes it
 * again. The homework states are reached through the real submission code.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HomeworkStatus } from '@core/domain';
import type { Database } from '../db/database';
import { speechEngineAvailable } from '../audio/speech';
import { checkPack, type CheckedPack, type PackEpisode } from '../content/pack-check';
import { readPackFolder, type PackFile } from '../content/pack-files';
import { importPack, packMediaAddress } from '../content/pack-import';
import { hashPassword } from '../auth/passwords';
import { nowSec } from '../auth/tokens';
import { submitHomework } from '../homework/homework-repository';
import { SEEDED_SCORES } from '../scoring/receipt-check';
import { demoAnswer } from './demo-answers';
import { CLASSES, DEMO_PASSWORD, FULL_CLASS, SCHOOL, demoUsers, type DemoUser } from './people';
import { UNIT } from './unit-m1u1';

export interface SeedOptions {
  mailDomain: string;
  passwordSuffix: string;
  /** Where stored files live; the demo pack's media go to <filesDir>/media/packs. Absent: no media files (tests). */
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
const TABLES = ['wordbook_items', 'word_lookups', 'group_interactions', 'task_group_members', 'task_groups', 'homework_drafts', 'task_library', 'clip_texts', 'shared_problems', 'event_notifications', 'teacher_media', 'stored_files', 'upload_tokens', 'reports', 'smart_homework_items',
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

/** Where the demo pack lives: the unit and its library as a content pack (`npm run demo-pack` makes it). */
export const DEMO_PACK_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'demo-pack');

/** The demo pack read and checked: the seed refuses to start from a pack with problems. */
export async function demoPack(): Promise<{ pack: CheckedPack; files: PackFile[] }> {
  const files = await readPackFolder(DEMO_PACK_DIR);
  const checked = checkPack(files);
  if ('problems' in checked) throw new Error(`content/demo-pack has problems (npm run content -- check content/demo-pack): ${checked.problems.slice(0, 3).map((p) => `${p.file} ${p.path} ${p.message}`).join('; ')}`);
  return { pack: checked.pack, files };
}

export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedReport> {
  const users = demoUsers();
  // One hash for the one demo password: scrypt is slow on purpose, and every demo account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD + options.passwordSuffix);
  const created = nowSec();

  const withPeople = options.people !== false;
  if (withPeople) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO schools (id, name, short_name) VALUES ($1, $2, $3)', [SCHOOL.id, SCHOOL.name, SCHOOL.shortName]);
      for (const c of [...CLASSES, FULL_CLASS]) await tx.query('INSERT INTO classes (id, school_id, grade_level_str, name) VALUES ($1, $2, $3, $4)', [c.id, SCHOOL.id, c.gradeLevelStr, c.name]);
      for (const user of users) {
        await tx.query(
          'INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)',
          [user.id, user.uid + options.mailDomain, user.nickName, user.userType, passwordHash, created],
        );
        for (const code of user.permissions) await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 1)', [user.id, code]);
        // Every student may use the Oxford Shanghai textbook (permission type 4 = accessible textbooks).
        await tx.query('INSERT INTO user_permissions (user_id, code, type) VALUES ($1, $2, 4)', [user.id, 'SH_OXFORD']);
        for (const classId of user.classes) await tx.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, user.id]);
      }
    });
  }

  // The unit, its episodes and the library: the demo pack, imported as any school's pack is (issue 35).
  const { pack, files } = await demoPack();
  await importPack(db, pack, files, options.filesDir ? { filesDir: options.filesDir } : {});
  const episodes = pack.episodes;
  if (withPeople) {
    await assignHomework(db, users, episodes, pack, options.fullClassHomework === false ? CLASSES : [...CLASSES, FULL_CLASS]);
    await startClassroomTask(db);
    await assignSmartHomework(db, users, episodes);
  }
  await db.query('INSERT INTO shared_problems (identifier, episode_id, title, created_at_sec) VALUES ($1, $2, $3, $4)', [DEMO_SHARE_IDENTIFIER, 'm1u1-e2', 'M1U1 Look and choose', created]);
  return { users: withPeople ? users : [], activities: episodes.reduce((n, e) => n + e.activities.length, 0), missingSpeechEngine: !(await speechEngineAvailable()) };
}

/** The identifier of the demo's shared problem: /share-episode?identifier=demo-m1u1-pictures. */
export const DEMO_SHARE_IDENTIFIER = 'demo-m1u1-pictures';

/** Class 3-1 has a running classroom exercise (task type 1) on the picture episode; class 3-2 has none. */
async function startClassroomTask(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO group_tasks (id, class_id, task_type, unit_id, period_id, title, episode_ids, started_at_sec) VALUES ($1, 'class-3-1', 1, $2, 'period-1', $3, $4, $5)`,
    ['gt-class-3-1-pictures', UNIT.id, 'M1U1 课堂练习：看图选择', JSON.stringify(['m1u1-e2']), nowSec() - 300],
  );
}

/** Every student gets one adaptive homework per mode (1 weak points, 2 memory, 3 recommendation); the third is done. */
async function assignSmartHomework(db: Database, users: DemoUser[], episodes: readonly PackEpisode[]): Promise<void> {
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
function seededTaskResult(task: { id: string; kind: string }, bookPicture: string) {
  return task.kind === 'reading' ? { readingTaskResult: { id: task.id, durationSec: 300, imgUrl: bookPicture } } : { resourcePackResult: { id: task.id } };
}

/** A library task's interactive part as imported (its media at their stored addresses). */
async function libraryPart(db: Database, libraryId: string, key: string): Promise<unknown> {
  const [row] = await db.query<{ interactive_task: Record<string, unknown> }>('SELECT interactive_task FROM task_library WHERE id = $1', [libraryId]);
  return row?.interactive_task[key];
}

async function assignHomework(db: Database, users: DemoUser[], episodes: readonly PackEpisode[], pack: CheckedPack, classes: readonly { id: string }[]): Promise<void> {
  const main = episodes.filter((e) => e.parent === undefined);
  // The homework's after-class items carry the library's reading and resource pack, their media as stored.
  const [READING_TASK, RESOURCE_PACK] = await Promise.all([libraryPart(db, 'lib-reading-school', 'readingTask'), libraryPart(db, 'lib-pack-pets', 'resourcePack')]);
  const book = pack.media.find((media) => media.path === 'media/emoji-1f4d6.svg')!;
  const bookPicture = packMediaAddress(book.path, book.bytes);
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
          for (const task of plan.tasks) await submitHomework(db, student.id, id, { answers: [], task_result: seededTaskResult(task, bookPicture) }, SEEDED_SCORES);
        }
        // Keep the list order by assignment day: submission time would otherwise put these first.
        await db.query('UPDATE student_homeworks SET updated_at_sec = $2 WHERE id = $1', [id, createdAt + 7200]);
      }
    }
  }
}
