/**
 * The player's calls against the real reference server, with answers made the way the player makes
 * them: the served activities parsed and graded by the real activity plugins, spoken ones scored through
 * the server's real scoring socket (its engine gives the score the test asks for) with the receipt it
 * signs. Also the pending-submission queue delivering answers that could not be sent at first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { WebSocket } from 'ws';
import type { ScoringEngine } from '@server/scoring/engine';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { WebSocketScorerClient } from '../services/scorer/websocket-scorer-client';
import { activityRegistry } from '@plugins/activities';
import type { AnyActivityModel } from '@core/registry';
import { ActivityType, HomeworkStatus, type ServedActivity } from '@core/domain';
import { resolveService, ApiToken, StorageToken } from '@core/services';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '../services/container';
import { startServedServer, type ServedServer, type SignedInClient } from '../../tests/helpers/served-server';
import { createPendingSubmissions, submissionSender } from '../session/pending-submissions';
import { fetchHomework } from './homework-calls';
import { fetchSmartHomeworkPage } from './homework-list-calls';
import {
  answerAudioUrl,
  errorNotebookSubmission,
  fetchEpisodes,
  fetchQuiz,
  homeworkSubmission,
  postSmartHomeworkList,
  quizSubmission,
  smartHomeworkSubmission,
  submitErrorNotebook,
  submitReportSession,
  submitStudentHomework,
  submitStudentQuizAndRead,
  type EpisodeAnswer,
  type WireAnswer,
} from './player-calls';
import { fetchCurrentClassroomTask } from './classroom-calls';
import { uploadStoredFile, uploadVoice } from './voice-upload';
import { REPORT_IMAGE_BUCKET } from '@core/contract';
import { PICTURES } from '../../server/testing/picture-fixtures';

let served: ServedServer;
let student15: SignedInClient; // class-3-2
let student14: SignedInClient; // class-3-1, which has a running classroom task

/**
 * The engine behind the real socket: a reading is right when its recording's first byte is 1. Oral
 * reading scores every word of the text; sentence completion its bracketed fill words.
 */
const askedForEngine: ScoringEngine = {
  name: 'asked-for',
  async score({ text, scorerType, wav }) {
    const right = wav[0] === 1;
    if (scorerType === 1) {
      const score = right ? 92 : 30;
      return { score: { overall: score, pronunciation: score, fluency: score }, words: text.split(' ').map((content) => ({ content, score: { pronunciation: score } })) };
    }
    const score = right ? 90 : 20;
    const fills = [...text.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    return { overall: score, integrity: right ? 95 : 30, word_score: (fills.length ? fills : ['']).map((word) => ({ type: 2 as const, score, word })) };
  },
};

beforeAll(async () => {
  served = await startServedServer({ engine: askedForEngine });
  [student15, student14] = await Promise.all([served.signedIn('student15'), served.signedIn('student14')]);
});
afterAll(() => served?.close());

/** The response a student who knows the answer gives, in each plugin's own response shape. */
async function responseFor(model: AnyActivityModel, right: boolean, student: SignedInClient): Promise<unknown> {
  switch (model.type) {
    case ActivityType.MULTI_CHOICE_TEXT:
    case ActivityType.MULTI_CHOICE_PICTURE:
      return { selected: model.choice.filter((c) => c.checked === right).slice(0, right ? undefined : 1).map((c) => c.key) };
    case ActivityType.SPELLING: {
      const inputs: string[] = [];
      for (const s of model.stem.stems.filter((segment) => segment.checked)) inputs[s.index] = right ? s.text : 'zz';
      return { inputs };
    }
    case ActivityType.ORAL_READING:
    case ActivityType.SENTENCE_COMPLETION: {
      // Scored through the real socket as the player does: the score with the receipt it signed.
      const { text, scorerType } = scoringTextFor(model);
      const scorer = new WebSocketScorerClient({ config: student.config, storage: student.storage, WebSocket: WebSocket as never });
      return scorer.scoreWithReceipt({ text, scorerType, wav: new Uint8Array([right ? 1 : 0, 0, 0, 0]).buffer });
    }
    default:
      throw new Error(`no response for type ${model.type}`);
  }
}

/** `f` over `items` one after another: the socket scores at most two recordings of a student at once. */
async function inTurn<T, R>(items: readonly T[], f: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) results.push(await f(item, index));
  return results;
}

