/** Read-only review of a speech question: the student's own recording when it was stored, else the answer clip. */
import { answerAudioUrl } from '@core/client/player-calls';
import type { AudioService } from '@core/services/audio';
import type { RecordedAnswer } from '@core/session';
import type { AnyActivityModel } from '@core/registry';

/** Where a speech answer's uploaded voice lives, if it was stored (oralReading.storage / deliteScore.uri). */
export function storedVoiceUri(data: unknown): string | undefined {
  const answer = data as { oralReading?: { storage?: { uri?: string } }; sentenceCompletion?: { deliteScore?: { uri?: string } } } | undefined;
  return answer?.oralReading?.storage?.uri ?? answer?.sentenceCompletion?.deliteScore?.uri;
}

export async function playReviewAudio(audio: AudioService, model: AnyActivityModel, answers: readonly RecordedAnswer[], apiBase: string): Promise<void> {
  const stored = storedVoiceUri(answers.find((answer) => answer.activityId === model.id)?.record.data);
  const url = stored ?? (await answerAudioUrl(model as never, { cdnBase: apiBase }));
  if (url) await audio.play(`review-${model.id}`, url).catch(() => undefined);
}
