import { describe, expect, it } from 'vitest';
import { whichIsCat } from '@plugins/activities/multi-choice-picture/fixtures';
import { fruitColour } from '@plugins/activities/multi-choice-text/fixtures';
import { iLikeApples } from '@plugins/activities/oral-reading/fixtures';
import { parkSentence } from '@plugins/activities/sentence-completion/fixtures';
import { petsSentence } from '@plugins/activities/spelling/fixtures';
import { myWeekend } from '@plugins/activities/writing-evaluation/fixtures';
import { mediaUrl, toSharedActivity } from './shared-activity';

const plain = (runs: { text: string }[][] | undefined) => runs?.map((line) => line.map((run) => run.text).join('')).join('\n');

describe('toSharedActivity', () => {
  it('text choices: the stem with its highlight, the picture and audio on the API server, options in key order, the correct one marked', () => {
    const shown = toSharedActivity(fruitColour, 'http://api.test');
    expect(shown).toMatchObject({ kind: 'shown', id: 'mct-fruit-colour', boardTitle: '请选择正确的选项（单选）', pictureUrl: 'http://api.test/media/banana.svg', audioUrl: 'http://api.test/media/fruit.mp3' });
    if (shown.kind !== 'shown') throw new Error('expected a shown activity');
    expect(plain(shown.stem)).toBe('What colour is a banana?\nChoose one.');
    expect(shown.stem?.[0]).toContainEqual({ text: 'banana', highlight: true });
    expect(shown.choices.map((c) => [c.key, plain(c.text), c.correct])).toEqual([['A', 'Yellow', true], ['B', 'Blue', false], ['C', 'Purple', false]]);
  });

  it('picture choices keep their order whatever the shuffle, each with its picture', () => {
    const shown = toSharedActivity(whichIsCat);
    if (shown.kind !== 'shown') throw new Error('expected a shown activity');
    expect(shown.choices.map((c) => [c.key, c.pictureUrl, c.correct])).toEqual([['A', '/media/cat.svg', true], ['B', '/media/dog.svg', false], ['C', '/media/fish.svg', false]]);
    expect(plain(shown.choices[0]?.text)).toBe('cat');
  });

  it('takes the instruction as the board title when there is one', () => {
    expect(toSharedActivity({ ...whichIsCat, metadata: { instruction: 'Look and choose.' } })).toMatchObject({ boardTitle: 'Look and choose.' });
  });

  it('read aloud: the text to read under its type title', () => {
    const shown = toSharedActivity(iLikeApples);
    expect(shown).toMatchObject({ kind: 'shown', boardTitle: '请朗读下面的文本', pictureUrl: '/media/apples.svg', choices: [] });
    if (shown.kind !== 'shown') throw new Error('expected a shown activity');
    expect(plain(shown.stem)).toBe('I like apples.');
  });

  it('sentence completion: the gapped sentence, the hint and the whole sentence as the answer', () => {
    const shown = toSharedActivity(parkSentence);
    expect(shown).toMatchObject({ kind: 'shown', boardTitle: '补充关键词（组），读完整句子', hint: 'park / Sunday', answer: 'We go to the park on Sunday.' });
  });

  it('spelling: the sentence in parts, the blanks marked', () => {
    const shown = toSharedActivity(petsSentence);
    expect(shown).toMatchObject({ kind: 'shown', boardTitle: '听音频，拼写单词' });
    if (shown.kind !== 'shown') throw new Error('expected a shown activity');
    expect(shown.spelling).toEqual([
      { text: 'I have a ', blank: false },
      { text: 'cat', blank: true },
      { text: ' and a ', blank: false },
      { text: 'dog', blank: true },
      { text: '.', blank: false },
    ]);
  });

  it('writing evaluation parses but has nothing to show', () => {
    expect(toSharedActivity(myWeekend)).toEqual({ kind: 'unsupported', boardTitle: '未知的题型' });
  });

  it('a type without a plugin is unsupported, titled 未知的题型 or its instruction', () => {
    expect(toSharedActivity({ ...iLikeApples, type: 999 })).toEqual({ kind: 'unsupported', boardTitle: '未知的题型' });
    expect(toSharedActivity({ ...iLikeApples, type: 999, metadata: { instruction: 'Draw a cat.' } })).toEqual({ kind: 'unsupported', boardTitle: 'Draw a cat.' });
  });

  it('content that does not parse is broken, never a crash', () => {
    expect(toSharedActivity({ ...iLikeApples, content: { assets: {}, comprehension: {} } })).toEqual({ kind: 'broken', boardTitle: '请朗读下面的文本' });
    expect(toSharedActivity({ ...whichIsCat, content: { assets: {}, comprehension: { multiChoicePicture: { choice: { A: { pictureId: 'nope', checked: true } } } } } })).toEqual({
      kind: 'broken',
      boardTitle: '未知的题型',
    });
    expect(toSharedActivity(null)).toEqual({ kind: 'broken', boardTitle: '未知的题型' });
    expect(toSharedActivity('text')).toEqual({ kind: 'broken', boardTitle: '未知的题型' });
    expect(toSharedActivity({ id: 'x' })).toEqual({ kind: 'broken', boardTitle: '未知的题型' });
  });
});

describe('mediaUrl', () => {
  it.each([
    ['', '/files/media/cat.svg', '/files/media/cat.svg'],
    ['http://api.test', '/files/media/cat.svg', 'http://api.test/files/media/cat.svg'],
    ['http://api.test/', '/files/media/cat.svg', 'http://api.test/files/media/cat.svg'],
    ['http://api.test', 'https://cdn.example.test/cat.svg', 'https://cdn.example.test/cat.svg'],
    ['http://api.test', '//cdn.example.test/cat.svg', '//cdn.example.test/cat.svg'],
  ])('base %j, %s → %s', (base, url, expected) => {
    expect(mediaUrl(base, url)).toBe(expected);
  });
});
