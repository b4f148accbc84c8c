/**
 * The plugin scaffold behind `npm run new-plugin`:
 * - `-- [activity] <folder-name> <type-number> [--speech]` writes a working activity plugin (model,
 *   parse, grade, View, the answer definition, fixtures, tests) from scaffold-templates/activity, or a
 *   spoken one (its speech facet: read aloud, scored by the socket) from scaffold-templates/activity-speech,
 *   and adds its lines to plugins/activities/index.ts and answer-definitions.ts;
 * - `-- task <kind>` writes a working classroom-task kind (definition, View, Preview, Panel, the teacher
 *   console's Editor, fixtures, tests) from scaffold-templates/task and adds its lines to
 *   plugins/tasks/index.ts and definitions.ts: nothing else. Its facets make it an optional task's item (the next free originalTaskType) and a
 *   homework item after class; the registries derive the rest.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'scaffold-templates');
export const IMPORT_MARKER = '// new-plugin: imports above this line';
export const REGISTER_MARKER = '// new-plugin: registrations above this line';
export const DEFINITION_IMPORT_MARKER = '// new-plugin: definitions above this line';
export const DEFINITION_LIST_MARKER = '// new-plugin: definition list above this line';

export interface ScaffoldRequest {
  /** Repository root: the plugin goes to <root>/plugins/activities/<folder>. */
  root: string;
  folder: string;
  type: number;
  /** Type numbers already registered. */
  takenTypes: readonly number[];
  /** A spoken type: the student reads aloud, the scoring socket scores it (the speech facet). */
  speech?: boolean;
}

export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

/** The names a template refers to, derived from the folder name: true-false -> TrueFalse, trueFalse. */
export function namesFor(folder: string, type: number) {
  const pascal = folder.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return { folder, type: String(type), pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1) };
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function validateRequest({ root, folder, type, takenTypes }: ScaffoldRequest): void {
  if (!KEBAB.test(folder)) {
    throw new ScaffoldError(`folder name "${folder}" must be kebab-case: lower-case letters and digits joined by '-', e.g. true-false`);
  }
  if (!Number.isInteger(type) || type <= 0) throw new ScaffoldError(`type number "${type}" must be a positive whole number`);
  if (takenTypes.includes(type)) throw new ScaffoldError(`ActivityType ${type} is already registered`);
  if (existsSync(join(root, 'plugins/activities', folder))) throw new ScaffoldError(`plugins/activities/${folder} already exists`);
}

/** Creates the plugin folder and registers it; returns the files written, relative to root. */
export async function scaffoldPlugin(request: ScaffoldRequest): Promise<string[]> {
  validateRequest(request);
  const names = namesFor(request.folder, request.type);
  const pluginDir = join(request.root, 'plugins/activities', request.folder);
  const indexFile = join(request.root, 'plugins/activities/index.ts');
  const registryIndex = await readFile(indexFile, 'utf8');
  const answerDefinitions = await readFile(join(request.root, 'plugins/activities/answer-definitions.ts'), 'utf8');
  if (![IMPORT_MARKER, REGISTER_MARKER].every((m) => registryIndex.includes(m)) || ![DEFINITION_IMPORT_MARKER, DEFINITION_LIST_MARKER].every((m) => answerDefinitions.includes(m))) {
    throw new ScaffoldError('plugins/activities/index.ts or answer-definitions.ts has lost its "new-plugin:" marker comments; add the plugin there by hand');
  }

  const written = await writeTemplates(request.speech ? 'activity-speech' : 'activity', pluginDir, `plugins/activities/${request.folder}`, names);

  const definitionsFile = join(request.root, 'plugins/activities/answer-definitions.ts');
  const definitions = await readFile(definitionsFile, 'utf8');
  await writeFile(
    definitionsFile,
    definitions
      .replace(DEFINITION_IMPORT_MARKER, `import { ${names.camel}Answer } from './${request.folder}/definition';\n${DEFINITION_IMPORT_MARKER}`)
      .replace(`  ${DEFINITION_LIST_MARKER}`, `  ${names.camel}Answer,\n  ${DEFINITION_LIST_MARKER}`),
  );
  written.push('plugins/activities/answer-definitions.ts');

  const pluginConst = `${names.camel}Plugin`;
  const updated = registryIndex
    .replace(IMPORT_MARKER, `import { ${pluginConst} } from './${request.folder}';\n${IMPORT_MARKER}`)
    .replace(`    ${REGISTER_MARKER}`, `    .register(${pluginConst})\n    ${REGISTER_MARKER}`);
  await writeFile(indexFile, updated);
  written.push('plugins/activities/index.ts');
  return written;
}

