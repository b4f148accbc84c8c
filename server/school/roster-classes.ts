/**
 * A roster's 年级 and 班级 cells read into classes (issue 34). Schools write the same class many ways
 * (1班, (1)班, （1）班, 一班, 初一(1)班, 七年级 1 班…), so the text is kept as written but normalised,
 * and the same class is then always the same text:
 * - NFKC: full-width digits, letters and brackets become ASCII (１班 → 1班, （1）班 → (1)班);
 * - every space removed (七年级 1 班 → 七年级1班, Class 2 → Class2).
 * Numerals are not translated: 一班 and 1班 stay two spellings, as the school wrote them.
 *
 * A class cell may begin with a grade (七年级1班, 初一(1)班, 高二3班, 2023级1班); that grade is the class's,
 * else the row's 年级 is. A teacher's cell may list several classes, separated by 、 , ; or / (full-width
 * forms included), each taking the row's grade unless it starts with its own.
 */

export interface RosterClass { grade: string; name: string }

/** The longest grade and class name kept (the contract's limits for the admin's screens). */
export const GRADE_MAX_CHARS = 30;
export const CLASS_MAX_CHARS = 50;

/** A grade at the start of a class cell: 七年级, 初中一年级, 10年级, 初一, 高三, 2023级, 2023届. */
const GRADE_PREFIX = /^(?:(?:小学|初中|高中)?(?:[一二三四五六七八九十]{1,2}|\d{1,2})年级|[初高][一二三]|(?:19|20)\d{2}[级届])/;
/** A class name: letters (Chinese ones too), digits, brackets and a few marks; 班 at most once (1班2班 is two classes run together). */
const CLASS_NAME = /^(?!.*班.*班)[\p{L}\p{N}()._#·-]+$/u;
const SEPARATORS = /[、,;/]/;

/** The normalised form of a grade or class text. */
export const normaliseClassText = (text: string) => text.normalize('NFKC').replace(/\s+/gu, '');

export const charCount = (text: string) => [...text].length;

/** A cell's text inside a message, cut short: the admin needs to find the cell, not read all of it. */
export const shown = (text: string) => (charCount(text) > 20 ? `${[...text].slice(0, 20).join('')}…` : text);

/** The parts of a class cell (one for a student, maybe several for a teacher), empty parts dropped. */
export function classCellParts(cell: string): string[] {
  return cell.normalize('NFKC').split(SEPARATORS).map(normaliseClassText).filter((part) => part !== '');
}

/**
 * One part of a class cell read with the row's (normalised) grade: the class, or why not, in Chinese.
 * `strictGrade` (a student's row): a grade in the class cell must be the row's 年级 when both are given.
 */
export function readClassPart(part: string, rowGrade: string, strictGrade: boolean): RosterClass | { problem: string } {
  const ownGrade = GRADE_PREFIX.exec(part)?.[0];
  const name = ownGrade ? part.slice(ownGrade.length) : part;
  if (charCount(name) > CLASS_MAX_CHARS) return { problem: `班级“${shown(part)}”超过 ${CLASS_MAX_CHARS} 个字符` };
  if (!name || !CLASS_NAME.test(name)) return { problem: `班级“${shown(part)}”无法识别` };
  if (ownGrade && strictGrade && rowGrade && rowGrade !== ownGrade) return { problem: `班级“${part}”与年级“${shown(rowGrade)}”不一致` };
  const grade = ownGrade ?? rowGrade;
  if (!grade) return { problem: `班级“${part}”缺少年级` };
  return { grade, name };
}
