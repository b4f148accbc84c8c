/** The server's version as package.json says, for a backup's manifest. */
import { readFile } from 'node:fs/promises';

let version: Promise<string> | undefined;
export function appVersion(): Promise<string> {
  version ??= readFile(new URL('../../package.json', import.meta.url), 'utf8').then((text) => String((JSON.parse(text) as { version?: string }).version ?? '0.0.0'));
  return version;
}
