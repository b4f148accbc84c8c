/**
 * `npm run bench:disk [-- --weeks 18] [--per-week 2] [--seconds 4] [--json]`: the disk a school needs and
 * what a backup costs (issue 40, docs/OPERATIONS.md "Disk"). A fresh PGlite database on disk gets the demo
 * school; the full class (45 students) does a term of homework through the real submission code: `weeks`
 * × `per-week` homeworks of 25 items each (the demo's first sync homework's episodes), every item answered,
 * every spoken answer (readings scored word by word, completions) with its recording stored as the app
 * uploads it (16 kHz 16-bit mono WAV of `seconds`). Then a backup is made (while its database snapshot
 * is taken PGlite's other queries wait: the pause) and restored into a new folder.
 *
 * Prints the database's growth, the recordings' bytes, the backup's size and time and the restore's time,
 * for the class and scaled to 1,000 students (× 1000/45).
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX, type SubmittedAnswerInput } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { filesDirOf } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { assignHomework } from '../server/homework/teacher-homework';
import { submitHomework } from '../server/homework/homework-repository';
import { SEEDED_SCORES } from '../server/scoring/receipt-check';
import { FULL_CLASS, FULL_CLASS_SIZE } from '../server/seed/people';
import { demoAnswer } from '../server/seed/demo-answers';
import { seedDemo } from '../server/seed/seed';
import { makeBackup } from '../server/backup/make-backup';
import { restoreBackup } from '../server/backup/restore-backup';
import { spokenAnswer } from './lib/spoken-answer';
import { benchArgs } from './lib/bench-args';

const { number: flag, json } = benchArgs();
const weeks = flag('--weeks', 18);
const perWeek = flag('--per-week', 2);
const seconds = flag('--seconds', 4);
const log = (message: string) => !json && console.error(message);
const SAMPLE_RATE = 16_000;
/** Bytes in MB with one decimal. */
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** Bytes under a folder. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/** A recording as the app uploads it: a WAV header and `seconds` of 16-bit samples (quiet noise, so it does not compress to nothing). */
function recording(): Uint8Array {
  const samples = SAMPLE_RATE * seconds;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF'); view.setUint32(4, 36 + samples * 2, true); text(8, 'WAVE'); text(12, 'fmt ');
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true); view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true); text(36, 'data'); view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) view.setInt16(44 + i * 2, Math.round(Math.sin(i / 7) * 900 + (Math.random() - 0.5) * 400), true);
  return bytes;
}

