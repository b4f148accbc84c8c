/**
 * The geometry of the zone editor (issue 36) as plain functions: a zone is a box in fractions (0-1) of
 * the frame, as the task stores it, so the editor works the same at any size. Every function keeps the
 * box inside the frame and at least MIN_ZONE_SIZE on each side; the editor only turns pointer and key
 * input into these calls.
 */

export interface Box { x: number; y: number; width: number; height: number }
export interface Point { x: number; y: number }

/**
 * The smallest side of a zone, as a fraction of the frame's side: a tap is not a zone, and a student's
 * finger needs something to aim at (the screen gives each zone's button at least 44 px anyway).
 */
export const MIN_ZONE_SIZE = 0.05;
/** How far one arrow key moves or resizes a zone. */
export const KEY_STEP = 0.02;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Four decimals, as the task stores them: a tenth of a pixel on a 1,000-pixel frame. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const rounded = (box: Box): Box => ({ x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) });

/** A point on the page (clientX, clientY) as a fraction of the frame's box on the page, clamped to the frame. */
export function pointIn(frame: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): Point {
  return {
    x: frame.width > 0 ? clamp((clientX - frame.left) / frame.width, 0, 1) : 0,
    y: frame.height > 0 ? clamp((clientY - frame.top) / frame.height, 0, 1) : 0,
  };
}

/** The box as large as it may be (MIN_ZONE_SIZE to the whole frame) and moved, not shrunk, to lie inside the frame. */
export function clampBox(box: Box): Box {
  const width = clamp(box.width, MIN_ZONE_SIZE, 1);
  const height = clamp(box.height, MIN_ZONE_SIZE, 1);
  return rounded({ x: clamp(box.x, 0, 1 - width), y: clamp(box.y, 0, 1 - height), width, height });
}

/** The box drawn from one corner to the other, in any direction; too small a drag gives the smallest zone. */
export function boxFromPoints(from: Point, to: Point): Box {
  const a = { x: clamp(from.x, 0, 1), y: clamp(from.y, 0, 1) };
  const b = { x: clamp(to.x, 0, 1), y: clamp(to.y, 0, 1) };
  return clampBox({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) });
}

/** The box moved by (dx, dy), its size kept, stopped at the frame's edges. */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** The box resized from its bottom-right corner by (dw, dh): at least the smallest zone, at most to the frame's edge. */
export function resizeBox(box: Box, dw: number, dh: number): Box {
  return rounded({
    ...box,
    width: clamp(box.width + dw, MIN_ZONE_SIZE, 1 - box.x),
    height: clamp(box.height + dh, MIN_ZONE_SIZE, 1 - box.y),
  });
}

/** A new zone in the middle of the frame (the keyboard's way to add one), a fifth of each side. */
export const centredBox = (): Box => ({ x: 0.4, y: 0.4, width: 0.2, height: 0.2 });

/** Which arrow key moves (or, with Shift, resizes) by how much; undefined for other keys. */
export function arrowDelta(key: string): Point | undefined {
  const deltas: Record<string, Point> = { ArrowLeft: { x: -KEY_STEP, y: 0 }, ArrowRight: { x: KEY_STEP, y: 0 }, ArrowUp: { x: 0, y: -KEY_STEP }, ArrowDown: { x: 0, y: KEY_STEP } };
  return deltas[key];
}

/** A fraction as whole percent, for what the editor reads out ("左 20%"). */
export const percent = (fraction: number) => Math.round(fraction * 100);
