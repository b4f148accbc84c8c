/**
 * `npm run bench:teacher [-- --teachers N] [--rounds R] [--json]`: a homework's results for a class of
 * 45 (issue 37, Measured: p95 under 300 ms at 20 teachers at once). A fresh PGlite database (DATABASE_URL:
 * that PostgreSQL, seeded if empty) gets the demo school; every student of the full class (4-1) answers
 * all 25 items of its first sync homework through the real submission code (some wrong, readings with
 * word and phoneme scores and a recording); then the reference server starts on it and N teachers
 * (default 20) open the results at once, R times each (default 30, without If-None-Match: the whole
 * answer every time), after one warming round, while a student submits an answer every 250 ms
 * (--submit-every MS), so the results keep changing as they do while a class does its homework. Prints p50 / p95 / max latency and the answer's size, and one export's time of each format.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_APP_ID } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { isSeeded, seedDemo } from '../server/seed/seed';
import { DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX } from '@core/contract';
import { FULL_CLASS, FULL_CLASS_SIZE } from '../server/seed/people';
import { demoAnswer } from '../server/seed/demo-answers';
import { submitHomework } from '../server/homework/homework-repository';
import { SEEDED_SCORES } from '../server/scoring/receipt-check';
import { newToken, storeToken } from '../server/auth/tokens';
import { TeacherHomeworkPaths } from '../server/homework/teacher-homework-contract';
import { startBenchServer } from './lib/bench-server';
import { spokenAnswer } from './lib/spoken-answer';
import { benchArgs } from './lib/bench-args';

const { number: flag, json } = benchArgs();
const teachers = flag('--teachers', 20);
const rounds = flag('--rounds', 30);
const HOMEWORK = `gh-${FULL_CLASS.id}-sync1`;
const SUBMIT_EVERY_MS = flag('--submit-every', 250);
const log = (message: string) => !json && console.error(message);

/** The database: seeded, the full class's first sync homework answered by all 45, and a teacher's token. */
async function prepare(dataDir: string): Promise<{ teacherToken: string; studentTokens: string[]; firstItem: { activity: ServedActivity; episodeId: string } }> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  await migrate(db);
  if (!(await isSeeded(db))) await seedDemo(db, { mailDomain: process.env.MAIL_DOMAIN ?? DEFAULT_MAIL_DOMAIN, passwordSuffix: process.env.PASSWORD_SUFFIX ?? DEFAULT_PASSWORD_SUFFIX });
  const rows = await db.query<{ content: ServedActivity; episode_id: string }>(
    'SELECT a.content, a.episode_id FROM group_homework_episodes ge JOIN activities a ON a.episode_id = ge.episode_id WHERE ge.group_homework_id = $1 ORDER BY ge.position, a.position',
    [HOMEWORK],
  );
  for (let s = 0; s < FULL_CLASS_SIZE; s++) {
    const uid = `student${101 + s}`;
    const answers = rows.map((row, i) => spokenAnswer(demoAnswer(row.content, row.episode_id, (s + i) % 5 !== 0, Date.now() + i * 20_000), s, i));
    await submitHomework(db, `user-${uid}`, `shw-${uid}-${FULL_CLASS.id}-sync1`, { answers }, SEEDED_SCORES);
  }
  const teacherToken = newToken();
  await storeToken(db, teacherToken, 'user-teacher', 'access', 3600);
  const studentTokens = Array.from({ length: FULL_CLASS_SIZE }, () => newToken());
  for (const [s, token] of studentTokens.entries()) await storeToken(db, token, `user-student${101 + s}`, 'access', 3600);
  await db.close();
  return { teacherToken, studentTokens, firstItem: { activity: rows[0]!.content, episodeId: rows[0]!.episode_id } };
}

