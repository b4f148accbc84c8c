/**
 * The reading task's drawing tools (spec 02 §4, §9): the tool state (1 eraser, 2 pen, 3 colour board,
 * or none), pen sizes 2, 5, 10, 15 (default 2), eraser sizes 10, 20, 40, 80 (default 5, as the spec
 * says, though 5 is not among its choices), and seven colours. Pure: the fabric layer reads these.
 */
export const DrawingTool = { NONE: 0, ERASER: 1, PEN: 2, COLOUR_BOARD: 3 } as const;
export type DrawingTool = (typeof DrawingTool)[keyof typeof DrawingTool];

export const PEN_SIZES = [2, 5, 10, 15] as const;
export const DEFAULT_PEN_SIZE = 2;
export const ERASER_SIZES = [10, 20, 40, 80] as const;
export const DEFAULT_ERASER_SIZE = 5;

/** Seven colours (ours: the spec gives the count only), each with its name for screen readers. */
export const DRAWING_COLOURS = [
  { value: '#e53935', name: '红色' },
  { value: '#fb8c00', name: '橙色' },
  { value: '#fdd835', name: '黄色' },
  { value: '#43a047', name: '绿色' },
  { value: '#1e88e5', name: '蓝色' },
  { value: '#8e24aa', name: '紫色' },
  { value: '#212121', name: '黑色' },
] as const;
export const DEFAULT_COLOUR = DRAWING_COLOURS[0].value;

/** What the fabric brush draws with now: the pen in its colour and size, or the eraser in its size. */
export interface Brush { erasing: boolean; colour: string; width: number }

export interface DrawingState { tool: DrawingTool; penSize: number; eraserSize: number; colour: string }

export const INITIAL_DRAWING: DrawingState = { tool: DrawingTool.PEN, penSize: DEFAULT_PEN_SIZE, eraserSize: DEFAULT_ERASER_SIZE, colour: DEFAULT_COLOUR };

/** The brush of a state: the eraser while it is the tool, the pen otherwise (the colour board keeps the pen). */
export function brushOf(state: DrawingState): Brush {
  return state.tool === DrawingTool.ERASER ? { erasing: true, colour: 'rgba(0, 0, 0, 0.25)', width: state.eraserSize } : { erasing: false, colour: state.colour, width: state.penSize };
}

/**
 * Where a stroke goes when the page changes width (a phone turned, a window resized): the text reflows
 * with the width, so strokes scale with it and keep their place relative to the text.
 */
export function relaidStroke(stroke: { left: number; top: number; scaleX: number; scaleY: number }, oldWidth: number, newWidth: number) {
  const factor = oldWidth > 0 ? newWidth / oldWidth : 1;
  return { left: stroke.left * factor, top: stroke.top * factor, scaleX: stroke.scaleX * factor, scaleY: stroke.scaleY * factor };
}

/**
 * The strokes kept as a draft on the phone (issue 32, item 12): fabric's plain objects of each stroke
 * (pen and eraser alike), and the page width they were drawn at, so they scale to the page when read back.
 */
export interface SavedStrokes { width: number; strokes: Record<string, unknown>[] }

/** Saved strokes from a draft read back unchecked, if they look like strokes (fabric paths). */
export function savedStrokesOf(draft: unknown): SavedStrokes | undefined {
  const saved = (draft as { strokes?: Partial<SavedStrokes> } | undefined)?.strokes;
  if (!saved || typeof saved.width !== 'number' || saved.width <= 0 || !Array.isArray(saved.strokes)) return undefined;
  const strokes = saved.strokes.filter((stroke): stroke is Record<string, unknown> => typeof stroke === 'object' && stroke !== null && (stroke as { type?: unknown }).type === 'Path');
  return strokes.length > 0 ? { width: saved.width, strokes } : undefined;
}
