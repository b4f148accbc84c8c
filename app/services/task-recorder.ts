/**
 * The recorder a task kind asks for (taskRecorderRef, core/registry/task-service-refs.ts): the app's
 * recorder, the speech engine's score with its receipt, and the voice uploaded beside it.
 */
import { useMemo } from 'react';
import type { TaskRecorder } from '@core/registry/task-service-refs';
import { ApiToken, ConfigToken, RecorderToken, ScorerToken } from '@core/services/tokens';
import { uploadVoice } from '@app/client/voice-upload';
import { useService } from './ServicesContext';

export function useTaskRecorder(): TaskRecorder {
  const recorder = useService(RecorderToken);
  const scorer = useService(ScorerToken);
  const api = useService(ApiToken);
  const config = useService(ConfigToken);
  return useMemo(
    () => ({
      start: (options) => recorder.start(options),
      finish: async (text) => {
        const { wav } = await recorder.stop();
        const [scored, url] = await Promise.all([
          scorer.scoreWithReceipt({ text, scorerType: 1, wav }),
          uploadVoice(api, wav, { uploadBase: config.uploadBase, log: (message, error) => console.warn(message, error) }),
        ]);
        return { score: Math.round(scored.score.score.overall), ...(url ? { url } : {}), ...(scored.receipt ? { receipt: scored.receipt } : {}) };
      },
      cancel: () => recorder.cancel(),
    }),
    [recorder, scorer, api, config],
  );
}
