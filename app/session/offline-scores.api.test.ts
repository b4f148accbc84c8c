/**
 * Spoken answers recorded offline, scored when the network is back (issue 41), against the real server:
 * the app's code uploads each kept recording, the server scores the stored file with its engine (here
 * one that scores what the test asks for) and signs the score, and the homework submission with those
 * answers is stored; a recording the engine refuses leaves its one answer out, not the homework.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { activityRegistry } from '@plugins/activities';
import { fetchHomework } from '@app/client/homework-calls';
import { homeworkSubmission, submitStudentHomework, type WireAnswer } from '@app/client/player-calls';
import type { ServedActivity } from '@core/domain';
import { scoringTextFor } from '@plugins/activities/scoring-text';
import { ApiError } from '@core/services/api/api-service';
import { pendingScoreResult } from '@app/session/pending-score';
import { ScoringError, type ScoringEngine } from '@server/scoring/engine';
import { makeWav } from '@server/testing/wav-fixtures';
import { startServedServer, type ServedServer, type SignedInClient } from '../../tests/helpers/served-server';
import { openOfflineRecordings, type OfflineRecordings } from './offline-recordings';
import { scoreKeptAnswers } from './offline-scores';

// Node has no IndexedDB: the standard's in-memory implementation, so the real store code runs.
Object.assign(globalThis, { indexedDB, IDBKeyRange });

/** A real WAV (the upload takes nothing else) whose number of samples says how it reads. */
const recordingReading = (marker: number) => new Uint8Array(makeWav(Array.from({ length: 4 + marker }, () => 0), 16_000)).buffer;
const markerOf = (wav: Uint8Array) => (wav.length - 44) / 2 - 4;

