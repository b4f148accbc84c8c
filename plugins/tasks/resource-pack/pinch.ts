/**
 * Pinch zoom of a full-screen picture (issue 14), as plain arithmetic the viewer applies: two fingers
 * moving apart scale the picture by the ratio of their distances, between 1× and 4×.
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export interface Point { x: number; y: number }

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The zoom after a pinch that began at `startZoom` with the fingers `startDistance` apart and now `nowDistance` apart. */
export function pinchZoom(startZoom: number, startDistance: number, nowDistance: number): number {
  if (startDistance <= 0) return startZoom;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (startZoom * nowDistance) / startDistance));
}

/** A double tap (or the keyboard's +) toggles between the whole picture and 2×. */
export const toggledZoom = (zoom: number): number => (zoom > MIN_ZOOM ? MIN_ZOOM : 2);
