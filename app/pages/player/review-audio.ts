/** Read-only review of a spoken question: the student's own recording when it was stored, else the answer clip. */
import { answerAudioUrl } from '@app/client/player-calls';
import type { AudioService } from '@core/services/audio';
import type { RecordedAnswer } from '@core/session';
import type { ActivityRegistry, AnyActivityModel } from '@core/registry';
import { activityRegistry } from '@plugins/activities';

/** What review plays for a question: its stored recording, else its clip; both asked of the type's speech facet. */
export async function reviewAudioUrl(model: AnyActivityModel, answers: readonly RecordedAnswer[], apiBase: string, registry: ActivityRegistry = activityRegistry): Promise<string | undefined> {
  const stored = registry.voiceUriOf(model, answers.find((answer) => answer.activityId === model.id)?.record);
  return stored ?? (await answerAudioUrl(registry.speechOf(model)?.clipText, { cdnBase: apiBase }));
}

export async function playReviewAudio(audio: AudioService, model: AnyActivityModel, answers: readonly RecordedAnswer[], apiBase: string): Promise<void> {
  const url = await reviewAudioUrl(model, answers, apiBase);
  if (url) await audio.play(`review-${model.id}`, url).catch(() => undefined);
}
