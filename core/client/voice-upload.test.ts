import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../domain';
import { withVoiceAddress } from './voice-upload';

const data = { activityId: 'a1', timestampUsec: '1000', durationSec: 3 };
const oral = { type: 11, correct: true, fulfilled: true, data: { ...data, oralReading: { score: 80, audioScoreDetail: { words: [], accuracy: 80, pronunciation: 80, fluency: 80 } } } } satisfies AnswerRecord<'oralReading'>;
const completion = {
  type: 30,
  correct: true,
  fulfilled: true,
  data: { ...data, sentenceCompletion: { score: 80, deliteScore: { telisScore: { overall: 80, integrity: 90, word_score: [] } } } },
} satisfies AnswerRecord<'sentenceCompletion'>;

describe('withVoiceAddress', () => {
  it('puts the address in oralReading.storage {uri, kind 2}', () => {
    expect(withVoiceAddress(oral, '/files/uploads/voice/x.wav').data.oralReading).toEqual({ ...oral.data.oralReading, storage: { uri: '/files/uploads/voice/x.wav', kind: 2 } });
  });

  it('puts the address in sentenceCompletion.deliteScore {kind 2, uri}', () => {
    expect(withVoiceAddress(completion, '/v.wav').data.sentenceCompletion.deliteScore).toEqual({ telisScore: { overall: 80, integrity: 90, word_score: [] }, kind: 2, uri: '/v.wav' });
  });

  it('leaves the record as it is without an address, or for a type without audio', () => {
    expect(withVoiceAddress(oral, undefined)).toBe(oral);
    const spelling = { type: 33, correct: true, fulfilled: true, data: { ...data, spelling: { correct: true, answer: [] } } } satisfies AnswerRecord<'spelling'>;
    expect(withVoiceAddress(spelling, '/v.wav')).toBe(spelling);
  });
});