/** Parses, answers (scored through the socket for the student `student`) and grades one served activity as the player does. */
async function answer(activity: ServedActivity, episodeId: string, right = true, student = student15, now = Date.now(), audioUri?: string): Promise<EpisodeAnswer> {
  const model = activityRegistry.parse(activity);
  // A spoken answer with its uploaded recording names the file as the player's grader gets it (response.audioUri).
  const response = { ...(await responseFor(model, right, student) as object), ...(audioUri ? { audioUri } : {}) };
  const graded = activityRegistry.gradeUntrusted(model, response, { now, durationSec: 12 });
  expect(graded.correct).toBe(right);
  return { record: graded.record as EpisodeAnswer['record'], episodeId, episodeType: 1 };
}

describe('a homework, answered and submitted as the player does it', () => {
  it('submits every answer of all five types, with a stored voice file, and the server reports 100 %', async () => {
    const homeworkId = 'shw-student15-class-3-2-sync1';
    const homework = await fetchHomework(student15.api, homeworkId);
    expect(homework.answers).toEqual([]);
    const wavFile = await readFile(`${process.cwd()}/../shared/data/speechocean762-sample/wav/000010011.wav`);
    const voice = await uploadVoice(student15.api, new Uint8Array(wavFile).buffer, { uploadBase: served.baseUrl });
    expect(voice).toMatch(/\/files\/uploads\/voice\/.+\.wav$/);

    const answers = await inTurn(homework.episodeActivities.flatMap((episode) => episode.activities.map((activity) => ({ activity, episode }))), async ({ activity, episode }) => {
      return answer(activity as unknown as ServedActivity, episode.episodeId, true, student15, Date.now(), activity.type === ActivityType.ORAL_READING ? voice : undefined);
    });
    expect(new Set(answers.map((a) => a.record.type))).toEqual(new Set([11, 30, 33, 67, 68]));
    const body = homeworkSubmission({ answers, storedAnswers: homework.answers as WireAnswer[], unitId: homework.groupHomework.unitId, textbook: 'SH_OXFORD', category: homework.groupHomework.category });
    const result = await submitStudentHomework(student15.api, homeworkId, body);
    expect(result).toMatchObject({ id: homeworkId, status: HomeworkStatus.FINISHED, report: { accuracy: 100 }, answeredCount: 25, activityCount: 25 });
    expect(result.spokenComments).toHaveLength(1);

    const stored = await fetchHomework(student15.api, homeworkId);
    const oral = stored.answers.find((a) => a.activityId === 'm1u1-e3-a1') as WireAnswer & { oralReading: { storage?: { uri: string } } };
    expect(oral.oralReading.storage).toEqual({ uri: voice, kind: 2 });
    expect(oral).toMatchObject({ episode_id: 'm1u1-e3', episode_type: 1, durationSec: 12 });

    const report = await submitReportSession(student15.api, { type: 'homework', activityId: homeworkId, unitId: homework.groupHomework.unitId, textBook: 'SH_OXFORD', category: homework.groupHomework.category });
    expect(report).toEqual({ id: expect.any(String), report: { accuracy: 100 } });
  });

  it('merges the answers stored earlier: a homework in progress done with only the rest answered now', async () => {
    const homeworkId = 'shw-student15-class-3-2-sync2';
    const homework = await fetchHomework(student15.api, homeworkId);
    const storedIds = homework.answers.map((a) => a.activityId);
    expect(storedIds).toHaveLength(3);
    const rest = await inTurn(homework.episodeActivities.flatMap((e) => e.activities.filter((a) => !storedIds.includes(a.id)).map((a) => ({ a, e }))), ({ a, e }) => answer(a as unknown as ServedActivity, e.episodeId));
    const body = homeworkSubmission({ answers: rest, storedAnswers: homework.answers as WireAnswer[] });
    expect(body.answers.map((a) => a.activityId)).toEqual([...storedIds, ...rest.map((a) => a.record.data.activityId)]);
    const result = await submitStudentHomework(student15.api, homeworkId, body);
    // Every activity is answered; the homework waits for its after-class items (a resource pack, a reading).
    expect(result).toMatchObject({ status: HomeworkStatus.NOT_FINISHED, answeredCount: 10, activityCount: 10 });
    await submitStudentHomework(student15.api, homeworkId, { answers: [], task_result: { resourcePackResult: { id: 'task-pack-2', finished: true } } });
    // The report's picture is the student's own upload to the report bucket (issue 31), as the reading screen stores it.
    const png = new Blob([PICTURES.png], { type: 'image/png' });
    const imgUrl = await uploadStoredFile(student15.api, png, { bucket: REPORT_IMAGE_BUCKET, fileName: 'report.png' });
    const done = await submitStudentHomework(student15.api, homeworkId, { answers: [], task_result: { readingTaskResult: { id: 'task-reading-2', durationSec: 60, imgUrl } } });
    expect(done).toMatchObject({ status: HomeworkStatus.FINISHED, answeredCount: 10 });
  });
});