export interface TaskScaffoldRequest {
  /** Repository root: the kind goes to <root>/plugins/tasks/<kind>. */
  root: string;
  kind: string;
  /** Kinds already registered. */
  takenKinds: readonly string[];
  /** The originalTaskTypes the optional task's item kinds have: the new kind takes the next one. */
  takenItemTypes: readonly number[];
}

/** Creates a classroom-task kind's folder and lists it; returns the files written, relative to root. */
export async function scaffoldTaskPlugin({ root, kind, takenKinds, takenItemTypes }: TaskScaffoldRequest): Promise<string[]> {
  if (!KEBAB.test(kind)) throw new ScaffoldError(`task kind "${kind}" must be kebab-case: lower-case letters and digits joined by '-', e.g. word-match`);
  if (takenKinds.includes(kind)) throw new ScaffoldError(`task kind "${kind}" is already registered`);
  if (existsSync(join(root, 'plugins/tasks', kind))) throw new ScaffoldError(`plugins/tasks/${kind} already exists`);
  const indexFile = join(root, 'plugins/tasks/index.ts');
  const definitionsFile = join(root, 'plugins/tasks/definitions.ts');
  const [index, definitions] = await Promise.all([readFile(indexFile, 'utf8'), readFile(definitionsFile, 'utf8')]);
  if (![IMPORT_MARKER, REGISTER_MARKER].every((m) => index.includes(m)) || ![DEFINITION_IMPORT_MARKER, DEFINITION_LIST_MARKER].every((m) => definitions.includes(m))) {
    throw new ScaffoldError('plugins/tasks/index.ts or definitions.ts has lost its "new-plugin:" marker comments; add the kind there by hand');
  }
  const names = namesFor(kind, Math.max(0, ...takenItemTypes) + 1);
  const written = await writeTemplates('task', join(root, 'plugins/tasks', kind), `plugins/tasks/${kind}`, names);
  await writeFile(
    indexFile,
    index
      .replace(IMPORT_MARKER, `import { ${names.camel}TaskPlugin } from './${kind}';\n${IMPORT_MARKER}`)
      .replace(`    ${REGISTER_MARKER}`, `    .register(${names.camel}TaskPlugin)\n    ${REGISTER_MARKER}`),
  );
  await writeFile(
    definitionsFile,
    definitions
      .replace(DEFINITION_IMPORT_MARKER, `import { ${names.camel}Definition } from './${kind}/definition';\n${DEFINITION_IMPORT_MARKER}`)
      .replace(`  ${DEFINITION_LIST_MARKER}`, `  ${names.camel}Definition,\n  ${DEFINITION_LIST_MARKER}`),
  );
  return [...written, 'plugins/tasks/index.ts', 'plugins/tasks/definitions.ts'];
}

/** Fills every template of `set` into `targetDir`; returns the files written as `shownDir/<file>`. */
async function writeTemplates(set: 'activity' | 'activity-speech' | 'task', targetDir: string, shownDir: string, names: ReturnType<typeof namesFor>): Promise<string[]> {
  await mkdir(targetDir, { recursive: true });
  const written: string[] = [];
  for (const template of (await readdir(join(TEMPLATES, set))).toSorted()) {
    const target = template.replace(/\.tpl$/, '');
    await writeFile(join(targetDir, target), fill(await readFile(join(TEMPLATES, set, template), 'utf8'), names));
    written.push(`${shownDir}/${target}`);
  }
  return written;
}

/** Replaces the templates' placeholders: __FOLDER__, __TYPE__, __Pascal__ and __camel__. */
function fill(template: string, names: ReturnType<typeof namesFor>): string {
  return template
    .replaceAll('__FOLDER__', names.folder)
    .replaceAll('__TYPE__', names.type)
    .replaceAll('__Pascal__', names.pascal)
    .replaceAll('__camel__', names.camel);
}
