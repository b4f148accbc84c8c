// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordStatus, type RecordLevel, type RecordStatus as RecordStatusValue } from '@core/domain';
import type { SpeechViewState } from '@core/registry';
import { renderView } from '../shared-view/view-harness';
import { iLikeApples, readingScore } from './fixtures';
import { parseOralReading } from './parse';
import View from './View';

afterEach(cleanup);

const activity = parseOralReading(iLikeApples);
const base = { activity, completed: false, readOnly: false, response: undefined };
const speech = (over: Partial<SpeechViewState> = {}): SpeechViewState => ({
  recordStatus: RecordStatus.INIT,
  onRecordTap: vi.fn<() => void>(),
  scoring: false,
  retrying: false,
  ...over,
});
const word = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}，`) });
const tones = () => ['I', 'like', 'apples'].map((w) => word(w).className.replace(/^scored-word scored-word--/, ''));

describe('11 before scoring', () => {
  it('shows the text to read (the stem picture is the player board\'s)', () => {
    renderView(View, { ...base, speech: speech() });
    expect(screen.getByText('I like apples.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

const recordButton = () => screen.getByRole('button', { name: /开始录音|录音中|播放中/ });
/** How a text is announced: its element's aria-live. */
const announced = (text: string) => screen.getByText(text).getAttribute('aria-live');

describe('11 record button', () => {
  it.each([
    [RecordStatus.INIT, false, '开始录音', false],
    [RecordStatus.RECORDING, false, '录音中（点击结束）', false],
    [RecordStatus.PLAYING, false, '播放中', true],
    [RecordStatus.INIT, true, '开始录音', true],
  ] as [RecordStatusValue, boolean, string, boolean][])('status %d, scoring %s: reads %s, disabled %s', (recordStatus, scoring, label, disabled) => {
    renderView(View, { ...base, speech: speech({ recordStatus, scoring }) });
    const button = screen.getByRole('button', { name: label }) as HTMLButtonElement;
    expect(button.disabled).toBe(disabled);
    expect(button.getAttribute('aria-busy')).toBe(scoring ? 'true' : null);
  });

  it('a tap goes to the player; oral reading keeps 开始录音 after a retry was offered', async () => {
    const user = userEvent.setup();
    const state = speech({ retrying: true });
    const view = renderView(View, { ...base, speech: state });
    await user.click(screen.getByRole('button', { name: '开始录音' }));
    expect(state.onRecordTap).toHaveBeenCalledTimes(1);
    view.update({ speech: { ...state, recordStatus: RecordStatus.RECORDING } });
    await user.click(screen.getByRole('button', { name: '录音中（点击结束）' }));
    expect(state.onRecordTap).toHaveBeenCalledTimes(2);
  });

  it('announces its state: pressed while recording, and a live region says each change', () => {
    const state = speech();
    const view = renderView(View, { ...base, speech: state });
    expect(recordButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/正在/)).toBeNull();
    view.update({ speech: { ...state, recordStatus: RecordStatus.RECORDING } });
    expect(recordButton().getAttribute('aria-pressed')).toBe('true');
    expect(announced('正在录音，再点一次结束')).toBe('polite');
    view.update({ speech: { ...state, recordStatus: RecordStatus.PLAYING } });
    expect(recordButton().getAttribute('aria-pressed')).toBe('false');
    expect(announced('录音结束，正在回放')).toBe('polite');
    view.update({ speech: { ...state, recordStatus: RecordStatus.INIT, scoring: true } });
    expect(announced('正在评分')).toBe('polite');
  });

  it('a disabled button does not call the player', async () => {
    const user = userEvent.setup();
    const state = speech({ scoring: true });
    renderView(View, { ...base, speech: state });
    await user.click(screen.getByRole('button', { name: '开始录音' }));
    expect(state.onRecordTap).not.toHaveBeenCalled();
  });

  it('is gone once the question is completed, in read-only review, and without a record control', () => {
    const view = renderView(View, { ...base, speech: speech(), completed: true });
    expect(screen.queryByRole('button', { name: '开始录音' })).toBeNull();
    view.update({ completed: false, readOnly: true });
    expect(screen.queryByRole('button', { name: '开始录音' })).toBeNull();
    view.update({ readOnly: false, speech: undefined });
    expect(screen.queryByRole('button', { name: '开始录音' })).toBeNull();
  });
});

describe('11 level badge', () => {
  it.each([
    ['bad', '继续加油', '1颗星'],
    ['good', '很好', '2颗星'],
    ['perfect', '完美', '3颗星'],
  ] as [RecordLevel, string, string][])('%s shows %s with %s', (badge, label, stars) => {
    renderView(View, { ...base, speech: speech({ badge }) });
    const status = screen.getByRole('status');
    expect(within(status).getByText(label)).toBeTruthy();
    expect(within(status).getByRole('img', { name: stars })).toBeTruthy();
  });

  it('the status region is empty without a badge', () => {
    renderView(View, { ...base, speech: speech() });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('11 scored words', () => {
  it('keeps the sentence as written, each word a button with its score, and the overall score', () => {
    renderView(View, { ...base, response: { score: readingScore(75, [85, 70, 50]) } });
    expect(document.querySelector('.scored__text')?.textContent).toBe('I like apples.');
    expect(word('apples').getAttribute('aria-label')).toBe('apples，50分');
    expect(screen.getByText('得分').textContent).toBe('得分 75');
    expect(screen.getByText('点击单词查看发音详情')).toBeTruthy();
  });

  it.each([
    [[80, 79, 59], ['great', 'normal', 'bad']],
    [[100, 60, 0], ['great', 'normal', 'bad']],
    [[85, 61, 59.5], ['great', 'normal', 'bad']],
  ])('result view: scores %j are %j', (scores, expected) => {
    renderView(View, { ...base, response: { score: readingScore(70, scores) } });
    expect(tones()).toEqual(expected);
  });

  it.each([
    [[81, 80, 60], ['good', 'neutral', 'poor']],
    [[100, 61, 0], ['good', 'neutral', 'poor']],
    [[80.5, 60.5, 59], ['good', 'neutral', 'poor']],
  ])('read-only view: scores %j are %j', (scores, expected) => {
    renderView(View, { ...base, readOnly: true, response: { score: readingScore(70, scores) } });
    expect(tones()).toEqual(expected);
  });

  it('the same score 80 is great after scoring and only neutral in read-only review', () => {
    const view = renderView(View, { ...base, response: { score: readingScore(80) } });
    expect(tones()).toEqual(['great', 'great', 'great']);
    view.update({ readOnly: true });
    expect(tones()).toEqual(['neutral', 'neutral', 'neutral']);
  });
});

describe('11 word detail', () => {
  it('a tapped word opens its phonemes with their scores and the tier text; Escape closes it', async () => {
    const user = userEvent.setup();
    renderView(View, { ...base, response: { score: readingScore(75, [92, 70, 50]) } });
    await user.click(word('apples'));
    const dialog = screen.getByRole('dialog', { name: '发音详情：apples' });
    expect(within(dialog).getByRole('heading', { name: 'apples' })).toBeTruthy();
    expect(within(dialog).getByText('继续加油')).toBeTruthy();
    const phonemes = within(within(dialog).getByRole('list', { name: '音素' })).getAllByRole('listitem');
    expect(phonemes.map((p) => p.textContent)).toEqual(['a50分', 'ɪ50分']);
    expect(phonemes.map((p) => p.className)).toEqual(['phoneme scored-word--bad', 'phoneme scored-word--bad']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(word('apples'));
  });

  it.each([
    [92, '完美'],
    [90, '完美'],
    [89, '优秀'],
    [80, '优秀'],
    [79, '良好'],
    [60, '良好'],
    [59, '继续加油'],
  ])('a word scoring %d reads %s', async (score, tier) => {
    const user = userEvent.setup();
    renderView(View, { ...base, response: { score: readingScore(70, [score, 70, 70]) } });
    await user.click(word('I'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(tier, { selector: '.word-detail__tier' })).toBeTruthy();
    expect(within(dialog).getByText(`${score}分`, { selector: '.word-detail__points' })).toBeTruthy();
  });

  it('shows the word IPA when the scorer gives it, and closes with the close button', async () => {
    const user = userEvent.setup();
    const score = readingScore(75);
    const withIpa = { ...score, words: score.words.map((w) => (w.content === 'like' ? { ...w, ipa_content: 'laɪk' } : w)) };
    renderView(View, { ...base, response: { score: withIpa } });
    await user.click(word('like'));
    expect(within(screen.getByRole('dialog')).getByText('/laɪk/')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('phonemes follow the read-only rule in review', async () => {
    const user = userEvent.setup();
    renderView(View, { ...base, readOnly: true, response: { score: readingScore(75, [80, 70, 70]) } });
    await user.click(word('I'));
    expect([...document.querySelectorAll('.phoneme')].map((p) => p.className)).toEqual(['phoneme scored-word--neutral', 'phoneme scored-word--neutral']);
  });
});