describe('episodes', () => {
  it('loads episodes by id, in the order asked, with the follow-up links', async () => {
    const episodes = await fetchEpisodes(student15.api, ['m1u1-f1', 'm1u1-e1']);
    expect(episodes.map((e) => e.episodeId)).toEqual(['m1u1-f1', 'm1u1-e1']);
    expect(episodes[0]).toMatchObject({ parent: 'm1u1-e1', parentActivityIds: ['m1u1-e1-a1', 'm1u1-e1-a3', 'm1u1-e1-a4'] });
    expect(episodes[1]!.child).toBe('m1u1-f1');
    expect(episodes[1]!.activities.map((a) => activityRegistry.parse(a).type)).toEqual([68, 68, 68, 68, 68]);
  });

  it('asks nothing for no ids', async () => {
    expect(await fetchEpisodes(student15.api, [])).toEqual([]);
  });
});

describe('the classroom exercise', () => {
  it('finds the running task, submits the quiz answers and reports the accuracy the server computed', async () => {
    const task = await fetchCurrentClassroomTask(student14.api, 'class-3-1');
    expect(task).toMatchObject({ groupTaskId: 'gt-class-3-1-pictures', groupId: 'class-3-1', taskType: 1 });
    expect(await fetchQuiz(student14.api, { groupTaskId: task!.groupTaskId, groupId: 'class-3-1' })).toEqual(task);
    const [episode] = task!.episodeActivities;
    const activities = episode!.activities as ServedActivity[];
    const answers = await inTurn(activities, (activity, i) => answer(activity, episode!.episodeId, i !== 0, student14));
    const result = await submitStudentQuizAndRead(student14.api, quizSubmission({ episodeId: episode!.episodeId, answers, groupId: task!.groupId, groupTaskId: task!.groupTaskId, unitId: task!.unitId }));
    expect(result).toEqual({ groupTaskId: task!.groupTaskId, answeredCount: 5, accuracy: 80 });
    const report = await submitReportSession(student14.api, { type: 'exercise', groupId: task!.groupId, groupTaskId: task!.groupTaskId, episodeId: episode!.episodeId });
    expect(report.report.accuracy).toBe(80);
    // Sent again with the first attempt's Idempotency-Key (its answer was lost): the same report, no second one.
    const session = { type: 'exercise', groupId: task!.groupId, groupTaskId: task!.groupTaskId } as const;
    const once = { idempotencyKey: 'report-session-retry-1' };
    const first = await submitReportSession(student14.api, session, once);
    expect(await submitReportSession(student14.api, session, once)).toEqual(first);
    expect(first.id).not.toBe(report.id);
  });

  it('answers null when no task runs or the task is unknown (the 404 that ends the exercise)', async () => {
    expect(await fetchCurrentClassroomTask(student15.api, 'class-3-2')).toBeNull();
    expect(await fetchQuiz(student14.api, { groupTaskId: 'no-such-task', groupId: 'class-3-1' })).toBeNull();
  });
});

describe('smart homework', () => {
  it('posts each answer with its identifier and finishes the assignment', async () => {
    const { list } = await fetchSmartHomeworkPage(student15.api);
    const assignment = list.find((s) => s.id === 'smart-student15-1')!;
    expect(assignment.finished).toBe(false);
    const answers = await inTurn(assignment.activities, async (item) => ({ ...(await answer(item.activity as unknown as ServedActivity, item.episodeId)), uuid: item.uuid }));
    const result = await postSmartHomeworkList(student15.api, assignment.id, smartHomeworkSubmission(assignment.id, answers));
    expect(result).toEqual({ id: assignment.id, finished: true, answeredCount: 3, activityCount: 3, accuracy: 100 });
  });
});

