/** Answers a demo student gave, right or wrong, in the submitted-answer shape of spec 01 §3. */
import type { SubmittedAnswerInput } from '@core/contract';
import { AnswerType, type ServedActivity } from '@core/domain';
import { toTimestampUsec } from '@core/grading';

export function demoAnswer(activity: ServedActivity, episodeId: string, correct: boolean, atMs: number): SubmittedAnswerInput {
  const base = { activityId: activity.id, timestampUsec: toTimestampUsec(atMs), durationSec: 20, episode_id: episodeId, episode_type: 1 };
  const c = activity.content.comprehension;
  if (c.multiChoiceText) {
    const choices = Object.values(c.multiChoiceText.choice);
    const picked = correct ? choices.filter((x) => x.checked) : [choices.find((x) => !x.checked)!];
    return { ...base, multiChoiceText: { correct, answers: picked.map((x) => x.text) } };
  }
  if (c.multiChoicePicture) {
    const choices = Object.values(c.multiChoicePicture.choice);
    const picked = correct ? choices.filter((x) => x.checked) : [choices.find((x) => !x.checked)!];
    return {
      ...base,
      multiChoiceQuestion: picked.length > 1 ? { correct, answers: picked.map((x) => x.pictureId) } : { correct, answerType: AnswerType.PICTURE_ID, answer: picked[0]!.pictureId },
    };
  }
  if (c.spelling) {
    const blanks = c.spelling.stems.filter((s) => s.checked);
    return { ...base, spelling: { correct, answer: blanks.map((b) => ({ text: correct ? b.text : b.text.slice(1) || 'x', correct })) } };
  }
  if (c.oralReading) {
    const score = correct ? 86 : 52;
    const words = c.oralReading.spokenText.split(/\s+/).map((w) => ({ content: w.replace(/[^A-Za-z']/g, ''), scores: { pronunciation: score }, phonemes: [] }));
    return { ...base, oralReading: { score, audioScoreDetail: { words, accuracy: score, pronunciation: score, fluency: score } } };
  }
  if (c.sentenceCompletion) {
    const score = correct ? 84 : 45;
    const telisScore = { overall: score, integrity: correct ? 95 : 60, word_score: [{ type: 2 as const, score, word: c.sentenceCompletion.hint ?? '' }] };
    return { ...base, sentenceCompletion: { score, deliteScore: { telisScore } } };
  }
  throw new Error(`demo answers do not cover activity type ${activity.type}`);
}
