// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordStatus, type CompletionScore } from '@core/domain';
import type { SpeechViewState } from '@core/registry';
import { renderView } from '../shared-view/view-harness';
import { completionScore, noTranslationAudio, parkSentence } from './fixtures';
import { parseSentenceCompletion } from './parse';
import View from './View';

afterEach(cleanup);

const park = parseSentenceCompletion(parkSentence);
const base = { activity: park, completed: false, readOnly: false, response: undefined };
const speech = (over: Partial<SpeechViewState> = {}): SpeechViewState => ({
  recordStatus: RecordStatus.INIT,
  onRecordTap: vi.fn<() => void>(),
  scoring: false,
  retrying: false,
  ...over,
});
/** "We go to the park on Sunday." scored word by word; park and Sunday are the fill words. */
const parkScore = (scores: number[]): CompletionScore => ({
  overall: 72,
  integrity: 90,
  word_score: ['We', 'go', 'to', 'the', 'park', 'on', 'Sunday'].map((word, i) => ({
    type: word === 'park' || word === 'Sunday' ? (2 as const) : (1 as const),
    score: scores[i] ?? 90,
    word,
    ...(word === 'park' ? { prompt: '公园' } : {}),
  })),
});
const word = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}，`) });

describe('30 before scoring', () => {
  it('shows the sentence with its gaps, and the hint', () => {
    renderView(View, { ...base, speech: speech() });
    const text = document.querySelector('.speech__text') as HTMLElement;
    expect(text.querySelectorAll('.completion__gap')).toHaveLength(2);
    expect(text.textContent).toBe('We go to the 待补充的词 on 待补充的词.');
    expect(screen.getByText('park / Sunday').textContent).toBe('提示park / Sunday');
  });

  it('shows the whole sentence when there is no gapped text, and no hint', () => {
    renderView(View, { ...base, activity: parseSentenceCompletion(noTranslationAudio), speech: speech() });
    expect(document.querySelector('.speech__text')?.textContent).toBe('It is sunny today.');
    expect(screen.queryByText('提示')).toBeNull();
  });
});

describe('30 record button', () => {
  it.each([
    [RecordStatus.INIT, false, '开始录音'],
    [RecordStatus.INIT, true, '重新朗读'],
    [RecordStatus.RECORDING, true, '录音中（点击结束）'],
    [RecordStatus.PLAYING, true, '播放中'],
  ] as const)('status %d, retrying %s: reads %s', (recordStatus, retrying, label) => {
    renderView(View, { ...base, speech: speech({ recordStatus, retrying }) });
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('re-reading after a retry: the tap goes to the player', async () => {
    const user = userEvent.setup();
    const state = speech({ retrying: true });
    renderView(View, { ...base, speech: state, response: { score: parkScore([90, 90, 90, 90, 30, 90, 30]) } });
    await user.click(screen.getByRole('button', { name: '重新朗读' }));
    expect(state.onRecordTap).toHaveBeenCalledTimes(1);
  });

  it('is disabled while scoring and gone once completed', () => {
    const view = renderView(View, { ...base, speech: speech({ scoring: true }) });
    expect((screen.getByRole('button', { name: '开始录音' }) as HTMLButtonElement).disabled).toBe(true);
    view.update({ completed: true });
    expect(screen.queryByRole('button', { name: '开始录音' })).toBeNull();
  });

  it('shows the level badge the player holds', () => {
    renderView(View, { ...base, speech: speech({ badge: 'perfect' }) });
    expect(within(screen.getByRole('status')).getByRole('img', { name: '3颗星' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('完美')).toBeTruthy();
  });
});

describe('30 scored sentence', () => {
  it('shows the whole sentence with coloured words, the fill words marked, and the overall score', () => {
    renderView(View, { ...base, response: { score: parkScore([90, 80, 79, 60, 59, 85, 72]) } });
    expect(document.querySelector('.scored__text')?.textContent).toBe('We go to the park on Sunday.');
    expect(['We', 'go', 'to', 'the', 'park', 'on', 'Sunday'].map((w) => word(w).className)).toEqual([
      'scored-word scored-word--great',
      'scored-word scored-word--great',
      'scored-word scored-word--normal',
      'scored-word scored-word--normal',
      'scored-word scored-word--bad scored-word--fill',
      'scored-word scored-word--great',
      'scored-word scored-word--normal scored-word--fill',
    ]);
    expect(screen.getByText('得分').textContent).toBe('得分 72');
    expect(document.querySelector('.completion__gap')).toBeNull();
  });

  it('read-only review uses the read-only rule', () => {
    renderView(View, { ...base, readOnly: true, response: { score: parkScore([81, 80, 61, 60]) } });
    expect(['We', 'go', 'to', 'the'].map((w) => word(w).className.replace('scored-word scored-word--', ''))).toEqual(['good', 'neutral', 'neutral', 'poor']);
  });

  it('a tapped fill word shows its score, tier and prompt; this scorer has no phonemes', async () => {
    const user = userEvent.setup();
    renderView(View, { ...base, response: { score: parkScore([90, 90, 90, 90, 85, 90, 90]) } });
    await user.click(word('park'));
    const dialog = screen.getByRole('dialog', { name: '发音详情：park' });
    expect(within(dialog).getByText('85分')).toBeTruthy();
    expect(within(dialog).getByText('优秀')).toBeTruthy();
    expect(within(dialog).getByText('填空词（提示：公园）')).toBeTruthy();
    expect(within(dialog).getByText('这个单词没有音素评分')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a score whose words are not in the sentence still shows every word', () => {
    renderView(View, { ...base, response: { score: completionScore(65, 85, [80, 30]) } });
    expect(document.querySelector('.scored__text')?.textContent).toBe('We fill0 fill1');
    expect(word('fill1').className).toBe('scored-word scored-word--bad scored-word--fill');
  });
});

describe('30 read-only answer', () => {
  it('adds the full sentence only while the answer is shown', () => {
    const view = renderView(View, { ...base, readOnly: true, response: { score: parkScore([]) } });
    expect(screen.queryByText('完整句子')).toBeNull();
    view.update({ answerShown: true });
    expect(screen.getByText('完整句子').parentElement?.textContent).toBe('完整句子We go to the park on Sunday.');
  });
});
