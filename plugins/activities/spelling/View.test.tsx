// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../shared-view/view-harness';
import { apple, petsSentence } from './fixtures';
import { parseSpelling } from './parse';
import View from './View';

afterEach(cleanup);

const pets = parseSpelling(petsSentence);
const appleWord = parseSpelling(apple);
const base = { completed: false, readOnly: false, response: undefined };
const blank = (n: number) => screen.getByRole('textbox', { name: `第${n}空` }) as HTMLInputElement;
const line = () => document.querySelector('.spelling__line') as HTMLElement;

describe('33 blanks', () => {
  it('shows the given text around one labelled input per blank, and the stem text above', () => {
    renderView(View, { ...base, activity: pets });
    expect(screen.getByText('我有一只猫和一只狗。')).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((i) => i.getAttribute('aria-label'))).toEqual(['第1空', '第2空']);
    expect([...line().childNodes].map((n) => (n instanceof HTMLInputElement ? '[]' : n.textContent))).toEqual(['I have a ', '[]', ' and a ', '[]', '.']);
  });

  it('merged given segments around a blank inside a word', () => {
    renderView(View, { ...base, activity: appleWord });
    expect([...line().childNodes].map((n) => (n instanceof HTMLInputElement ? '[]' : n.textContent))).toEqual(['a', '[]', 'le']);
  });

  it('turns off capitalisation, correction, completion and spell check in the blanks', () => {
    renderView(View, { ...base, activity: pets });
    const input = blank(1);
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('reports one string per blank as the student types', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: pets });
    await user.type(blank(2), 'dog');
    expect(view.calls.at(-1)).toEqual({ inputs: ['', 'dog'] });
    await user.type(blank(1), 'cat');
    expect(view.calls.at(-1)).toEqual({ inputs: ['cat', 'dog'] });
    expect(blank(1).value).toBe('cat');
  });

  it('blocks Enter in a blank', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: pets });
    await user.type(blank(1), 'ca{Enter}t');
    expect(blank(1).value).toBe('cat');
    expect(view.calls.at(-1)).toEqual({ inputs: ['cat', ''] });
    expect(fireEvent.keyDown(blank(1), { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(blank(1), { key: 'a' })).toBe(true);
  });

  it('inserts pasted text as plain text at the caret, without its line breaks', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: pets });
    await user.click(blank(2));
    await user.paste('dog\n');
    expect(blank(2).value).toBe('dog');
    expect(view.calls.at(-1)).toEqual({ inputs: ['', 'dog'] });

    await user.type(blank(1), 'ct');
    blank(1).setSelectionRange(1, 1);
    await user.paste('a');
    expect(blank(1).value).toBe('cat');
    expect(view.calls.at(-1)).toEqual({ inputs: ['cat', 'dog'] });
  });

  it('takes only the plain text of formatted clipboard content', () => {
    const view = renderView(View, { ...base, activity: pets });
    const clipboardData = { getData: (type: string) => (type === 'text/plain' ? 'ca\r\nt' : '<b>cat</b>') };
    const notPrevented = fireEvent.paste(blank(1), { clipboardData });
    expect(notPrevented).toBe(false);
    expect(blank(1).value).toBe('ca t');
    expect(view.calls.at(-1)).toEqual({ inputs: ['ca t', ''] });
  });
});

describe('33 completed', () => {
  it('shows the right word ticked, the wrong one crossed out beside the correct word, and no inputs', () => {
    renderView(View, { ...base, activity: pets, completed: true, response: { inputs: [' cat ', 'dgo'] } });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    const [first, second] = [...document.querySelectorAll('.spelling__result')] as HTMLElement[];
    expect(first?.className).toContain('spelling__result--right');
    expect(first?.textContent).toBe('第1空：cat ✓，正确');
    expect(second?.className).toContain('spelling__result--wrong');
    expect(second?.querySelector('s')?.textContent).toBe('dgo');
    expect(second?.querySelector('.spelling__answer')?.textContent).toBe('dog');
    expect(second?.textContent).toBe('第2空：dgo ✗ ，错误，正确答案dog');
  });

  it('an empty blank shows the correct word, marked unanswered', () => {
    renderView(View, { ...base, activity: pets, completed: true, response: { inputs: ['cat', ''] } });
    const second = document.querySelectorAll('.spelling__result')[1] as HTMLElement;
    expect(second.className).toContain('spelling__result--empty');
    expect(second.textContent).toBe('第2空：未作答 ✗ ，错误，正确答案dog');
  });

  it('a case difference is wrong, as the grader says', () => {
    renderView(View, { ...base, activity: pets, completed: true, response: { inputs: ['Cat', 'dog'] } });
    expect([...document.querySelectorAll('.spelling__result')].map((r) => r.className.split('--')[1])).toEqual(['wrong', 'right']);
  });

  it('locks the inputs when the player completes the question', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: pets });
    await user.type(blank(1), 'cat');
    view.update({ completed: true });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(document.querySelector('.spelling__result--right')?.textContent).toContain('cat');
  });
});

describe('33 read-only', () => {
  it('shows the student words locked, and the marks only with the answer shown', () => {
    const view = renderView(View, { ...base, activity: pets, readOnly: true, response: { inputs: ['cat', 'dgo'] } });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect([...document.querySelectorAll('.spelling__blank--locked')].map((b) => b.textContent)).toEqual(['第1空：cat', '第2空：dgo']);
    expect(document.querySelector('.spelling__result')).toBeNull();
    view.update({ answerShown: true });
    expect([...document.querySelectorAll('.spelling__result')].map((r) => r.className.split('--')[1])).toEqual(['right', 'wrong']);
  });
});
