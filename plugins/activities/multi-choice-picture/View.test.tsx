// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../shared-view/view-harness';
import { pickFruits, whichIsCat } from './fixtures';
import { parseMultiChoicePicture } from './parse';
import View from './View';

afterEach(cleanup);

const cat = parseMultiChoicePicture(whichIsCat);
const fruits = parseMultiChoicePicture(pickFruits);
const base = { completed: false, readOnly: false, response: undefined };
/** The option showing the picture at `src`. */
const optionOf = (role: 'radio' | 'checkbox', src: string) =>
  screen.getAllByRole(role).find((el) => el.querySelector('img')?.getAttribute('src') === src) as HTMLElement;

describe('67 single select', () => {
  it('shows the stem and one picture per option; alt text is the caption, else 图片 and the shown letter', () => {
    // Served order kept (no shuffle), so the letters are predictable.
    renderView(View, { ...base, activity: parseMultiChoicePicture(whichIsCat, { random: () => 0.99 }) });
    const group = screen.getByRole('radiogroup');
    expect(document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Which one is a cat?');
    const pictures = within(group).getAllByRole('radio').map((r) => r.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('src'))).toEqual(['/media/cat.svg', '/media/dog.svg', '/media/fish.svg']);
    expect(pictures.map((img) => img?.getAttribute('alt'))).toEqual(['cat', '图片B', '图片C']);
    expect(screen.getByRole('radio', { name: /^图片B/ })).toBe(optionOf('radio', '/media/dog.svg'));
  });

  it('letters follow the shuffled display order, not the served keys', () => {
    renderView(View, { ...base, activity: parseMultiChoicePicture(whichIsCat, { random: () => 0 }) });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.querySelector('img')?.getAttribute('src'))).toEqual(['/media/dog.svg', '/media/fish.svg', '/media/cat.svg']);
    expect(radios.map((r) => r.querySelector('.choice__letter')?.textContent)).toEqual(['A', 'B', 'C']);
    expect(radios.map((r) => r.querySelector('img')?.getAttribute('alt'))).toEqual(['图片A', '图片B', 'cat']);
  });

  it('toggles one pick at a time and reports an emptied selection', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: cat });
    await user.click(optionOf('radio', '/media/dog.svg'));
    expect(view.calls.at(-1)).toEqual({ selected: ['B'] });
    await user.click(optionOf('radio', '/media/cat.svg'));
    expect(view.calls.at(-1)).toEqual({ selected: ['A'] });
    expect(optionOf('radio', '/media/dog.svg').getAttribute('aria-checked')).toBe('false');
    await user.click(optionOf('radio', '/media/cat.svg'));
    expect(view.calls.at(-1)).toEqual({ selected: [] });
  });

  it('completed: the cat marked correct, the fish picked wrongly crossed, locked', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: cat, completed: true, response: { selected: ['C'] } });
    expect(optionOf('radio', '/media/cat.svg').className).toContain('choice--correct');
    expect(within(optionOf('radio', '/media/cat.svg')).getByText('正确答案')).toBeTruthy();
    expect(optionOf('radio', '/media/fish.svg').className).toContain('choice--wrong');
    expect(optionOf('radio', '/media/dog.svg').className).toContain('choice--none');
    await user.click(optionOf('radio', '/media/dog.svg'));
    expect(view.calls).toEqual([]);
  });
});

describe('67 multi select', () => {
  it('checkboxes with several picks, in display order', async () => {
    const user = userEvent.setup();
    const view = renderView(View, { ...base, activity: fruits });
    expect(screen.getByRole('group')).toBeTruthy();
    await user.click(optionOf('checkbox', '/media/pear.svg'));
    await user.click(optionOf('checkbox', '/media/apple.svg'));
    const order = fruits.choice.map((c) => c.key);
    expect(view.calls.at(-1)?.selected).toEqual(order.filter((k) => k === 'A' || k === 'C'));
    await user.click(optionOf('checkbox', '/media/pear.svg'));
    expect(view.calls.at(-1)).toEqual({ selected: ['A'] });
  });

  it('read-only: the answer only with the toggle on', () => {
    const view = renderView(View, { ...base, activity: fruits, readOnly: true, response: { selected: ['A', 'B'] } });
    expect(optionOf('checkbox', '/media/car.svg').className).toContain('choice--selected');
    expect(optionOf('checkbox', '/media/pear.svg').className).toContain('choice--none');
    view.update({ answerShown: true });
    expect(optionOf('checkbox', '/media/car.svg').className).toContain('choice--wrong');
    expect(optionOf('checkbox', '/media/pear.svg').className).toContain('choice--correct');
    expect(optionOf('checkbox', '/media/apple.svg').className).toContain('choice--correct');
  });
});
