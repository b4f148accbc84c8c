// @vitest-environment jsdom
/** The drawing toolbar (spec 02 §4, §9): tools, the colour board, sizes per tool, undo, and the way back to words. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingTool, INITIAL_DRAWING, type DrawingState } from './drawing';
import { DrawingToolbar } from './DrawingToolbar';

afterEach(cleanup);

function Harness({ canUndo = false, onUndo = () => undefined, onLeave = () => undefined, seen }: { canUndo?: boolean; onUndo?(): void; onLeave?(): void; seen(state: DrawingState): void }) {
  const [state, setState] = useState(INITIAL_DRAWING);
  return (
    <DrawingToolbar
      state={state}
      onChange={(next) => {
        seen(next);
        setState(next);
      }}
      canUndo={canUndo}
      onUndo={onUndo}
      onLeave={onLeave}
    />
  );
}

const pressed = (name: string | RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the drawing toolbar', () => {
  it('starts with the pen at size 2 and offers the pen sizes 2, 5, 10, 15', () => {
    render(<Harness seen={() => undefined} />);
    expect(pressed('画笔')).toBe('true');
    const sizes = within(screen.getByRole('group', { name: '粗细' })).getAllByRole('button');
    expect(sizes.map((b) => b.getAttribute('aria-label'))).toEqual(['粗细 2', '粗细 5', '粗细 10', '粗细 15']);
    expect(pressed('粗细 2')).toBe('true');
  });

  it('switches to the eraser with its sizes 10, 20, 40, 80 (default 5, none of them) and back', async () => {
    const seen = vi.fn<(state: DrawingState) => void>();
    render(<Harness seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: '橡皮擦' }));
    expect(pressed('橡皮擦')).toBe('true');
    const sizes = within(screen.getByRole('group', { name: '粗细' })).getAllByRole('button');
    expect(sizes.map((b) => b.getAttribute('aria-label'))).toEqual(['粗细 10', '粗细 20', '粗细 40', '粗细 80']);
    expect(sizes.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    await userEvent.click(screen.getByRole('button', { name: '粗细 40' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ tool: DrawingTool.ERASER, eraserSize: 40, penSize: 2 }));
    await userEvent.click(screen.getByRole('button', { name: '画笔' }));
    expect(pressed('粗细 2')).toBe('true');
  });

  it('opens the colour board with seven colours; a colour chosen goes back to the pen in it', async () => {
    const seen = vi.fn<(state: DrawingState) => void>();
    render(<Harness seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: '颜色' }));
    const colours = within(screen.getByRole('group', { name: '颜色' })).getAllByRole('button');
    expect(colours).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: '蓝色' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ tool: DrawingTool.PEN, colour: '#1e88e5' }));
    expect(screen.queryByRole('group', { name: '颜色' })).toBeNull();
    expect(pressed('画笔')).toBe('true');
  });

  it('undoes only when there is a stroke, and 去查单词 leaves drawing', async () => {
    const onUndo = vi.fn<() => void>();
    const onLeave = vi.fn<() => void>();
    const { rerender } = render(<Harness seen={() => undefined} onUndo={onUndo} onLeave={onLeave} />);
    expect((screen.getByRole('button', { name: '撤销' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Harness seen={() => undefined} canUndo onUndo={onUndo} onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    await userEvent.click(screen.getByRole('button', { name: '去查单词' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
