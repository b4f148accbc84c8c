import { describe, expect, it } from 'vitest';
import { DRAWING_COLOURS, DrawingTool, ERASER_SIZES, INITIAL_DRAWING, PEN_SIZES, brushOf, relaidStroke, savedStrokesOf } from './drawing';

describe('the reading drawing tools (spec 02 §4, §9)', () => {
  it('has the spec sizes and defaults, and seven colours', () => {
    expect(PEN_SIZES).toEqual([2, 5, 10, 15]);
    expect(ERASER_SIZES).toEqual([10, 20, 40, 80]);
    expect(INITIAL_DRAWING).toMatchObject({ tool: DrawingTool.PEN, penSize: 2, eraserSize: 5 });
    expect(new Set(DRAWING_COLOURS.map((c) => c.value)).size).toBe(7);
  });

  it('draws with the pen in its colour and size, and erases with the eraser in its size', () => {
    const state = { ...INITIAL_DRAWING, colour: '#1e88e5', penSize: 10, eraserSize: 40 };
    expect(brushOf(state)).toEqual({ erasing: false, colour: '#1e88e5', width: 10 });
    expect(brushOf({ ...state, tool: DrawingTool.ERASER })).toMatchObject({ erasing: true, width: 40 });
    // The colour board open keeps the pen.
    expect(brushOf({ ...state, tool: DrawingTool.COLOUR_BOARD })).toEqual({ erasing: false, colour: '#1e88e5', width: 10 });
  });

  it('scales a stroke with the page width, so it stays where it was on the text', () => {
    expect(relaidStroke({ left: 100, top: 40, scaleX: 1, scaleY: 1 }, 400, 200)).toEqual({ left: 50, top: 20, scaleX: 0.5, scaleY: 0.5 });
    expect(relaidStroke({ left: 100, top: 40, scaleX: 1, scaleY: 1 }, 0, 200)).toEqual({ left: 100, top: 40, scaleX: 1, scaleY: 1 });
  });
});

describe('savedStrokesOf (a draft read back, issue 32)', () => {
  it('takes saved pen and eraser paths with the width they were drawn at, and nothing else', () => {
    const path = { type: 'Path', path: [['M', 1, 2]], stroke: '#000', globalCompositeOperation: 'destination-out' };
    expect(savedStrokesOf({ strokes: { width: 320, strokes: [path, { type: 'Rect' }, null] } })).toEqual({ width: 320, strokes: [path] });
    expect(savedStrokesOf({ strokes: { width: 0, strokes: [path] } })).toBeUndefined();
    expect(savedStrokesOf({ strokes: { width: 320, strokes: [] } })).toBeUndefined();
    expect(savedStrokesOf({ placements: {} })).toBeUndefined();
    expect(savedStrokesOf(undefined)).toBeUndefined();
  });
});
