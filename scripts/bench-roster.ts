/**
 * `npm run bench:roster [-- --rows N]`: how long a school's roster takes to import (issue 34: 2,000 rows
 * under 10 s), through the same path as the admin page and `npm run school -- import-roster`: the file
 * read and checked, a dry run, then the import (accounts, classes, memberships, generated passwords
 * hashed) into a fresh in-memory PGlite database; then the same file again (nothing changes).
 */
import { performance } from 'node:perf_hooks';
import { UserType } from '@core/domain';
import { openPglite } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { readRosterBody } from '../server/school/roster-upload';
import { xlsxOf } from '../server/testing/roster-fixtures';

const rowsFlag = process.argv.indexOf('--rows');
const rows = rowsFlag >= 0 ? Number(process.argv[rowsFlag + 1]) : 2000;

/** A school as a spreadsheet: grades 一 to 六年级, classes of 40 students, a teacher for every two classes. */
function rosterCsv(count: number): string {
  const grades = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
  const lines = ['年级,班级,姓名,学号,角色'];
  for (let i = 0; i < count; i++) {
    const classNumber = Math.floor(i / 40);
    const grade = grades[Math.floor(classNumber / 8) % grades.length]!;
    if (i % 80 === 79) lines.push(`${grade},(${(classNumber % 8) + 1})班、(${(classNumber % 8) + 2})班,老师${i},t${100000 + i},教师`);
    else lines.push(`${grade},(${(classNumber % 8) + 1})班,学生${i},s${100000 + i},学生`);
  }
  return lines.join('\r\n');
}

const db = await openPglite(undefined);
await migrate(db);
await db.query("INSERT INTO schools (id, name, short_name) VALUES ('school-bench', '测试学校', '测试学校')");
await db.query('INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, 0)', ['user-admin', 'admin', '管理员', UserType.ADMIN, '!']);
const csv = rosterCsv(rows);
const bytes = Buffer.from(csv);
// The same roster as a spreadsheet (the file Excel saves), to time the .xlsx reading too.
const xlsx = xlsxOf(csv.split('\r\n').map((line) => line.split(',')));
const options = { removeMissing: false, actorId: 'user-admin', mailDomain: '@bench.invalid', passwordSuffix: '' };

const time = async (label: string, dryRun: boolean, file: { bytes: Uint8Array; name: string } = { bytes, name: 'roster.csv' }) => {
  const started = performance.now();
  const outcome = await readRosterBody(db, file.bytes, file.name, { ...options, dryRun });
  const ms = performance.now() - started;
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.message} ${JSON.stringify(outcome.refusal.rows.slice(0, 3))}`);
  const { report } = outcome;
  console.log(`${label.padEnd(22)} ${(ms / 1000).toFixed(2).padStart(6)} s   added ${report.added.length}, unchanged ${report.unchanged}, passwords ${report.passwords.length}, classes ${report.classesAdded.length}`);
};

console.log(`roster of ${rows} rows (${(bytes.length / 1024).toFixed(0)} KB CSV, ${(xlsx.length / 1024).toFixed(0)} KB .xlsx), PGlite in memory, ${process.arch}`);
await time('dry run (.xlsx)', true, { bytes: xlsx, name: 'roster.xlsx' });
await time('dry run', true);
await time('import', false);
await time('the same file again', false);
await db.close();
