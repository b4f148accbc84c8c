// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeStatus } from './RuntimeStatus';

describe('RuntimeStatus', () => {
  it('lists the registered activity types and marks writing evaluation as outside the player', () => {
    render(<RuntimeStatus />);
    const list = screen.getByRole('list', { name: '已注册的题型' });
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['68 · multi-choice-text', '33 · spelling', '1500 · writing-evaluation（不在练习播放器中）']));
  });
});
