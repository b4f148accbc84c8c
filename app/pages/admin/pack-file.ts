/**
 * The pack zip the admin picks (issue 35): checked here first (type, size) so a wrong file is told at
 * once and a large one is not sent only to be refused. Unlike the roster it is not read into memory:
 * it is sent once, straight from the disk (sendPack).
 */
import { PACK_UPLOAD_MAX_BYTES } from '@app/client/admin-calls';
import { PackText } from './strings';

/** The server reads only a zip. */
export const PACK_ACCEPT = '.zip,application/zip';
export const isPackFileName = (fileName: string) => /\.zip$/i.test(fileName);

/** Why this file cannot be a pack to upload here, or undefined when it may be. */
export function packFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isPackFileName(file.name)) return PackText.wrongType;
  if (file.size > PACK_UPLOAD_MAX_BYTES) return PackText.tooLarge;
  return undefined;
}
