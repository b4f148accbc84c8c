/**
 * A roster file from its bytes to the school (issue 34), for the admin page and the command line alike:
 * read (roster-file.ts), checked row by row (roster-rows.ts), applied or dry-run (roster-import.ts). Any
 * bad row, or a row that contradicts the school, refuses the whole file: every reason comes back, in
 * Chinese, with its row number, and nothing is imported.
 */
import { ErrorCode } from '@core/contract';
import type { Database } from '../db/database';
import type { RosterRefusal, RosterReport } from './admin-contract';
import { RosterFileError, readRosterTable } from './roster-file';
import { RosterConflict, importRoster, type RosterImportOptions } from './roster-import';
import { checkRoster } from './roster-rows';

export type RosterOutcome = { report: RosterReport } | { refusal: RosterRefusal };

const refusal = (message: string, rows: RosterRefusal['rows']): { refusal: RosterRefusal } => ({ refusal: { errorCode: ErrorCode.VALIDATION_FAILED, message, rows } });

export async function readRosterBody(db: Database, bytes: Uint8Array, fileName: string, options: RosterImportOptions): Promise<RosterOutcome> {
  let table;
  try {
    table = await readRosterTable(bytes, fileName);
  } catch (error) {
    if (error instanceof RosterFileError) return refusal(`${error.message}，未导入任何内容`, []);
    throw error;
  }
  const checked = checkRoster(table);
  if ('errors' in checked) return refusal(`花名册有 ${new Set(checked.errors.map((e) => e.row)).size} 行有误，未导入任何内容`, checked.errors);
  try {
    return { report: await importRoster(db, checked.people, options) };
  } catch (error) {
    if (error instanceof RosterConflict) return refusal(error.message, error.rows);
    throw error;
  }
}