describe('revision', () => {
  it('submits revised answers to the error notebook and learns how many are still wrong', async () => {
    const homeworkId = 'shw-student15-class-3-2-review';
    const homework = await fetchHomework(student15.api, homeworkId);
    const wrongIds = (homework.errorNotebook!.errorAnswer as { activityId: string }[]).map((a) => a.activityId);
    expect(wrongIds).toHaveLength(4);
    const all = homework.episodeActivities.flatMap((e) => e.activities.map((activity) => ({ activity: activity as unknown as ServedActivity, episodeId: e.episodeId })));
    const revised = await inTurn(wrongIds, (id, i) => {
      const item = all.find((a) => a.activity.id === id)!;
      return answer(item.activity, item.episodeId, i !== 0);
    });
    const result = await submitErrorNotebook(student15.api, errorNotebookSubmission(homeworkId, revised));
    expect(result).toEqual({ notRevisedCount: 1, errorNotebooks: [{ homeworkId, totalError: 4, alreadyRevisal: 3, needToRevisal: 1 }] });
  });
});

describe('answer audio', () => {
  it('is served at the address the client builds', async () => {
    const [episode] = await fetchEpisodes(student15.api, ['m1u1-e5']);
    const model = activityRegistry.parse(episode!.activities[0]);
    const url = await answerAudioUrl(activityRegistry.speechOf(model)?.clipText, { cdnBase: served.baseUrl });
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 30_000);
});

describe('answers are never lost', () => {
  it('keeps a homework submission made offline and delivers it when the connection is back', async () => {
    const signedIn = await served.signedIn('student13');
    // The same student and storage, first with no server to reach.
    const offline = createAppContainer({ config: { ...signedIn.config, apiBase: 'http://127.0.0.1:1' }, store: memoryStore() });
    resolveService(offline, StorageToken).set('token', signedIn.token);
    const queue = createPendingSubmissions(signedIn.storage);
    const homeworkId = 'shw-student13-class-3-2-sync1';
    const homework = await fetchHomework(signedIn.api, homeworkId);
    // Every episode, the spoken ones too: scored (and their receipts signed) before the connection went.
    const answers = await inTurn(homework.episodeActivities.flatMap((e) => e.activities.map((a) => ({ a, e }))), ({ a, e }) => answer(a as unknown as ServedActivity, e.episodeId, true, signedIn));
    expect(answers.filter((a) => a.record.data.scoreReceipt).length).toBeGreaterThan(0);
    const payload = { homeworkId, body: homeworkSubmission({ answers, unitId: homework.groupHomework.unitId }) };

    const outcome = await queue.sendOrQueue('homework', payload, submissionSender(resolveService(offline, ApiToken)), { userId: 'user-student13' });
    expect(outcome).toMatchObject({ status: 'queued', submission: { attempts: 1 } });
    expect((await fetchHomework(signedIn.api, homeworkId)).answers).toEqual([]);

    // The next visit reads the queue back from storage and flushes it with a working connection.
    const report = await createPendingSubmissions(signedIn.storage).flush(submissionSender(signedIn.api), { userId: 'user-student13' });
    expect(report).toMatchObject({ sent: [{ kind: 'homework' }], dropped: [], remaining: 0 });
    expect((await fetchHomework(signedIn.api, homeworkId)).answers.map((a) => a.activityId)).toEqual(answers.map((a) => a.record.data.activityId));
  });

  it("drops a submission the server refuses for good (another student's homework) and reports it", async () => {
    const dropped: unknown[] = [];
    const queue = createPendingSubmissions(student14.storage, { onDropped: (_s, error) => dropped.push(error) });
    queue.enqueue('homework', { homeworkId: 'shw-student15-class-3-2-read', body: { answers: [] } });
    const report = await queue.flush(submissionSender(student14.api));
    expect(report).toMatchObject({ sent: [], remaining: 0 });
    expect(dropped).toEqual([expect.objectContaining({ name: 'ApiError', status: 404 })]);
  });
});
