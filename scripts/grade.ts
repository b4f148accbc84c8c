/** The grading harness: see scripts/lib/grade-cli.ts and CONTENT-FORMAT.md. */
import { activityRegistry } from '@plugins/activities';
import { gradeCli } from './lib/grade-cli';

const code = await gradeCli(process.argv.slice(2), activityRegistry, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
