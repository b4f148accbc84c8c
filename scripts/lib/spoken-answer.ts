/** A reading answer as a real one is stored (for the benchmarks): scored word by word, two phonemes a word, and its recording's address. */
import type { SubmittedAnswerInput } from '@core/contract';

export function spokenAnswer(answer: SubmittedAnswerInput, student: number, item: number, recordingUri = `https://files.example/voice/${student}-${item}.mp3`): SubmittedAnswerInput {
  const reading = answer.oralReading as { score: number; audioScoreDetail: { words: { content: string }[] } } | undefined;
  if (!reading) return answer;
  const words = reading.audioScoreDetail.words.map((w, i) => {
    const score = Math.max(5, Math.min(100, reading.score + ((student * 7 + i * 13 + item) % 40) - 20));
    return { content: w.content, scores: { pronunciation: score }, phonemes: [{ ipa: 'ə', score }, { ipa: ['ɪ', 'æ', 'θ', 's'][(i + student) % 4]!, score: Math.max(0, score - 10) }] };
  });
  return { ...answer, oralReading: { ...reading, audioScoreDetail: { ...reading.audioScoreDetail, words }, storage: { uri: recordingUri, kind: 2 } } };
}
