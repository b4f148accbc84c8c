import { describe, expect, it } from 'vitest';
import { clipHash } from '@core/contract';
import type { AnyActivityModel } from '@core/registry';
import type { RecordedAnswer } from '@core/session';
import { reviewAudioUrl } from './review-audio';

const oral = { id: 'a1', type: 11, spokenText: 'I like apples.' } as unknown as AnyActivityModel;
const completion = { id: 'a1', type: 30, refText: 'My name is Amy.', stem: {} } as unknown as AnyActivityModel;
const answered = (data: unknown) => [{ activityId: 'a1', record: { data } }] as unknown as RecordedAnswer[];

describe('review audio of a spoken answer', () => {
  it.each([
    ['oral reading', oral, { oralReading: { score: 80, storage: { uri: '/files/uploads/a.wav', kind: 2 } } }, '/files/uploads/a.wav'],
    ['sentence completion', completion, { sentenceCompletion: { score: 80, deliteScore: { telisScore: {}, kind: 2, uri: '/files/uploads/b.wav' } } }, '/files/uploads/b.wav'],
  ])('plays the stored recording of %s', async (_name, model, data, expected) => {
    expect(await reviewAudioUrl(model, answered(data), '')).toBe(expected);
  });

  it.each([
    ['no upload', oral, answered({ oralReading: { score: 80 } }), 'I like apples.'],
    ['no answer', completion, [], 'My name is Amy.'],
  ])('plays the answer clip with %s', async (_name, model, answers, clipText) => {
    expect(await reviewAudioUrl(model, answers, 'https://api.x')).toBe(`https://api.x/cdn/clips/${await clipHash(clipText, 'us')}.mp3`);
  });

  it('has nothing to play for a type that is not read aloud', async () => {
    expect(await reviewAudioUrl({ id: 'a1', type: 33 } as unknown as AnyActivityModel, [], '')).toBeUndefined();
  });
});
