import { describe, expect, it } from 'vitest';
import { storedVoiceUri } from './review-audio';

describe('stored voice of a speech answer', () => {
  it.each([
    ['oral reading', { oralReading: { score: 80, storage: { uri: '/files/uploads/a.wav', kind: 2 } } }, '/files/uploads/a.wav'],
    ['sentence completion', { sentenceCompletion: { score: 80, deliteScore: { telisScore: {}, kind: 2, uri: '/files/uploads/b.wav' } } }, '/files/uploads/b.wav'],
    ['no upload', { oralReading: { score: 80 } }, undefined],
    ['no answer', undefined, undefined],
  ])('%s', (_name, data, expected) => {
    expect(storedVoiceUri(data)).toBe(expected);
  });
});
