/**
 * `npm run new-plugin -- [activity] <folder-name> <type-number> [--speech]` (an activity type; with
 * --speech one read aloud) or `npm run new-plugin -- task <kind>` (a classroom-task kind): see
 * scripts/lib/scaffold.ts.
 */
import { activityRegistry } from '@plugins/activities';
import { taskRegistry } from '@plugins/tasks';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { ScaffoldError, scaffoldPlugin, scaffoldTaskPlugin } from './lib/scaffold';

const USAGE = [
  'usage: npm run new-plugin -- [activity] <folder-name> <type-number> [--speech]   e.g. npm run new-plugin -- activity true-false 99',
  '       (--speech: a type read aloud and scored by the scoring socket)',
  '       npm run new-plugin -- task <kind>                    e.g. npm run new-plugin -- task word-match',
].join('\n');

const args = process.argv.slice(2);
try {
  if (args[0] === 'task') {
    const [, kind, ...rest] = args;
    if (!kind || rest.length > 0) fail(USAGE);
    const written = await scaffoldTaskPlugin({ root: process.cwd(), kind, takenKinds: taskRegistry.kinds(), takenItemTypes: taskDefinitions.flatMap((d) => (d.optionalItem ? [d.optionalItem.originalTaskType] : [])) });
    console.log(`created classroom-task kind ${kind} in plugins/tasks/${kind}:`);
    for (const file of written) console.log(`  ${file}`);
    console.log('\nnext: npm test  (then change definition.ts, View.tsx, Preview.tsx, Panel.tsx and Editor.tsx; README "Adding a classroom task kind")');
  } else {
    const speech = args.includes('--speech');
    const [folder, typeText, ...rest] = args.filter((arg) => arg !== '--speech').slice(args[0] === 'activity' ? 1 : 0);
    if (!folder || !typeText || rest.length > 0) fail(USAGE);
    const written = await scaffoldPlugin({ root: process.cwd(), folder, type: Number(typeText), takenTypes: activityRegistry.types(), speech });
    console.log(`created ${speech ? 'spoken ' : ''}activity type ${typeText} in plugins/activities/${folder}:`);
    for (const file of written) console.log(`  ${file}`);
    console.log('\nnext: npm test  (then change model.ts, parse.ts, grade.ts and View.tsx; README "Adding an activity type")');
  }
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  fail(`new-plugin: ${error.message}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
