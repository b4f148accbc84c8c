// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../shared-view/view-harness';
import { fruitColour, thingsThatFly } from './fixtures';
import { parseMultiChoiceText } from './parse';
import View from './View';

afterEach(cleanup);

const fruit = parseMultiChoiceText(fruitColour);
const fly = parseMultiChoiceText(thingsThatFly);
const base = { completed: false, readOnly: false, response: undefined };
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const checkedNames = (role: 'radio' | 'checkbox') =>
  screen
    .getAllByRole(role)
    .filter((el) => el.getAttribute('aria-checked') === 'true')
    .map((el) => el.textContent);

describe('68 single select', () => {
  it('shows the stem with its highlight run and line break, and a radio group named by the stem', () => {
    renderView(View, { ...base, activity: fruit });
    const group = screen.getByRole('radiogroup');
    const stem = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    expect(stem?.textContent).toBe('What colour is a banana?Choose one.');
    expect(stem?.querySelectorAll('.rich-text__line')).toHaveLength(2);
    expect(within(stem as HTMLElement).getByText('banana').tagName).toBe('MARK');
    // The stem picture is the player's (its board shows it with the full-screen viewer), not the renderer's.
    expect(screen.queryByRole('img')).toBeNull();
    expect(within(group).getAllByRole('radio').map((r) => r.textContent?.slice(1))).toEqual(fruit.choice.map((c) => c.text));
    expect(within(group).getAllByRole('radio').map((r) => r.textContent?.[0])).toEqual(['A', 'B', 'C']);
  });

  it('a tap picks one option, another tap moves the pick, tapping the pick again empties it', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fruit });
    expect(checkedNames('radio')).toEqual([]);

    await user.click(option('Yellow'));
    expect(view.calls.at(-1)).toEqual({ selected: ['A'] });
    expect(option('Yellow').getAttribute('aria-checked')).toBe('true');

    await user.click(option('Blue'));
    expect(view.calls.at(-1)).toEqual({ selected: ['B'] });
    expect(option('Yellow').getAttribute('aria-checked')).toBe('false');
    expect(option('Blue').getAttribute('aria-checked')).toBe('true');

    await user.click(option('Blue'));
    expect(view.calls.at(-1)).toEqual({ selected: [] });
    expect(checkedNames('radio')).toEqual([]);
  });

  it('completed with a wrong pick: the correct option and the wrong pick are marked, and nothing toggles any more', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fruit, completed: true, response: { selected: ['B'] } });
    expect(option('Yellow').getAttribute('aria-checked')).toBe('false');
    expect(option('Yellow').className).toContain('choice--correct');
    expect(within(option('Yellow')).getByText('正确答案')).toBeTruthy();
    expect(option('Blue').getAttribute('aria-checked')).toBe('true');
    expect(option('Blue').className).toContain('choice--wrong');
    expect(within(option('Blue')).getByText('选错了')).toBeTruthy();
    expect(option('Purple').className).toContain('choice--none');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true']);

    await user.click(option('Purple'));
    await user.click(option('Blue'));
    expect(view.calls).toEqual([]);
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([option('Blue')]);
  });

  it('completed with the right pick: only the correct option is marked', () => {
    renderView(View, { ...base, activity: fruit, completed: true, response: { selected: ['A'] } });
    expect(screen.getAllByRole('radio').map((r) => r.className.replace('choice choice--', ''))).toEqual(
      fruit.choice.map((c) => (c.checked ? 'correct' : 'none')),
    );
    expect(screen.queryByText('选错了')).toBeNull();
  });

  it('turns from answering to completed when the player completes the question', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fruit });
    await user.click(option('Purple'));
    expect(option('Purple').className).toContain('choice--selected');
    view.update({ completed: true });
    expect(option('Purple').className).toContain('choice--wrong');
    expect(option('Yellow').className).toContain('choice--correct');
  });

  it('arrow keys move the focus between options', async () => {
    const user = userEvent.setup();
    renderView(View, { ...base, activity: fruit });
    const radios = screen.getAllByRole('radio');
    radios[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radios[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(radios[2]);
    await user.keyboard(' ');
    expect(radios[2]?.getAttribute('aria-checked')).toBe('true');
  });
});

describe('68 multi select', () => {
  it('is a group of checkboxes taking several picks, kept in display order; emptying reports an empty list', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fly });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('group')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);

    await user.click(box('a kite'));
    await user.click(box('a bird'));
    const order = fly.choice.map((c) => c.key);
    expect(view.calls.at(-1)?.selected).toEqual(order.filter((k) => k === 'A' || k === 'C'));
    expect(box('a kite').getAttribute('aria-checked')).toBe('true');
    expect(box('a bird').getAttribute('aria-checked')).toBe('true');

    await user.click(box('a fish'));
    expect(view.calls.at(-1)?.selected).toHaveLength(3);
    await user.click(box('a fish'));
    await user.click(box('a kite'));
    await user.click(box('a bird'));
    expect(view.calls.at(-1)).toEqual({ selected: [] });
    expect(checkedNames('checkbox')).toEqual([]);
  });

  it('completed: both correct options marked, the missed one included, the wrong pick crossed', () => {
    renderView(View, { ...base, activity: fly, completed: true, response: { selected: ['A', 'B'] } });
    expect(box('a bird').className).toContain('choice--correct');
    expect(box('a kite').className).toContain('choice--correct');
    expect(box('a kite').getAttribute('aria-checked')).toBe('false');
    expect(box('a fish').className).toContain('choice--wrong');
    expect(box('a stone').className).toContain('choice--none');
  });
});

describe('68 read-only review', () => {
  it('shows the student picks locked, and the answer only while the answer toggle is on', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fruit, readOnly: true, answerShown: false, response: { selected: ['C'] } });
    expect(option('Purple').className).toContain('choice--selected');
    expect(screen.queryByText('正确答案')).toBeNull();
    expect(screen.queryByText('选错了')).toBeNull();
    await user.click(option('Yellow'));
    expect(view.calls).toEqual([]);

    view.update({ answerShown: true });
    expect(option('Yellow').className).toContain('choice--correct');
    expect(option('Purple').className).toContain('choice--wrong');

    view.update({ answerShown: false });
    expect(screen.queryByText('正确答案')).toBeNull();
  });
});