const percentile = (xs: number[], p: number) => {
  const sorted = xs.toSorted((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

const dataDir = await mkdtemp(join(tmpdir(), 'bench-teacher-data-'));
log('seeding and answering the full class (45 × 25 items)…');
const { teacherToken: token, studentTokens, firstItem } = await prepare(dataDir);
const server = await startBenchServer('bench-teacher', { DATA_DIR: dataDir });
const headers = { appId: process.env.APP_ID ?? DEFAULT_APP_ID, Authorization: `Bearer ${token}` };

/** One GET: its time in ms and its size in bytes (fails unless 200). */
async function timed(path: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, { headers });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

try {
  const results = TeacherHomeworkPaths.results(HOMEWORK);
  const first = await timed(results); // warm: the first call compiles the queries' plans
  const check = (await (await fetch(`${server.base}${results}`, { headers })).json()) as { students: unknown[]; items: { answered: number }[] };
  if (check.students.length !== FULL_CLASS_SIZE || check.items.length !== 25 || check.items.some((i) => i.answered !== FULL_CLASS_SIZE)) throw new Error('the class is not answered as the bench expects');
  /** Every teacher opens the results `times` times, all at once: the latencies. */
  const burst = async (times: number) => {
    const latencies: number[] = [];
    await Promise.all(Array.from({ length: teachers }, async () => {
      for (let r = 0; r < times; r++) latencies.push((await timed(results)).ms);
    }));
    return latencies;
  };
  /**
   * Students answering while the teachers look (the results change): every SUBMIT_EVERY_MS one student
   * answers the first item again, through the real call, so the next opens compute the results afresh.
   */
  const stopSubmitting = new AbortController();
  let submissions = 0;
  const students = (async () => {
    for (let s = 0; !stopSubmitting.signal.aborted; s = (s + 1) % FULL_CLASS_SIZE) {
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_EVERY_MS));
      const body = { answers: [demoAnswer(firstItem.activity, firstItem.episodeId, submissions % 2 === 0, Date.now())] };
      const response = await fetch(`${server.base}/api/v1/chronus/student/homework/shw-student${101 + s}-${FULL_CLASS.id}-sync1`, {
        method: 'POST', headers: { appId: headers.appId, Authorization: `Bearer ${studentTokens[s]}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      if (response.status !== 200) throw new Error(`a student's submission: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
      submissions++;
    }
  })();
  // A just-started process compiles its code paths on the first calls: one round of warming, reported apart.
  const warming = await burst(1);
  const started = performance.now();
  const latencies = await burst(rounds);
  const wallSec = (performance.now() - started) / 1000;
  stopSubmitting.abort();
  await students;
  const exportXlsx = await timed(`${TeacherHomeworkPaths.export(HOMEWORK)}?format=xlsx`);
  const exportCsv = await timed(`${TeacherHomeworkPaths.export(HOMEWORK)}?format=csv`);
  const figures = {
    class: FULL_CLASS_SIZE, items: 25, teachers, requests: latencies.length, submissions,
    p50Ms: Math.round(percentile(latencies, 50)), p95Ms: Math.round(percentile(latencies, 95)), maxMs: Math.round(Math.max(...latencies)),
    perSecond: Math.round(latencies.length / wallSec), firstMs: Math.round(first.ms), warmingP95Ms: Math.round(percentile(warming, 95)), resultsKb: Math.round(first.bytes / 1024),
    exportXlsxMs: Math.round(exportXlsx.ms), exportCsvMs: Math.round(exportCsv.ms), goalP95Ms: 300,
  };
  if (json) console.log(JSON.stringify(figures));
  else {
    console.log(`results of a homework, class of ${figures.class} × ${figures.items} items, ${teachers} teachers at once (${figures.requests} requests, ${figures.perSecond}/s; ${figures.submissions} student submissions meanwhile):`);
    console.log(`  p50 ${figures.p50Ms} ms · p95 ${figures.p95Ms} ms (goal < 300) · max ${figures.maxMs} ms · ${figures.resultsKb} KB`);
    console.log(`  first open ${figures.firstMs} ms (computed; the later ones share it until an answer changes) · warming round p95 ${figures.warmingP95Ms} ms`);
    console.log(`  export: .xlsx ${figures.exportXlsxMs} ms · CSV ${figures.exportCsvMs} ms`);
  }
  process.exitCode = figures.p95Ms < 300 ? 0 : 1;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
