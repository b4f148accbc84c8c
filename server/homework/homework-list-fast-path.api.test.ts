/**
 * The homework list from memory (issue 18): the fast path answers a page the app has made, byte for
 * byte as the app did; a change by any writer (the database's NOTIFY) or by the student themselves
 * shows on the next request; anything the fast path is not sure of reaches the app.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { HomeworkLists } from './homework-lists';
import { HOMEWORK_LIST_PATH } from './homework-list-fast-path';
import { useWiredServer } from '../testing/wired-server';

const running = useWiredServer(['student14', 'teacher']);

async function list(uid: string, query = '', headers: Record<string, string> = { appId: DEFAULT_APP_ID }) {
  const response = await fetch(`${running.wired.base}${HOMEWORK_LIST_PATH}${query}`, { headers: { Authorization: `Bearer ${running.tokens[uid] ?? uid}`, ...headers } });
  const kept = [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).toSorted(([a], [b]) => a.localeCompare(b));
  return { status: response.status, body: await response.text(), headers: kept };
}

type Page = { homeworks: { id: string; studentId: string; groupHomework: { id: string; title: string }; report?: { accuracy: number } }[]; marker: string | null };

describe('the homework list from memory (issue 18)', () => {
  it('answers a page the app has made from memory, byte for byte, and each page of its own', async () => {
    const before = { ...running.wired.answers };
    const first = await list('student14', '?pageSize=2');
    const second = await list('student14', '?pageSize=2');
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect({ fast: running.wired.answers.fast - before.fast, app: running.wired.answers.app - before.app }).toEqual({ fast: 1, app: 1 });
    const page = JSON.parse(first.body) as Page;
    expect(page.homeworks).toHaveLength(2);
    expect(first.headers.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options']));

    // The next page, by its marker: made once by the app, then from memory; no homework twice.
    const next = await list('student14', `?pageSize=2&marker=${page.marker}`);
    expect(await list('student14', `?pageSize=2&marker=${page.marker}`)).toEqual(next);
    const nextIds = (JSON.parse(next.body) as Page).homeworks.map((h) => h.id);
    expect(nextIds.some((id) => page.homeworks.some((h) => h.id === id))).toBe(false);
  });

  it("shows another writer's change on the next request (the database's NOTIFY), from any process", async () => {
    await list('student14');
    const { homeworks } = JSON.parse((await list('student14')).body) as Page;
    const homework = homeworks[0]!;
    await running.server.deps.db.query('UPDATE group_homeworks SET title = $1 WHERE id = $2', ['改过的标题', homework.groupHomework.id]);
    await vi.waitFor(async () => expect((JSON.parse((await list('student14')).body) as Page).homeworks[0]!.groupHomework.title).toBe('改过的标题'), { timeout: 3000 });
    await running.server.deps.db.query('UPDATE student_homeworks SET accuracy = 42 WHERE id = $1', [homework.id]);
    await vi.waitFor(async () => expect((JSON.parse((await list('student14')).body) as Page).homeworks.find((h) => h.id === homework.id)?.report).toEqual({ accuracy: 42 }), { timeout: 3000 });
  });

  it("drops the student's list after their own write, before any NOTIFY", async () => {
    const { homeworks } = JSON.parse((await list('student14')).body) as Page;
    const studentId = homeworks[0]!.studentId;
    // Loaded (once the notifications of the changes before have come and gone).
    await vi.waitFor(async () => {
      await list('student14');
      expect(running.server.deps.homeworkLists.peek(studentId)).toBeDefined();
    });
    await fetch(`${running.wired.base}${HOMEWORK_LIST_PATH}/${homeworks[0]!.id}/draft`, { method: 'PUT', headers: { appId: DEFAULT_APP_ID, Authorization: `Bearer ${running.tokens.student14}`, 'content-type': 'application/json' }, body: JSON.stringify({ answers: [] }) });
    expect(running.server.deps.homeworkLists.peek(studentId)).toBeUndefined();
  });

  it('leaves everything else to the app: another class, a teacher, an odd query, no app id, an unknown token', async () => {
    await list('student14');
    const before = running.wired.answers.fast;
    expect((await list('student14', '?groupId=class-4-1')).status).toBe(403);
    expect((await list('teacher')).status).toBe(403);
    expect((await list('student14', '?pageSize=0')).status).toBe(400);
    expect((await list('student14', '?pageSize=2&pageSize=3')).status).toBe(400);
    expect((await list('student14', '?marker=nonsense')).status).toBe(400);
    expect((await list('student14', '', {})).status).toBe(400);
    expect((await list('Bearer-nope')).status).toBe(401);
    expect(running.wired.answers.fast).toBe(before);
  });
});

describe('the homework lists kept in memory are bounded (issue 18)', () => {
  it('keeps the most recently used students up to its bound; a student beyond it is loaded again, with the same answer', async () => {
    const lists = new HomeworkLists(running.server.deps.db, { maxStudents: 2 });
    const [first, second, third] = ['user-student00', 'user-student01', 'user-student02'];
    const query = { pageSize: 20 };
    const firstPage = await lists.page(first!, query);
    await lists.page(second!, query);
    // The first student comes back (the fast path's peek is a use): the second is now the least recent.
    expect(lists.peek(first!)).toBeDefined();
    await lists.page(third!, query);
    expect([lists.peek(first!) !== undefined, lists.peek(second!) !== undefined, lists.peek(third!) !== undefined]).toEqual([true, false, true]);
    expect(JSON.parse(firstPage).homeworks.length).toBeGreaterThan(0);
    expect(await lists.page(second!, query)).toBe(await new HomeworkLists(running.server.deps.db).page(second!, query));
    expect(lists.peek(first!)).toBeUndefined();
  });
});
