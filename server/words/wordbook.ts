/**
 * The word book (spec 02 §7; issue 16): a student's collected words and looked-up words, each once per
 * student (collecting or looking up again moves its updatedAt), listed whole or by page, newest first or
 * alphabetically. Every query is the student's own. Words are kept in lower case and listed as they are
 * written (Tom, China: issue 32, item 15).
 */
import { WordSortType } from '@core/contract';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import { writtenForm } from './dictionary';
import { packGlossaryWords } from './pack-glossaries';

type Table = 'wordbook_items' | 'word_lookups';
interface ListOptions { page: number; pageSize: number; sortType: number }

/** The student's words of one list, with whether each is in the word book. */
export async function listWords(db: Queryable, table: Table, studentId: string, { page, pageSize, sortType }: ListOptions) {
  const order = sortType === WordSortType.ALPHABETICAL ? 'w.word ASC' : 'w.created_at_sec DESC, w.word ASC';
  // Both are numbers checked by the query schema; LIMIT ALL is every word.
  const limit = pageSize === -1 ? 'ALL' : String(pageSize);
  const offset = pageSize === -1 ? 0 : (page - 1) * pageSize;
  const rows = await db.query<{ word: string; created_at_sec: number; updated_at_sec: number; collected: boolean }>(
    `SELECT w.word, w.created_at_sec, w.updated_at_sec,
            EXISTS (SELECT 1 FROM wordbook_items b WHERE b.student_id = w.student_id AND b.word = w.word) AS collected
       FROM ${table} w WHERE w.student_id = $1 ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    [studentId],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM ${table} WHERE student_id = $1`, [studentId]);
  const glossary = await packGlossaryWords(db);
  return {
    words: rows.map((row) => ({ word: writtenForm(row.word, glossary), createdAt: Number(row.created_at_sec), updatedAt: Number(row.updated_at_sec), collected: row.collected })),
    total: Number(count?.n ?? 0),
  };
}

/** Collects a word (again: one entry, its updatedAt moved). */
export async function collectWord(db: Queryable, studentId: string, word: string, source: number): Promise<void> {
  const now = nowSec();
  await db.query(
    `INSERT INTO wordbook_items (student_id, word, source, created_at_sec, updated_at_sec) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (student_id, word) DO UPDATE SET updated_at_sec = EXCLUDED.updated_at_sec`,
    [studentId, word, source, now],
  );
}

export async function removeWord(db: Queryable, studentId: string, word: string): Promise<void> {
  await db.query('DELETE FROM wordbook_items WHERE student_id = $1 AND word = $2', [studentId, word]);
}

/** Notes a looked-up word in the student's history (lookup with needRecord). */
export async function recordLookup(db: Queryable, studentId: string, word: string): Promise<void> {
  const now = nowSec();
  await db.query(
    `INSERT INTO word_lookups (student_id, word, created_at_sec, updated_at_sec) VALUES ($1, $2, $3, $3)
     ON CONFLICT (student_id, word) DO UPDATE SET updated_at_sec = EXCLUDED.updated_at_sec`,
    [studentId, word, now],
  );
}

/** Whether each word is in the student's word book, in the order asked. */
export async function wordsExist(db: Queryable, studentId: string, words: readonly string[]) {
  const lower = words.map((word) => word.trim().toLowerCase());
  const found = new Set((await db.query<{ word: string }>('SELECT word FROM wordbook_items WHERE student_id = $1 AND word = ANY($2::text[])', [studentId, lower])).map((r) => r.word));
  return lower.map((word) => ({ word, exist: found.has(word) }));
}
