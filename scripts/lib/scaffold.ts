/**
 * The plugin scaffold behind `npm run new-plugin -- <folder-name> <type-number>`: writes a working
 * activity plugin (model, parse, grade, View, fixtures, tests) from the templates beside this file
 * and adds its one line to plugins/activities/index.ts.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'scaffold-templates');
export const IMPORT_MARKER = '// new-plugin: imports above this line';
export const REGISTER_MARKER = '// new-plugin: registrations above this line';

export interface ScaffoldRequest {
  /** Repository root: the plugin goes to <root>/plugins/activities/<folder>. */
  root: string;
  folder: string;
  type: number;
  /** Type numbers already registered. */
  takenTypes: readonly number[];
}

export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

/** The names a template refers to, derived from the folder name: true-false -> TrueFalse, trueFalse. */
export function namesFor(folder: string, type: number) {
  const pascal = folder.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return { folder, type: String(type), pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1) };
}

export function validateRequest({ root, folder, type, takenTypes }: ScaffoldRequest): void {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) {
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
  if (!registryIndex.includes(IMPORT_MARKER) || !registryIndex.includes(REGISTER_MARKER)) {
    throw new ScaffoldError('plugins/activities/index.ts has lost its "new-plugin:" marker comments; add the plugin there by hand');
  }

  await mkdir(pluginDir, { recursive: true });
  const written: string[] = [];
  for (const template of (await readdir(TEMPLATE_DIR)).toSorted()) {
    const target = template.replace(/\.tpl$/, '');
    await writeFile(join(pluginDir, target), fill(await readFile(join(TEMPLATE_DIR, template), 'utf8'), names));
    written.push(`plugins/activities/${request.folder}/${target}`);
  }

  const pluginConst = `${names.camel}Plugin`;
  const updated = registryIndex
    .replace(IMPORT_MARKER, `import { ${pluginConst} } from './${request.folder}';\n${IMPORT_MARKER}`)
    .replace(`    ${REGISTER_MARKER}`, `    .register(${pluginConst})\n    ${REGISTER_MARKER}`);
  await writeFile(indexFile, updated);
  written.push('plugins/activities/index.ts');
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
