/**
 * The effects around a session: the 800 ms answer-status display, the learning timer (paused while
 * the page is hidden), saved progress after each answer (on the device, and a homework's as a draft on
 * the server), the leave confirmation, and the exercise's
 * 5 s poll of the running task ('任务已终止' on 404 or another task).
 */
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { fetchCurrentClassroomTask } from '@app/client/classroom-calls';
import { AnswerStatus } from '@core/domain';
import { ANSWER_STATUS_MS, type SessionAction, type SessionActivity, type SessionState } from '@core/session';
import { MICROPHONE_CHECK_DELAY_MS, runMicrophoneCheck, type MicrophoneCheck } from '@app/services/microphone';
import type { AudioService } from '@core/services/audio';
import { ApiToken, AudioToken, StorageToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';
import { phoneIsAhead, writeSavedRecords } from './saved-progress';
import { catchesUpDraft, useDraftSync } from './use-draft-sync';
import { pendingRecordingOf } from '@app/session/pending-score';
import type { HomeworkDraft } from '@core/contract';
import { activityRegistry } from '@plugins/activities';

export const EXERCISE_POLL_MS = 5000;
const TIMER_STEP_MS = 1000;
/** The longest the preload waits for an idle moment. */
export const PRELOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` once the screen as rendered now has been painted: in the task after the next frame (a
 * frame's callbacks run just before its paint). Idle callbacks and effects alone can run before the
 * first question is drawn, and what they start then competes with it (issue 18). Answers a cancel.
 */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof window.requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `run` after the next paint, when the browser is next idle (at most PRELOAD_IDLE_TIMEOUT_MS later); answers a cancel. */
function whenIdle(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
      return;
    }
    // Safari has no requestIdleCallback: a moment after the first question's paint.
    const timer = setTimeout(run, 300);
    cancelIdle = () => clearTimeout(timer);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}

/** Downloads the activities' clips and pictures ahead (a clip played before its turn loads at once). */
function preloadMedia(audio: AudioService, activities: readonly SessionActivity[]): void {
  void audio.preload(activities.flatMap((activity) => activity.model.resList.audios)).catch((error: unknown) => console.warn('audio preload failed', error));
  for (const url of activities.flatMap((activity) => activity.model.resList.pictures)) new Image().src = url;
}

export function usePlayerEffects({ state, dispatch, query, loaded }: { state: SessionState; dispatch: Dispatch<SessionAction>; query: PlayerQuery; loaded: LoadedSession }) {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const audio = useService(AudioToken);
  const [terminated, setTerminated] = useState(false);
  const [microphone, setMicrophone] = useState<MicrophoneCheck | undefined>(undefined);

  // Preloading: the sound effects and every activity's audio and pictures (failures are retried, then
  // logged). It starts once the first question is on screen and the phone has a moment to spare, so
  // thirty clips and their pictures do not compete with the first question for the network and the
  // main thread (issue 18); a clip played before its turn loads at once.
  useEffect(() => {
    const activities = loaded.episodes.flatMap((episode) => episode.activities);
    return whenIdle(() => {
      void audio.preloadEffects().catch((error: unknown) => console.warn('effects preload failed', error));
      preloadMedia(audio, activities);
    });
  }, [audio, loaded]);

  // The follow-up episodes, asked for once the first question shows (load-session.ts), and their media.
  const followUpsAskedFor = useRef<LoadedSession | undefined>(undefined);
  useEffect(() => {
    const { loadFollowUps } = loaded;
    if (!loadFollowUps || followUpsAskedFor.current === loaded) return undefined;
    return afterPaint(() => {
      followUpsAskedFor.current = loaded;
      loadFollowUps().then(
        (followUpEpisodes) => {
          dispatch({ type: 'follow-ups', followUpEpisodes });
          whenIdle(() => preloadMedia(audio, followUpEpisodes.flatMap((episode) => episode.activities)));
        },
        // Without them the homework still finishes: the follow-up practice is what is lost.
        (error: unknown) => {
          console.warn('follow-up episodes not loaded; the homework finishes without them', error);
          dispatch({ type: 'follow-ups', followUpEpisodes: [] });
        },
      );
    });
  }, [audio, dispatch, loaded]);

  // Microphone checks 1 s after entry, when the session has something to read aloud.
  const needsMicrophone = !query.readOnly && loaded.episodes.some((episode) => episode.activities.some((activity) => activityRegistry.isSpoken(activity.model.type)));
  useEffect(() => {
    if (!needsMicrophone) return undefined;
    const timer = setTimeout(() => {
      runMicrophoneCheck().then(
        (outcome) => outcome.kind !== 'ok' && setMicrophone(outcome),
        (error: unknown) => console.warn('microphone check failed', error),
      );
    }, MICROPHONE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsMicrophone]);

  useEffect(() => {
    if (state.answerStatus === AnswerStatus.NONE) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'status-shown' }), ANSWER_STATUS_MS);
    return () => clearTimeout(timer);
  }, [state.answerStatus, dispatch]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') dispatch({ type: 'tick', ms: TIMER_STEP_MS });
    }, TIMER_STEP_MS);
    return () => clearInterval(timer);
  }, [dispatch]);

  // Saved after every answer (not on a timer): a reload resumes at the same question. A homework's
  // answers also go to the server as a draft, so another phone resumes there too.
  const answers = state.answers;
  const saveDraft = useDraftSync(api, query, loaded.key);
  // The answers the session resumed with are already saved where they came from, unless they came from
  // this phone and are newer than the server's draft (given offline on an earlier visit): then the
  // server catches up at once (issue 41), so a second phone resumes there too.
  const [resumedWith] = useState(answers);
  const [phoneAhead] = useState(() => catchesUpDraft(query) && phoneIsAhead(storage, loaded));
  useEffect(() => {
    if (query.readOnly || answers.length === 0) return;
    const savedAtMs = Date.now();
    const records = answers.map((answer) => answer.record);
    writeSavedRecords(storage, query, loaded.key, records, savedAtMs);
    // A recording still to score stays on this phone (issue 41): the server takes only scored answers.
    const scored = records.filter((record) => pendingRecordingOf(record.data) === undefined);
    if (answers !== resumedWith || phoneAhead) saveDraft({ savedAtMs, answers: scored as unknown as HomeworkDraft['answers'] });
  }, [answers, resumedWith, phoneAhead, storage, query, loaded.key, saveDraft]);

  const inProgress = !query.readOnly && state.phase !== 'finished';
  useEffect(() => {
    if (!inProgress) return undefined;
    const confirmLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', confirmLeave);
    return () => window.removeEventListener('beforeunload', confirmLeave);
  }, [inProgress]);

  useEffect(() => {
    if (query.kind !== 'exercise') return undefined;
    const timer = setInterval(() => {
      fetchCurrentClassroomTask(api, query.groupId ?? loaded.groupId).then(
        (task) => {
          if (!task || task.groupTaskId !== loaded.key) setTerminated(true);
        },
        (error: unknown) => console.warn('exercise poll failed', error),
      );
    }, EXERCISE_POLL_MS);
    return () => clearInterval(timer);
  }, [api, query.kind, query.groupId, loaded.groupId, loaded.key]);

  return { terminated, microphone, dismissMicrophone: () => setMicrophone(undefined) };
}
