/**
 * The facets the code outside the plugin folders asks of a type (issue 33): the report's label, the
 * spoken facts, the share page's view. Each spoken plugin links its pure definition, and the two sides
 * agree.
 */
import { describe, expect, it } from 'vitest';
import { activityRegistry } from './index';
import { activityAnswerDefinitions } from './answer-definitions';
import { isSubmittedAnswerCorrect } from './submitted-answer';
import { iLikeApples } from './oral-reading/fixtures';
import * as completions from './sentence-completion/fixtures';

describe('activity facets', () => {
  it('labels every type that takes answers, as the report names them', () => {
    expect(Object.fromEntries(activityAnswerDefinitions.map((d) => [d.type, d.label]))).toMatchObject({ 11: '朗读', 30: '补全句子', 33: '拼写', 67: '看图选择', 68: '文字选择' });
  });

  it('links each plugin to its own answer definition', () => {
    for (const definition of activityAnswerDefinitions) expect(activityRegistry.get(definition.type as 68).answer).toBe(definition);
  });

  it('finds the plugin of a type known only at run time', () => {
    expect([activityRegistry.pluginOf(33)?.name, activityRegistry.pluginOf(4242)]).toEqual(['spelling', undefined]);
  });

  it('knows the spoken types by their facet alone', () => {
    expect([11, 30, 33, 67, 68, 1500].map((type) => activityRegistry.isSpoken(type))).toEqual([true, true, false, false, false, false]);
  });

  it('gives a spoken activity its scorer type, scoring text and clip text', () => {
    expect(activityRegistry.speechOf({ type: 30, refText: 'My name is Amy.', stem: { text: 'My ____ is Amy.' }, tr: {} } as never)).toEqual({
      scorerType: 4,
      text: 'My [name] is Amy.',
      clipText: 'My name is Amy.',
      playsClipWhenCompleted: true,
    });
    expect(activityRegistry.speechOf({ type: 33 })).toBeUndefined();
  });

  it('reads the scoring text from the served activity on the server as the app does from the model', () => {
    for (const served of [iLikeApples, ...Object.values(completions).filter((v): v is typeof iLikeApples => typeof v === 'object' && v !== null && 'type' in v)]) {
      const model = activityRegistry.parse(served);
      const definition = activityAnswerDefinitions.find((d) => d.type === served.type)!;
      expect(definition.speech!.text(served)?.trim()).toBe(activityRegistry.speechOf(model)!.text);
      expect(definition.speech!.clipText(served)).toBe(activityRegistry.speechOf(model)!.clipText);
    }
  });

  it('refuses a spoken plugin whose definition has no scorer type', async () => {
    const { ActivityRegistry } = await import('@core/registry');
    const plugin = { ...activityRegistry.get(11), answer: { ...activityRegistry.get(11).answer!, speech: undefined } };
    expect(() => new ActivityRegistry().register(plugin as never)).toThrow('ActivityType 11 has a speech facet');
  });

  it.each([
    [{ oralReading: { score: 70 } }, true],
    [{ oralReading: { score: 69 } }, false],
    [{ sentenceCompletion: { score: 80, deliteScore: { telisScore: { overall: 80, integrity: 90, word_score: [{ type: 2, score: 80 }] } } } }, true],
    [{ spelling: { correct: true, answer: [] } }, true],
    [{ multiChoiceText: { correct: false, answers: [] } }, false],
  ])('judges a stored answer %j from its variant: %s', (answer, correct) => {
    expect(isSubmittedAnswerCorrect(answer)).toBe(correct);
  });
});
