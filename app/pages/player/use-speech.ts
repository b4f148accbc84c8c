/**
 * The recording and scoring flow of the speech types (spec 01 §4 "Recording and scoring flow"):
 * INIT → RECORDING (other audio stops; the recorder starts; it stops itself at the time-out) →
 * PLAYING (a second tap; the recording stops 1 s later) → scored while played back in homework (the wait
 * polled in the scorer client, 15 s at most; '音频上传打分中...' meanwhile) → graded once heard. A retry in
 * homework mode skips the upload; otherwise the voice is uploaded first (a failed upload is logged
 * and the answer goes without it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RecordStatus, type NormalisedActivityBase, type RecordLevel } from '@core/domain';
import { assertRecordText, RECORD_STOP_DELAY_MS } from '@core/services/recorder';
import { ScorerError, ScorerMessages } from '@core/services/scorer';
import { AudioToken, EventsToken, RecorderToken, ScorerToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';

/** The result badge clears after 2.5 s (spec 01 §9). */
export const RESULT_BADGE_MS = 2500;
/** The unstable-network toast after a scoring time-out lasts 3 s. */
export const SCORE_FAILURE_TOAST_MS = 3000;

export interface SpeechTask {
  /** The text sent to the scorer and its type (1 oral reading, 4 sentence completion). */
  text: string;
  scorerType: 1 | 4;
  timeoutMs: number;
  playBack: boolean;
}

/** `receipt`: the server's signed receipt of the score, sent beside the answer (issue 31). */
export interface SpeechOutcome { score: unknown; receipt: string | undefined; wav: ArrayBuffer }

export function useSpeech(options: {
  activity: NormalisedActivityBase | undefined;
  task: SpeechTask | undefined;
  recordStatus: RecordStatus;
  setRecordStatus: (status: RecordStatus) => void;
  onScored: (outcome: SpeechOutcome) => void | Promise<void>;
  /**
   * Homework only (issue 41): the scorer could not be reached (no network), so the recording is kept
   * on the phone and scored when the network is back. Without it, such a failure is the spec's toast.
   */
  keepUnscored?: (wav: ArrayBuffer) => Promise<void>;
}) {
  const recorder = useService(RecorderToken);
  const scorer = useService(ScorerToken);
  const audio = useService(AudioToken);
  const events = useService(EventsToken);
  const [scoring, setScoring] = useState(false);
  // The badge belongs to the question it was earned on: moving on hides it at once.
  const [shownBadge, setShownBadge] = useState<{ level: RecordLevel; activityId: string } | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Leaving the question (or the page) drops a recording in progress.
  const activityId = options.activity?.id;
  useEffect(() => {
    if (!activityId) return undefined;
    return () => recorder.cancel();
  }, [recorder, activityId]);

  /**
   * Scores the recording while it is played back (`playedBack`, homework): the spec starts the scoring
   * with the recording, so the student waits for the longer of the two, not both; the result (its star
   * sound would stop the playback) is told once the recording has been heard.
   */
  const score = useCallback(
    async (wav: ArrayBuffer, playedBack: Promise<void> = Promise.resolve()) => {
      const { task, onScored, setRecordStatus } = latest.current;
      if (!task) return;
      setScoring(true);
      events.emit('toast', { message: ScorerMessages.waiting, durationMs: 0 });
      const scoreAnswer = scorer.scoreWithReceipt({ text: task.text, scorerType: task.scorerType, wav });
      scoreAnswer.catch(() => undefined); // a refusal is handled below, after the playback
      await playedBack;
      try {
        const scored = await scoreAnswer;
        events.emit('toast', { message: '' });
        await onScored({ score: scored.score, receipt: scored.receipt, wav });
      } catch (error) {
        console.warn('scoring failed', error);
        const { keepUnscored } = latest.current;
        if (keepUnscored && scorerUnreachable(error) && (await kept(keepUnscored, wav))) {
          events.emit('toast', { message: '' });
          return;
        }
        events.emit('toast', { message: ScorerMessages.unstable, durationMs: SCORE_FAILURE_TOAST_MS });
        setRecordStatus(RecordStatus.INIT);
      } finally {
        setScoring(false);
      }
    },
    [scorer, events],
  );

  /** RECORDING -> PLAYING: the recording stops 1 s later, is scored, and meanwhile played back in homework. */
  const finishRecording = useCallback(
    async (delayMs: number) => {
      const { task, setRecordStatus } = latest.current;
      if (!task) return;
      setRecordStatus(RecordStatus.PLAYING);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        const recording = await recorder.stop();
        void audio.playEffect('recordEnd').catch(() => undefined);
        await score(recording.wav, task.playBack ? playWav(audio, recording.wav) : undefined);
      } catch (error) {
        console.warn('recording failed', error);
        setRecordStatus(RecordStatus.INIT);
      }
    },
    [audio, recorder, score],
  );

  const onRecordTap = useCallback(async () => {
    const { task, recordStatus, setRecordStatus } = latest.current;
    if (!task || scoring) return;
    if (recordStatus === RecordStatus.INIT) {
      audio.stop();
      try {
        assertRecordText(task.text);
        void audio.playEffect('recordStart').catch(() => undefined);
        // At the time-out the recording stops by itself and goes on as if tapped.
        await recorder.start({ timeoutMs: task.timeoutMs, onTimeout: () => void finishRecording(0) });
        setRecordStatus(RecordStatus.RECORDING);
      } catch (error) {
        events.emit('toast', { message: error instanceof Error ? error.message : String(error) });
        setRecordStatus(RecordStatus.INIT);
      }
      return;
    }
    if (recordStatus === RecordStatus.RECORDING) await finishRecording(RECORD_STOP_DELAY_MS);
  }, [audio, recorder, events, scoring, finishRecording]);

  const showBadge = useCallback((level: RecordLevel) => {
    const id = latest.current.activity?.id;
    if (!id) return;
    setShownBadge({ level, activityId: id });
    setTimeout(() => setShownBadge((shown) => (shown?.activityId === id ? undefined : shown)), RESULT_BADGE_MS);
  }, []);

  const badge = shownBadge && shownBadge.activityId === activityId ? shownBadge.level : undefined;
  return { scoring, badge, onRecordTap, showBadge };
}

/**
 * No connection to the scorer: the socket could not open or dropped, or the phone is offline (then
 * even the scorer's code may not load). A time-out or a refusal is not this: the server was reached.
 */
function scorerUnreachable(error: unknown): boolean {
  if (error instanceof ScorerError) return error.reason === 'network';
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Keeps the recording; false when even that failed (no IndexedDB), so the student records again. */
async function kept(keepUnscored: (wav: ArrayBuffer) => Promise<void>, wav: ArrayBuffer): Promise<boolean> {
  try {
    await keepUnscored(wav);
    return true;
  } catch (error) {
    console.warn('the recording could not be kept on this phone', error);
    return false;
  }
}

/** The id the student's own recording plays under. */
export const OWN_RECORDING_SOUND_ID = 'own-recording';

/**
 * Plays the student's own recording back (homework mode), decoded from its bytes by the audio service:
 * a blob: address would have to be fetched, which the page's CSP (connect-src 'self') forbids.
 */
async function playWav(audio: { playBytes(id: string, bytes: ArrayBuffer): Promise<void> }, wav: ArrayBuffer): Promise<void> {
  try {
    await audio.playBytes(OWN_RECORDING_SOUND_ID, wav);
  } catch (error) {
    console.warn('playback failed', error);
  }
}