const work = await mkdtemp(join(tmpdir(), 'bench-disk-'));
const dataDir = join(work, 'data');
const filesDir = filesDirOf({ dataDir });
await mkdir(join(filesDir, 'uploads', 'voice'), { recursive: true });
const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await migrate(db);
  log('seeding the demo school…');
  await seedDemo(db, { mailDomain: DEFAULT_MAIL_DOMAIN, passwordSuffix: DEFAULT_PASSWORD_SUFFIX, fullClassHomework: false });
  const databaseSize = async () => Number((await db.query<{ n: number }>('SELECT pg_database_size(current_database()) AS n'))[0]!.n);
  const before = await databaseSize();
  const episodes = await db.query<{ episode_id: string }>(`SELECT episode_id FROM group_homework_episodes WHERE group_homework_id = 'gh-class-3-1-sync1' ORDER BY position`);
  const activities = await db.query<{ content: ServedActivity; episode_id: string }>(
    'SELECT a.content, a.episode_id FROM activities a WHERE a.episode_id = ANY($1::text[]) ORDER BY array_position($1::text[], a.episode_id), a.position',
    [episodes.map((e) => e.episode_id)],
  );
  const voice = recording();
  const homeworks = weeks * perWeek;
  log(`a term for the class of ${FULL_CLASS_SIZE}: ${homeworks} homeworks × ${activities.length} items, ${seconds} s recordings…`);
  const started = performance.now();
  let answers = 0;
  let recordings = 0;
  for (let h = 0; h < homeworks; h++) {
    const [homework] = await assignHomework(db, 'user-teacher', { title: `第 ${h + 1} 次作业`, classIds: [FULL_CLASS.id], episodeIds: episodes.map((e) => e.episode_id), libraryTaskIds: [], dueAtSec: Math.floor(Date.now() / 1000) + 86_400 });
    for (let s = 0; s < FULL_CLASS_SIZE; s++) {
      const studentId = `user-student${101 + s}`;
      const given: SubmittedAnswerInput[] = [];
      for (const [i, row] of activities.entries()) {
        const answer = demoAnswer(row.content, row.episode_id, (s + i + h) % 5 !== 0, Date.now() + i * 20_000);
        const spoken = Boolean(answer.oralReading ?? answer.sentenceCompletion);
        if (spoken) {
          const key = `voice/${h}-${s}-${i}.wav`;
          await writeFile(join(filesDir, 'uploads', key), voice);
          recordings++;
          given.push(spokenAnswer(answer, s, i, `/files/uploads/${key}`));
        } else given.push(answer);
      }
      await submitHomework(db, studentId, `shw-${homework!.id}-${studentId}`, { answers: given }, SEEDED_SCORES);
      answers += given.length;
    }
    if ((h + 1) % 6 === 0) log(`  ${h + 1}/${homeworks} homeworks (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await db.query('CHECKPOINT');
  const grown = (await databaseSize()) - before;
  const recordingBytes = await sizeOf(join(filesDir, 'uploads'));

  log('backing up…');
  const archive = join(work, 'backup.tar.gz');
  const backupStarted = performance.now();
  let dumpMs = 0;
  await makeBackup({ db, filesDir, onDatabaseDumped: (ms) => (dumpMs = ms) }, archive);
  const backupMs = performance.now() - backupStarted;
  const archiveBytes = (await stat(archive)).size;
  await db.close();
  log('restoring…');
  const restoreStarted = performance.now();
  await restoreBackup(archive, { dataDir: join(work, 'restored') });
  const restoreMs = performance.now() - restoreStarted;

  const scale = 1000 / FULL_CLASS_SIZE;
  const figures = {
    term: { weeks, homeworksPerWeek: perWeek, itemsPerHomework: activities.length, recordingSeconds: seconds },
    class: { students: FULL_CLASS_SIZE, answers, recordings, databaseGrowthMB: mb(grown), recordingsMB: mb(recordingBytes), backupMB: mb(archiveBytes), backupSec: Math.round(backupMs / 100) / 10, databasePauseSec: Math.round(dumpMs / 100) / 10, restoreSec: Math.round(restoreMs / 100) / 10 },
    per1000Students: { databaseGrowthMB: mb(grown * scale), recordingsMB: mb(recordingBytes * scale), backupMB: mb(archiveBytes * scale), backupSecEstimate: Math.round((backupMs * scale) / 1000), databasePauseSecEstimate: Math.round((dumpMs * scale) / 1000) },
  };
  if (json) console.log(JSON.stringify(figures));
  else {
    console.log(`a term (${weeks} weeks × ${perWeek} homeworks × ${activities.length} items, ${seconds} s recordings) for a class of ${FULL_CLASS_SIZE}: ${answers} answers, ${recordings} recordings`);
    console.log(`  database +${figures.class.databaseGrowthMB} MB, recordings ${figures.class.recordingsMB} MB; backup ${figures.class.backupMB} MB in ${figures.class.backupSec} s (of it the database snapshot ${figures.class.databasePauseSec} s, while PGlite's other queries wait), restore ${figures.class.restoreSec} s`);
    console.log(`per 1,000 students per term: database +${figures.per1000Students.databaseGrowthMB} MB, recordings ${figures.per1000Students.recordingsMB} MB, backup ${figures.per1000Students.backupMB} MB (~${figures.per1000Students.backupSecEstimate} s, the database snapshot ~${figures.per1000Students.databasePauseSecEstimate} s)`);
  }
} finally {
  await db.close().catch(() => undefined);
  await rm(work, { recursive: true, force: true });
}
