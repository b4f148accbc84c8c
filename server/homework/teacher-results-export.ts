/**
 * A homework's results as a file (issue 37): one row per student × item (class, student, item, answer,
 * right or not, spoken score), as .xlsx (write-excel-file: every value a plain cell, never a formula) or
 * as CSV for Excel (a BOM, and cells a spreadsheet would run as a formula defused: passwords-csv.ts).
 */
import writeXlsxFile from 'write-excel-file/node';
import { z } from '@core/content/zod';
import type { Queryable } from '../db/database';
import { csvCell } from '../school/passwords-csv';
import { givenAnswerText, homeworkItems, isSpokenType, teachersHomework } from './teacher-results-items';
import { answerCells, studentRows } from './teacher-results-sql';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** ?format=xlsx|csv of an export call. */
export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS) });

const HEADER = ['班级', '学生', '题目', '答案', '是否正确', '得分'] as const;
const SPOKEN_ANSWER = '（录音）';
/** 班级, 学生, 题目, 答案, 是否正确 (对/错, empty for an item without right answers or not answered), 得分. */
export type ExportRow = [string, string, string, string, string, number | null];

export interface ExportFile { fileName: string; contentType: string; body: Uint8Array<ArrayBuffer> }

/** The rows: every student of the class now, every item in order; an item not answered has empty cells. */
async function exportRows(db: Queryable, teacherId: string, homeworkId: string) {
  const homework = await teachersHomework(db, teacherId, homeworkId);
  const items = await homeworkItems(db, homeworkId);
  const scope = { homeworkId, classId: homework.classId, itemIds: items.map((i) => i.activityId) };
  const [students, cells] = await Promise.all([studentRows(db, scope), answerCells(db, scope)]);
  const cellOf = new Map(cells.map((c) => [`${c.student_id}\n${c.activity_id}`, c]));
  const rows: ExportRow[] = students.flatMap((student) =>
    items.map((item, index): ExportRow => {
      const cell = cellOf.get(`${student.id}\n${item.activityId}`);
      const answer = !cell ? '' : isSpokenType(item.type) ? SPOKEN_ANSWER : givenAnswerText(item, cell.given ?? []);
      const right = !cell ? '' : cell.correct ? '对' : '错';
      return [homework.className, student.name, `${index + 1}. ${item.label}`, answer, right, cell?.score === null || cell?.score === undefined ? null : Math.round(Number(cell.score))];
    }),
  );
  return { homework, rows };
}

/** A file name without path separators or control characters. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'homework';

export async function exportResults(db: Queryable, teacherId: string, homeworkId: string, format: ExportFormat): Promise<ExportFile> {
  const { homework, rows } = await exportRows(db, teacherId, homeworkId);
  return resultsFile(`${homework.className}-${homework.title}`, rows, format, '作业结果');
}

/** Rows of HEADER's columns as a file named after `name` (the class and what was done): CSV for Excel, or .xlsx with `sheet`. */
export async function resultsFile(name: string, rows: readonly ExportRow[], format: ExportFormat, sheet: string): Promise<ExportFile> {
  const fileName = `${safeName(name)}.${format}`;
  if (format === 'csv') {
    const lines = [[...HEADER], ...rows.map((r) => r.map((v) => (v === null ? '' : String(v))))].map((row) => row.map(csvCell).join(','));
    return { fileName, contentType: 'text/csv; charset=UTF-8', body: new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`) };
  }
  const cells = [HEADER.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((r) => r.map((value) => (value === null || value === '' ? null : { value })))];
  const body = await writeXlsxFile(cells, { sheet }).toBuffer();
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: new Uint8Array(body) };
}

/** Content-Disposition for a download: an ASCII fallback name and the real one (RFC 5987 filename*). */
export function attachmentHeader(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.'));
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const fallback = /[^_\s.-]/.test(ascii.slice(0, -extension.length)) ? ascii : `homework-results${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
