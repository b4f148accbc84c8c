/**
 * The new accounts' passwords as a CSV for Excel (issue 34; the command line's copy, the admin page makes
 * its own): UTF-8 with a BOM, so Excel on a Chinese Windows reads it as UTF-8; every cell quoted, and a
 * cell that Excel would run as a formula (starting with = + - @, a tab or a return) led by an apostrophe.
 */
import type { PasswordSlip } from './admin-contract';

export const csvCell = (value: string): string => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

export const passwordsCsv = (slips: readonly PasswordSlip[]): string =>
  `\uFEFF${[['班级', '姓名', '账号', '初始密码'], ...slips.map((s) => [s.className, s.name, s.account, s.password])].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
