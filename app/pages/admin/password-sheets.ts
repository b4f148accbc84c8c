/**
 * The new accounts' passwords as the admin takes them away (issue 34): a print page of slips to cut
 * and hand out, one class after another, and a CSV to keep. The server keeps only the hashes, so these
 * two are the only copies: built here as text, saved by save-file.ts.
 */
import type { PasswordSlip } from '@server/school/admin-contract';
import { SheetText } from './strings';

/** The slips per class, the classes in the order the server listed them (七年级 before 八年级, as in the file). */
export function slipsByClass(slips: readonly PasswordSlip[]): [string, PasswordSlip[]][] {
  const classes = new Map<string, PasswordSlip[]>();
  for (const slip of slips) classes.set(slip.className, [...(classes.get(slip.className) ?? []), slip]);
  return [...classes];
}

// ---- CSV ----

/** Excel on Chinese Windows reads a CSV as GBK unless it starts with a UTF-8 byte order mark. */
const BOM = '\uFEFF';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection): it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused if a spreadsheet would run it, quoted (quotes doubled) if it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** 班级,姓名,账号,初始密码, a row per new account, class by class; CRLF line ends, as Excel writes them. */
export function passwordCsv(slips: readonly PasswordSlip[]): string {
  const rows = [SheetText.csvHeader, ...slipsByClass(slips).flatMap(([, inClass]) => inClass.map((s) => [s.className, s.name, s.account, s.password]))];
  return BOM + rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---- The print page ----

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A4, two slips a row, dashed edges to cut along; each class starts a new page. No script: the opener prints it. */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
body { font-family: 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; color: #000; margin: 0; }
.hint { padding: 12px; background: #fff3e0; margin: 0 0 12px; }
h2 { font-size: 16pt; margin: 0 0 6mm; }
.class + .class { break-before: page; page-break-before: always; }
.slips { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
.slip { border: 1px dashed #555; padding: 4mm 5mm; break-inside: avoid; page-break-inside: avoid; }
.slip .name { font-size: 15pt; font-weight: 600; margin: 0; }
.slip dl { display: grid; grid-template-columns: auto 1fr; gap: 1mm 3mm; margin: 2mm 0; }
.slip dt { color: #444; } .slip dd { margin: 0; }
.slip .secret { font-family: Menlo, Consolas, monospace; font-size: 14pt; letter-spacing: 1px; }
.slip .keep { font-size: 9pt; color: #444; margin: 0; }
@media print { .hint { display: none; } }
@media screen { body { max-width: 210mm; margin: 0 auto; padding: 16px; } .class + .class { margin-top: 12mm; } }
`;

function slipHtml(slip: PasswordSlip): string {
  const field = (label: string, value: string, secret = false) => `<dt>${label}</dt><dd${secret ? ' class="secret"' : ''}>${escapeHtml(value)}</dd>`;
  return [
    '<div class="slip">',
    `<p class="name">${escapeHtml(slip.name)}</p>`,
    `<dl>${field(SheetText.className, slip.className)}${field(SheetText.account, slip.account, true)}${field(SheetText.password, slip.password, true)}</dl>`,
    `<p class="keep">${SheetText.keepSafe}</p>`,
    '</div>',
  ].join('');
}

/** The whole print page: a section per class with its name, then its slips. */
export function passwordSlipsHtml(slips: readonly PasswordSlip[]): string {
  const sections = slipsByClass(slips).map(
    ([className, inClass]) => `<section class="class"><h2>${escapeHtml(className)}（${SheetText.people(inClass.length)}）</h2><div class="slips">${inClass.map(slipHtml).join('')}</div></section>`,
  );
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${SheetText.printTitle}</title><style>${PRINT_CSS}</style></head><body><p class="hint">${SheetText.printHint}</p>${sections.join('')}</body></html>`;
}
