/** `npm run new-plugin -- <folder-name> <type-number>`: see scripts/lib/scaffold.ts. */
import { activityRegistry } from '@plugins/activities';
import { ScaffoldError, scaffoldPlugin } from './lib/scaffold';

const [folder, typeText, ...rest] = process.argv.slice(2);
if (!folder || !typeText || rest.length > 0) {
  console.error('usage: npm run new-plugin -- <folder-name> <type-number>   e.g. npm run new-plugin -- true-false 99');
  process.exit(2);
}

try {
  const written = await scaffoldPlugin({ root: process.cwd(), folder, type: Number(typeText), takenTypes: activityRegistry.types() });
  console.log(`created activity type ${typeText} in plugins/activities/${folder}:`);
  for (const file of written) console.log(`  ${file}`);
  console.log('\nnext: npm test  (then change model.ts, parse.ts, grade.ts and View.tsx; README "Adding an activity type")');
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new-plugin: ${error.message}`);
  process.exit(2);
}
