/**
 * Homework drafts (issue 19, item 8): the answers given so far, saved to the server while the student
 * works. Only one's own homework, only its activities in their type's shape, newest save wins whatever
 * order saves arrive in, capped in size, dropped once the practice is submitted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_DRAFT_MAX_BYTES, homeworkDraftResponseSchema, type HomeworkDraft } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { withReceipts } from '../testing/score-receipts';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
let classmate: string;
beforeAll(async () => {
  server = await startTestServer();
  [token, classmate] = await Promise.all([server.signIn('student15'), server.signIn('student13')]);
});
afterAll(() => server?.close());

const HOMEWORK = 'shw-student15-class-3-2-sync1';
const PATH = `/api/v1/chronus/student/homework/${HOMEWORK}`;
const DRAFT = `${PATH}/draft`;

async function activities() {
  const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } }>(await server.call(token, PATH));
  return homework.episodeActivities.flatMap((e) => e.activities.map((activity) => ({ activity, episodeId: e.episodeId })));
}

/** The answer records the player keeps on the device for the first `count` activities. */
async function draftOf(count: number, savedAtMs: number): Promise<HomeworkDraft> {
  const answers = (await activities()).slice(0, count).map(({ activity, episodeId }, i) => {
    const { episode_id: _e, episode_type: _t, ...data } = demoAnswer(activity, episodeId, true, 1_000 + i);
    return { type: activity.type, correct: true, fulfilled: true, data };
  });
  return { savedAtMs, answers };
}

const put = (body: unknown, as = token) => server.call(as, DRAFT, { method: 'PUT', body });
const stored = async () => homeworkDraftResponseSchema.parse(await expectJson(await server.call(token, DRAFT))).draft;

describe('homework drafts (issue 19, item 8)', () => {
  it('has none at first; keeps a saved one; a save older than the stored one changes nothing', async () => {
    expect(await stored()).toBeNull();
    const ten = await draftOf(10, 2_000);
    expect(await expectJson(await put(ten))).toEqual({ savedAtMs: 2_000 });
    expect(await stored()).toEqual(ten);
    // The same request again, and a late one from before: the stored draft stays.
    expect(await expectJson(await put(ten))).toEqual({ savedAtMs: 2_000 });
    expect(await expectJson(await put(await draftOf(3, 1_500)))).toEqual({ savedAtMs: 2_000 });
    expect((await stored())?.answers).toHaveLength(10);
  });

  it('keeps the newest of many saves arriving at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, (_, i) => draftOf(1 + (i % 10), 10_000 + ((i * 7) % 20))));
    const replies = await Promise.all(drafts.map((draft) => put(draft)));
    expect(replies.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const newest = drafts.reduce((a, b) => (b.savedAtMs > a.savedAtMs ? b : a));
    expect(await stored()).toEqual(newest);
  });

  it("refuses another student's homework (404), activities of other homework and answers of the wrong shape (400), and more than the cap (413)", async () => {
    const draft = await draftOf(2, 50_000);
    expect((await put(draft, classmate)).status).toBe(404);
    expect((await server.call(classmate, DRAFT)).status).toBe(404);
    const foreign = { ...draft, answers: [{ ...draft.answers[0]!, data: { ...draft.answers[0]!.data, activityId: 'not-an-activity' } }] };
    expect((await put(foreign)).status).toBe(400);
    // A choice answered as a reading.
    const misshapen = { ...draft, answers: [{ ...draft.answers[0]!, data: { activityId: draft.answers[0]!.data.activityId, oralReading: { score: 90 } } }] };
    expect((await put(misshapen)).status).toBe(400);
    expect((await put({ savedAtMs: 'soon', answers: [] })).status).toBe(400);
    const huge = { ...draft, answers: [{ ...draft.answers[0]!, padding: 'x'.repeat(HOMEWORK_DRAFT_MAX_BYTES) }] };
    expect((await put(huge)).status).toBe(413);
    expect((await stored())?.savedAtMs).not.toBe(50_000);
  });

  it('is dropped once every activity of the practice is submitted', async () => {
    await put(await draftOf(5, 90_000));
    const answers = (await activities()).map(({ activity, episodeId }, i) => demoAnswer(activity, episodeId, true, 3_000 + i));
    expect((await server.call(token, PATH, { body: await withReceipts(server, token, { answers }) })).status).toBe(200);
    expect(await stored()).toBeNull();
  });
});

/** The answer record the player keeps for a right answer to an activity. */
function recordOf({ activity, episodeId }: { activity: ServedActivity; episodeId: string }) {
  const { episode_id: _e, episode_type: _t, ...data } = demoAnswer(activity, episodeId, true, 5_000);
  return { type: activity.type, correct: true, fulfilled: true, data };
}

describe('revision drafts (issue 32, item 12)', () => {
  const REVIEWED = '/api/v1/chronus/student/homework/shw-student15-class-3-2-review';
  const REVISION = `${REVIEWED}/revision-draft`;
  /** The homework's wrong answers' activities, and one it answered right. */
  async function revisable() {
    const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[]; errorNotebook: { errorAnswer: { activityId: string }[] } } }>(await server.call(token, REVIEWED));
    const all = homework.episodeActivities.flatMap((e) => e.activities.map((activity) => ({ activity, episodeId: e.episodeId })));
    const wrongIds = new Set(homework.errorNotebook.errorAnswer.map((w) => w.activityId));
    return { wrong: all.filter((a) => wrongIds.has(a.activity.id)), right: all.find((a) => !wrongIds.has(a.activity.id))! };
  }
  const revisionDraft = async () => homeworkDraftResponseSchema.parse(await expectJson(await server.call(token, REVISION))).draft;

  it('keeps the wrong answers fixed so far apart from the homework draft, refuses others, and is gone once the revision is handed in', async () => {
    const { wrong, right } = await revisable();
    expect(wrong.length).toBeGreaterThan(1);
    expect(await revisionDraft()).toBeNull();
    const halfDone = { savedAtMs: 7_000, answers: wrong.slice(0, 2).map(recordOf) };
    expect(await expectJson(await server.call(token, REVISION, { method: 'PUT', body: halfDone }))).toEqual({ savedAtMs: 7_000 });
    expect(await revisionDraft()).toEqual(halfDone);
    // An answer that was right has nothing to revise; another student's homework is not theirs.
    expect((await server.call(token, REVISION, { method: 'PUT', body: { savedAtMs: 8_000, answers: [recordOf(right)] } })).status).toBe(400);
    expect((await server.call(classmate, REVISION, { method: 'PUT', body: { ...halfDone, savedAtMs: 9_000 } })).status).toBe(404);
    expect(await revisionDraft()).toEqual(halfDone);

    const handIn = await server.call(token, '/api/v1/chronus/student/error_notebook', {
      body: { revisal_contents: wrong.slice(0, 2).map(({ activity, episodeId }) => ({ studentHomeworkId: 'shw-student15-class-3-2-review', episode_id: episodeId, episode_type: 1, answer: demoAnswer(activity, episodeId, true, 6_000) })) },
    });
    expect(handIn.status).toBe(200);
    expect(await revisionDraft()).toBeNull();
  });
});
