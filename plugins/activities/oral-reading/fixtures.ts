import type { ReadingScore, ServedActivity } from '@core/domain';

export const iLikeApples: ServedActivity = {
  id: 'or-i-like-apples',
  type: 11,
  content: {
    assets: {
      audios: [{ resourceId: 'au-apples', url: '/media/i-like-apples.mp3', duration: 1900 }],
      pictures: [{ resourceId: 'p-apples', url: '/media/apples.svg' }],
    },
    comprehension: {
      trText: '我喜欢苹果。',
      oralReading: { audioId: 'au-apples', pictureId: 'p-apples', spokenText: 'I like apples.' },
    },
  },
  metadata: { skin: 'KITCHEN' },
};

/** A reading score with the given overall score and one word per word of "I like apples." */
export function readingScore(overall: number, wordScores: number[] = [overall, overall, overall]): ReadingScore {
  const words = ['I', 'like', 'apples'];
  return {
    score: { overall, pronunciation: overall, fluency: overall },
    words: words.map((content, i) => ({
      content,
      score: { pronunciation: wordScores[i] ?? overall },
      syllable: [{ phonemes: [{ ipa: 'a', score: wordScores[i] ?? overall }, { ipa: 'ɪ', score: wordScores[i] ?? overall }] }],
    })),
  };
}