/** The recording's marker: 1 reads well (92), 0 badly (30), 9 is silence the engine refuses. */
const askedForEngine: ScoringEngine = {
  name: 'asked-for',
  async score({ text, scorerType, wav }) {
    if (markerOf(wav) === 9) throw new ScoringError('BAD_AUDIO', '没有听到声音 (the recording is silent)');
    const score = markerOf(wav) === 1 ? 92 : 30;
    if (scorerType === 1) return { score: { overall: score, pronunciation: score, fluency: score }, words: text.split(' ').map((content) => ({ content, score: { pronunciation: score } })) };
    const fills = [...text.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    return { overall: score, integrity: score, word_score: (fills.length ? fills : ['']).map((word) => ({ type: 2 as const, score, word })) };
  },
};

let served: ServedServer;
let student: SignedInClient;
let recordings: OfflineRecordings;
const HOMEWORK = 'shw-student15-class-3-2-sync1';

beforeAll(async () => {
  served = await startServedServer({ engine: askedForEngine });
  student = await served.signedIn('student15');
  recordings = openOfflineRecordings(`recordings-${Date.now()}`);
});
afterAll(() => served?.close());

/** The homework's spoken activities as the player holds them, with their episodes. */
async function spokenActivities() {
  const homework = await fetchHomework(student.api, HOMEWORK);
  const spoken = homework.episodeActivities.flatMap((episode) =>
    episode.activities.filter((activity) => activity.type === 11 || activity.type === 30).map((activity) => ({ model: activityRegistry.parse(activity as unknown as ServedActivity), episodeId: episode.episodeId })),
  );
  return { homework, spoken };
}

/** Keeps a recording whose first byte says how it reads, and answers the placeholder the player records. */
async function recordedOffline(item: Awaited<ReturnType<typeof spokenActivities>>['spoken'][number], firstByte: number, id: string): Promise<WireAnswer> {
  const { text, scorerType } = scoringTextFor(item.model as never);
  await recordings.put({ id, userId: 'user-student15', homeworkId: HOMEWORK, activity: item.model, text, scorerType: scorerType as 1 | 4, wav: recordingReading(firstByte), durationSec: 9, recordedAtMs: 1_790_000_000_000 });
  const placeholder = pendingScoreResult({ type: item.model.type, activityId: item.model.id, recordingId: id, context: { now: 1_790_000_000_000, durationSec: 9 } });
  return { ...placeholder.record.data, episode_id: item.episodeId, episode_type: 1 } as WireAnswer;
}

describe('answers recorded offline, scored on reconnect', () => {
  it('uploads each kept recording, has the server score the stored file, and the homework with the scored answers is stored with their scores', async () => {
    const { homework, spoken } = await spokenActivities();
    const [reading, completion] = [spoken.find((s) => s.model.type === 11)!, spoken.find((s) => s.model.type === 30)!];
    const answers = [await recordedOffline(reading, 1, 'rec-a'), await recordedOffline(completion, 0, 'rec-b')];

    const scored = await scoreKeptAnswers(answers, { api: student.api, recordings });
    expect(scored.dropped).toEqual([]);
    expect(scored.used).toEqual(['rec-a', 'rec-b']);
    const [readingAnswer, completionAnswer] = scored.answers as (WireAnswer & Record<string, { score: number; storage?: { uri: string } }>)[];
    expect(readingAnswer).toMatchObject({ activityId: reading.model.id, episode_id: reading.episodeId, timestampUsec: '1790000000000000', durationSec: 9, oralReading: { score: 92, storage: { uri: expect.stringMatching(/^\/files\/uploads\/voice\//), kind: 2 } } });
    expect(completionAnswer).toMatchObject({ activityId: completion.model.id, sentenceCompletion: { score: 30 } });
    expect(readingAnswer).toHaveProperty('scoreReceipt');
    expect(readingAnswer).not.toHaveProperty('pendingRecording');
    // The upload's address is kept with the recording: a retry scores that file, it does not upload again.
    expect((await recordings.get('rec-a'))?.audioUri).toBe(readingAnswer!.oralReading!.storage!.uri);

    // The server believes the scores: its receipts are for this student, text and recording.
    const body = homeworkSubmission({ answers: [], storedAnswers: scored.answers, unitId: homework.groupHomework.unitId, textbook: 'SH_OXFORD', category: homework.groupHomework.category });
    await submitStudentHomework(student.api, HOMEWORK, body);
    const stored = await fetchHomework(student.api, HOMEWORK);
    const storedReading = stored.answers.find((a) => a.activityId === reading.model.id) as unknown as { oralReading: { score: number } };
    expect(storedReading.oralReading).toMatchObject({ score: 92 });
    const storedCompletion = stored.answers.find((a) => a.activityId === completion.model.id) as unknown as { sentenceCompletion: { score: number } };
    expect(storedCompletion.sentenceCompletion.score).toBe(30);
  });

  it('leaves out an answer whose recording the engine refuses (silence) or which is no longer on the phone, and keeps the others', async () => {
    const { spoken } = await spokenActivities();
    const readings = spoken.filter((s) => s.model.type === 11);
    const answers = [await recordedOffline(readings[0]!, 9, 'rec-silent'), await recordedOffline(readings[1] ?? readings[0]!, 1, 'rec-good')];
    await recordings.remove('rec-good');
    const chosen = { activityId: 'm1u1-e1-a1', timestampUsec: '1', durationSec: 1, episode_id: 'm1u1-e1', episode_type: 1, multiChoiceText: { answers: ['A'], correct: true } } as unknown as WireAnswer;
    const scored = await scoreKeptAnswers([chosen, ...answers], { api: student.api, recordings });
    expect(scored.answers).toEqual([chosen]);
    expect(scored.dropped.map(({ recordingId, reason }) => ({ recordingId, reason }))).toEqual([{ recordingId: 'rec-silent', reason: 'refused' }, { recordingId: 'rec-good', reason: 'missing' }]);
    expect((scored.dropped[0]!.error as ApiError).status).toBe(400);
  });

  it('stops at a failure that may pass (no server to reach), keeping the recording for the next try', async () => {
    const { spoken } = await spokenActivities();
    const answers = [await recordedOffline(spoken[0]!, 1, 'rec-later')];
    const unreachable = await served.signedIn('student15', { apiBase: 'http://127.0.0.1:9', uploadBase: 'http://127.0.0.1:9' });
    const failure = await scoreKeptAnswers(answers, { api: unreachable.api, recordings }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBeUndefined();
    expect(await recordings.get('rec-later')).toBeDefined();
  });
});
