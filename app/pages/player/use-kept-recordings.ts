/**
 * Oral homework offline (issue 41): a homework's recording that cannot reach the scorer is kept on the
 * phone (session/offline-recordings.ts) and the question completes with a placeholder answer naming it
 * (app/session/pending-score.ts); the homework's submission scores it later (session/offline-scores.ts).
 * What that needs (the scoring code, the recorder's own code and worklet) is fetched as the player
 * opens, while the network is surely there.
 */
import { useEffect, useState } from 'react';
import { RecordStatus } from '@core/domain';
import type { AnyActivityModel } from '@core/registry';
import type { SessionAction, SessionState } from '@core/session';
import { pendingScoreResult } from '@app/session/pending-score';
import { RecorderToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';
import { newRecordingId, offlineRecordings } from '../../session/offline-recordings';
import { useSession } from '../../session/SessionContext';
import { loadOfflineScores } from '../../session/student-sender';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';
import { speechTaskFor } from './speech-task';

/** How to keep a recording of the question on screen, or undefined where recordings are not kept. */
export function useKeptRecordings(options: {
  query: PlayerQuery;
  state: SessionState;
  loaded: LoadedSession;
  model: AnyActivityModel | undefined;
  durationSec: number;
  dispatch: (action: SessionAction) => void;
}): ((wav: ArrayBuffer) => Promise<void>) | undefined {
  const { query, state, loaded, model, durationSec, dispatch } = options;
  const recorder = useService(RecorderToken);
  const { user } = useSession();
  // A revision and a review need the score at once (one retry, nothing recorded).
  const keeps = query.kind === 'homework' && !state.revisal && !state.readOnly;
  const [hasSpeech] = useState(() => state.activities.some((each) => speechTaskFor(each.model as AnyActivityModel, query.kind) !== undefined));
  useEffect(() => {
    if (!keeps || !hasSpeech) return;
    void loadOfflineScores().catch(() => undefined);
    void recorder.prepare?.();
  }, [keeps, hasSpeech, recorder]);

  if (!keeps) return undefined;
  return async (wav) => {
    const task = model && speechTaskFor(model, query.kind);
    if (!model || !task || !user) throw new Error('nothing to keep the recording for');
    const recordingId = newRecordingId();
    const recordedAtMs = Date.now();
    dispatch({ type: 'record-status', status: RecordStatus.INIT });
    await offlineRecordings.put({ id: recordingId, userId: user.id, homeworkId: loaded.key, activity: model, text: task.text, scorerType: task.scorerType, wav, durationSec, recordedAtMs });
    dispatch({ type: 'graded', result: pendingScoreResult({ type: model.type, activityId: model.id, recordingId, context: { now: recordedAtMs, durationSec } }), response: undefined });
  };
}
