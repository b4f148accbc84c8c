/**
 * `npm run seed -- [--reset] [--list] [--json]`: seeds the demo school if the database is empty;
 * --reset clears all data and seeds again; --list prints the demo accounts as a table, --json as a
 * JSON array. Stop a running PGlite server first: one process at a time owns its data folder.
 */
import { pino } from 'pino';
import { accountRows, formatAccounts } from './accounts';
import { loadConfig } from './config';
import { demoUsers } from './seed/people';
import { clearData, isSeeded, seedDemo } from './seed/seed';
import { filesDirOf } from './config';
import { openDataStore } from './server';

const args = new Set(process.argv.slice(2));
const known = new Set(['--reset', '--list', '--json']);
const unknown = [...args].filter((a) => !known.has(a));
if (unknown.length) {
  console.error(`unknown option ${unknown.join(' ')}\nusage: npm run seed -- [--reset] [--list] [--json]`);
  process.exit(2);
}

const rows = accountRows(demoUsers());
if (args.has('--json') || args.has('--list')) {
  console.log(args.has('--json') ? JSON.stringify(rows, null, 2) : formatAccounts(rows));
  if (!args.has('--reset')) process.exit(0);
}

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const db = await openDataStore(config);
try {
  if (args.has('--reset')) await clearData(db);
  if (await isSeeded(db)) {
    logger.info('the database already holds the demo school; use --reset to make it again');
  } else {
    const report = await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix, filesDir: filesDirOf(config) });
    logger.info({ users: report.users.length, activities: report.activities }, 'demo school seeded');
    if (report.missingSpeechEngine) logger.warn('espeak-ng is not installed: the answer clips have no sound (apt-get install espeak-ng)');
  }
} finally {
  await db.close();
}
