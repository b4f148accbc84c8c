/**
 * Scores the spoken answers recorded offline before their homework is submitted (issue 41). Each
 * placeholder answer (app/session/pending-score.ts) names a recording kept on the phone
 * (offline-recordings.ts): it is uploaded, scored by the server from the stored file with a signed
 * receipt (app/client/stored-scoring.ts), graded against the activity as answered, and put in the
 * placeholder's place. The scored body is written back to the queue before it is sent, so a retry
 * sends the same answers under the same Idempotency-Key; the recordings go once the server holds them.
 *
 * A failure that may pass (no network, 429, 5xx) stops the submission, which the delivery loop tries
 * again later; a refusal that will not (the server cannot score a silent recording) drops that one
 * answer, never the homework: the question is left unanswered rather than the work lost.
 */
import { activityRegistry } from '@plugins/activities';
import { scoreStoredRecording } from '@app/client/stored-scoring';
import { uploadStoredFile, VOICE_FILE_NAME } from '@app/client/voice-upload';
import type { WireAnswer } from '@app/client/player-calls';
import { VOICE_BUCKET } from '@core/contract';
import type { ApiService } from '@core/services/api/api-service';
import { pendingRecordingOf } from '@app/session/pending-score';
import { isRetryableSubmissionError, type PendingSubmission, type PendingSubmissions, type SubmissionResults } from '@app/session/pending-submissions';
import type { OfflineRecording, OfflineRecordings } from './offline-recordings';

export interface OfflineScoring {
  api: ApiService;
  recordings: OfflineRecordings;
  queue: Pick<PendingSubmissions, 'replacePayload'>;
}

/** Why an answer recorded offline was left out of its homework. */
export type DroppedRecording = { recordingId: string; reason: 'missing' | 'refused'; error?: unknown };

/**
 * The answers with every placeholder replaced by its graded answer (or left out when the server will
 * never score it); `used`: the recordings it read.
 */
export async function scoreKeptAnswers(answers: readonly WireAnswer[], scoring: Omit<OfflineScoring, 'queue'>): Promise<{ answers: WireAnswer[]; used: string[]; dropped: DroppedRecording[] }> {
  const scored: WireAnswer[] = [];
  const used: string[] = [];
  const dropped: DroppedRecording[] = [];
  for (const answer of answers) {
    const recordingId = pendingRecordingOf(answer);
    if (recordingId === undefined) {
      scored.push(answer);
      continue;
    }
    const recording = await scoring.recordings.get(recordingId);
    if (!recording) {
      // The phone's storage was cleared: nothing to score, and nothing to send for this question.
      dropped.push({ recordingId, reason: 'missing' });
      continue;
    }
    try {
      scored.push(await scoreOne(answer, recording, scoring));
    } catch (error) {
      if (isRetryableSubmissionError(error)) throw error;
      console.warn('a recording made offline could not be scored; its answer is left out', error);
      dropped.push({ recordingId, reason: 'refused', error });
    }
    used.push(recordingId);
  }
  return { answers: scored, used, dropped };
}

async function scoreOne(answer: WireAnswer, recording: OfflineRecording, { api, recordings }: Omit<OfflineScoring, 'queue'>): Promise<WireAnswer> {
  let { audioUri } = recording;
  if (!audioUri) {
    // The address as the upload answers it on this origin (/files/uploads/<key>): the form the server
    // checks a file of the student's own against.
    audioUri = await uploadStoredFile(api, new Blob([recording.wav], { type: 'audio/wav' }), { bucket: VOICE_BUCKET, fileName: VOICE_FILE_NAME });
    await recordings.put({ ...recording, audioUri });
  }
  const { score, receipt } = await scoreStoredRecording(api, { text: recording.text, scorerType: recording.scorerType, audioUri });
  // Graded as the player grades a score that came at once, dated when it was recorded.
  const result = activityRegistry.grade(recording.activity, { score, audioUri, receipt } as never, { durationSec: recording.durationSec, now: recording.recordedAtMs });
  return { ...result.record.data, episode_id: answer.episode_id, episode_type: answer.episode_type } as WireAnswer;
}

/**
 * Sends a homework submission whose answers wait on recordings: scores them, writes the scored body
 * back to the queue, and sends it with `send` (student-sender.ts forgets the recordings once sent).
 */
export async function sendWithOfflineScores(
  submission: PendingSubmission<'homework'>,
  send: (submission: PendingSubmission<'homework'>) => Promise<SubmissionResults['homework']>,
  scoring: OfflineScoring,
): Promise<SubmissionResults['homework']> {
  const { answers } = await scoreKeptAnswers(submission.payload.body.answers, scoring);
  const payload = { ...submission.payload, body: { ...submission.payload.body, answers } };
  scoring.queue.replacePayload(submission.id, payload);
  return send({ ...submission, payload });
}
