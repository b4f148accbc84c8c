import { describe, expect, it } from 'vitest';
import { arrowDelta, boxFromPoints, clampBox, KEY_STEP, MIN_ZONE_SIZE, moveBox, pointIn, resizeBox } from './zones';

describe('the zone editor’s geometry (fractions of the frame)', () => {
  it('reads a point on the page as a fraction of the frame, clamped to it', () => {
    const frame = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointIn(frame, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointIn(frame, 20, 400)).toEqual({ x: 0, y: 1 });
  });

  it('draws a zone from two corners, in any direction', () => {
    expect(boxFromPoints({ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 })).toEqual({ x: 0.1, y: 0.2, width: 0.4, height: 0.4 });
    expect(boxFromPoints({ x: 0.5, y: 0.6 }, { x: 0.1, y: 0.2 })).toEqual({ x: 0.1, y: 0.2, width: 0.4, height: 0.4 });
  });

  it('keeps a drawn zone inside the frame', () => {
    expect(boxFromPoints({ x: -0.3, y: 0.5 }, { x: 0.25, y: 1.4 })).toEqual({ x: 0, y: 0.5, width: 0.25, height: 0.5 });
  });

  it('gives too small a drag the smallest zone, moved (not shrunk) to fit at the edge', () => {
    expect(boxFromPoints({ x: 0.3, y: 0.3 }, { x: 0.31, y: 0.3 })).toEqual({ x: 0.3, y: 0.3, width: MIN_ZONE_SIZE, height: MIN_ZONE_SIZE });
    expect(boxFromPoints({ x: 0.99, y: 0.99 }, { x: 1, y: 1 })).toEqual({ x: 0.95, y: 0.95, width: MIN_ZONE_SIZE, height: MIN_ZONE_SIZE });
  });

  it('clamps a box to the frame, its size to the smallest zone and the whole frame', () => {
    expect(clampBox({ x: 0.9, y: -0.1, width: 0.3, height: 2 })).toEqual({ x: 0.7, y: 0, width: 0.3, height: 1 });
    expect(clampBox({ x: 0.5, y: 0.5, width: 0, height: 0.01 })).toEqual({ x: 0.5, y: 0.5, width: MIN_ZONE_SIZE, height: MIN_ZONE_SIZE });
  });

  it('moves a zone, keeping its size, and stops it at the frame’s edges', () => {
    const zone = { x: 0.2, y: 0.2, width: 0.3, height: 0.2 };
    expect(moveBox(zone, 0.1, -0.05)).toEqual({ x: 0.3, y: 0.15, width: 0.3, height: 0.2 });
    expect(moveBox(zone, 0.9, -0.5)).toEqual({ x: 0.7, y: 0, width: 0.3, height: 0.2 });
  });

  it('resizes a zone from its corner, no smaller than the smallest zone and no further than the frame', () => {
    const zone = { x: 0.6, y: 0.5, width: 0.2, height: 0.2 };
    expect(resizeBox(zone, 0.1, -0.05)).toEqual({ x: 0.6, y: 0.5, width: 0.3, height: 0.15 });
    expect(resizeBox(zone, -0.5, 0.9)).toEqual({ x: 0.6, y: 0.5, width: MIN_ZONE_SIZE, height: 0.5 });
    expect(resizeBox(zone, 1, 0)).toEqual({ x: 0.6, y: 0.5, width: 0.4, height: 0.2 });
  });

  it('stores four decimals', () => {
    expect(boxFromPoints({ x: 1 / 3, y: 0 }, { x: 2 / 3, y: 0.5 })).toEqual({ x: 0.3333, y: 0, width: 0.3333, height: 0.5 });
  });

  it('turns the arrow keys into steps, and other keys into nothing', () => {
    expect(arrowDelta('ArrowLeft')).toEqual({ x: -KEY_STEP, y: 0 });
    expect(arrowDelta('ArrowDown')).toEqual({ x: 0, y: KEY_STEP });
    expect(arrowDelta('a')).toBeUndefined();
  });
});
