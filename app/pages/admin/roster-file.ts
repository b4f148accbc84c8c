/**
 * The roster file the admin picks (issue 34): checked here first (type, size) so a wrong file is told
 * at once, then read once into memory, so the preview and the import send the very same bytes even if
 * the file on disk changes in between.
 */
import { ROSTER_MAX_BYTES, type RosterFile } from '@app/client/admin-calls';
import { RosterText } from './strings';

/** The server reads a roster by its name's extension. */
export const ROSTER_ACCEPT = '.xlsx,.csv';
export const isRosterFileName = (fileName: string) => /\.(xlsx|csv)$/i.test(fileName);

/** Why this file cannot be a roster, or undefined when it may be. */
export function rosterFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isRosterFileName(file.name)) return RosterText.wrongType;
  if (file.size > ROSTER_MAX_BYTES) return RosterText.tooLarge;
  return undefined;
}

/** The file's bytes, by FileReader rather than Blob.arrayBuffer(): older browsers on school computers (and the tests' jsdom) lack the latter. */
export function readRosterFile(file: File): Promise<RosterFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve({ fileName: file.name, bytes: reader.result as ArrayBuffer }));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('file not read')));
    reader.readAsArrayBuffer(file);
  });
}
