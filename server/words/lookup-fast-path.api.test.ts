/**
 * The lookup's fast path (issue 16) answers exactly as the app's route does, byte for byte and header
 * for header, once the word's answer is made; anything it is not sure of (a lookup that records, an
 * odd query, no app id, an unknown token, a word not made yet) reaches the app. A real Node server on a
 * free port, wired as server/main.ts wires it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { LOOKUP_PATH } from './lookup-fast-path';
import { useWiredServer } from '../testing/wired-server';

const running = useWiredServer(['student14', 'teacher']);

/** One lookup: status, body and the headers that are not about the moment (date, keep-alive). */
async function lookUp(uid: string, query: string, headers: Record<string, string> = { appId: DEFAULT_APP_ID }) {
  const response = await fetch(`${running.wired.base}${LOOKUP_PATH}${query}`, { headers: { Authorization: `Bearer ${running.tokens[uid] ?? uid}`, ...headers } });
  const kept = [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).toSorted(([a], [b]) => a.localeCompare(b));
  return { status: response.status, body: await response.text(), headers: kept };
}

/** The same lookup twice: the first makes the answer (the app), the second may come from memory. */
async function twice(uid: string, query: string) {
  const [fastBefore, appBefore] = [running.wired.answers.fast, running.wired.answers.app];
  const first = await lookUp(uid, query);
  const second = await lookUp(uid, query);
  return { first, second, fast: running.wired.answers.fast - fastBefore, app: running.wired.answers.app - appBefore };
}

describe('the word lookup fast path (issue 16)', () => {
  it('answers a word the app has answered once, from memory, byte for byte as the app did', async () => {
    const full = await twice('student14', '?word=Apple&source=7');
    expect(full.first.status).toBe(200);
    expect(JSON.parse(full.first.body).data.word).toBe('apple');
    expect(full.second).toEqual(full.first);
    expect({ fast: full.fast, app: full.app }).toEqual({ fast: 1, app: 1 });
    expect(full.first.headers.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'content-length']));

    // The brief is its own answer, made once too; a form answers about its headword.
    const brief = await twice('student14', '?word=went&briefOnly=true');
    expect(brief.second).toEqual(brief.first);
    expect(JSON.parse(brief.first.body).data).toMatchObject({ word: 'go', inflectionOf: 'went' });
    expect(JSON.parse(brief.first.body).data.wordEntry).toBeUndefined();
    expect(brief.fast).toBe(1);

    // Any signed-in user may look words up; once the teacher's token is checked, a made word comes from memory.
    const teacher = await twice('teacher', '?word=apple&source=7');
    expect(teacher.second.body).toBe(full.first.body);
    expect({ fast: teacher.fast, app: teacher.app }).toEqual({ fast: 1, app: 1 });
  });

  it('leaves a lookup that records to the app, which writes the history', async () => {
    await lookUp('student14', '?word=banana');
    const before = running.wired.answers.fast;
    expect((await lookUp('student14', '?word=banana&needRecord=true')).status).toBe(200);
    expect(running.wired.answers.fast).toBe(before);
    const history = await fetch(`${running.wired.base}/api/v1/caen/words/queried_histories?page=1&pageSize=-1&sortType=1`, { headers: { appId: DEFAULT_APP_ID, Authorization: `Bearer ${running.tokens.student14}` } });
    expect(((await history.json()) as { data: { words: { word: string }[] } }).data.words.map((w) => w.word)).toContain('banana');
  });

  it('leaves everything else to the app: no English word, an odd query, no app id, an unknown token', async () => {
    await lookUp('student14', '?word=apple');
    const before = running.wired.answers.fast;
    expect((await lookUp('student14', '?word=qzxv')).status).toBe(404);
    expect((await lookUp('student14', '?word=qzxv')).status).toBe(404);
    expect((await lookUp('student14', '?word=apple&word=pear')).status).toBe(400);
    expect((await lookUp('student14', '?word=apple&briefOnly=maybe')).status).toBe(400);
    expect((await lookUp('student14', '?word=apple', {})).status).toBe(400);
    expect((await lookUp('Bearer-nope', '?word=apple')).status).toBe(401);
    expect(running.wired.answers.fast).toBe(before);
  });
});
