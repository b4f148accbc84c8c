/** The seeded unit's picture questions (issue 32, item 26): no caption gives a listen-and-choose answer away. */
import { describe, expect, it } from 'vitest';
import { buildUnitM1U1 } from './unit-m1u1';

describe('the seeded picture questions', () => {
  const { episodes, media } = buildUnitM1U1();
  const pictureQuestions = episodes.flatMap((episode) => episode.activities).flatMap((activity) => (activity.content.comprehension.multiChoicePicture ? [{ id: activity.id, question: activity.content.comprehension.multiChoicePicture }] : []));
  const spoken = (audioId: string | undefined) => media.speech.find((clip) => clip.id === audioId)?.text ?? '';

  it('shows no caption that is a word the question says aloud', () => {
    const giveaways = pictureQuestions.flatMap(({ id, question }) =>
      Object.values(question.choice).flatMap((choice) => (choice.text && new RegExp(`\\b${choice.text}\\b`, 'i').test(spoken(question.audioId)) ? [`${id}: ${choice.text}`] : [])),
    );
    expect(giveaways).toEqual([]);
  });

  it('shows the listen-and-choose pictures alone, and keeps the captions where the question asks about meaning', () => {
    const byId = new Map(pictureQuestions.map(({ id, question }) => [id, Object.values(question.choice).map((choice) => choice.text)]));
    expect(byId.get('m1u1-e2-a1')).toEqual([undefined, undefined, undefined]);
    expect(byId.get('m1u1-e2-a4')).toEqual([undefined, undefined, undefined]);
    expect(byId.get('m1u1-e2-a2')).toEqual(['fish', 'bird', 'car']);
  });
});
