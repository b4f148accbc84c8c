/**
 * A picture full screen (issue 14): pinch with two fingers to zoom (1× to 4×), drag with one to move
 * about when zoomed, double-tap to toggle 2×; the page behind does not scroll. 关闭, Escape or a tap on
 * the backdrop close it. The arithmetic is in pinch.ts.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { distance, MIN_ZOOM, pinchZoom, toggledZoom, type Point } from './pinch';
import { ResourcePackText } from './strings';

interface View { zoom: number; x: number; y: number }
const WHOLE: View = { zoom: MIN_ZOOM, x: 0, y: 0 };
const DOUBLE_TAP_MS = 300;

export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose(): void }) {
  const [view, setView] = useState<View>(WHOLE);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ view: View; distance: number; origin: Point } | null>(null);
  const lastTap = useRef(0);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === '+' || event.key === '=') setView((now) => ({ ...now, zoom: toggledZoom(now.zoom) }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Every gesture starts from the view and the fingers as they are now.
  const begin = (current: View) => {
    const [a, b] = [...pointers.current.values()];
    gesture.current = { view: current, distance: a && b ? distance(a, b) : 0, origin: a ?? { x: 0, y: 0 } };
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLImageElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin(view);
    const now = performance.now();
    if (pointers.current.size === 1 && now - lastTap.current < DOUBLE_TAP_MS) setView((v) => (v.zoom > MIN_ZOOM ? WHOLE : { ...v, zoom: toggledZoom(v.zoom) }));
    lastTap.current = now;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLImageElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    const start = gesture.current;
    if (a && b) setView({ ...start.view, zoom: pinchZoom(start.view.zoom, start.distance, distance(a, b)) });
    else if (a && start.view.zoom > MIN_ZOOM) setView({ ...start.view, x: start.view.x + a.x - start.origin.x, y: start.view.y + a.y - start.origin.y });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLImageElement>) => {
    pointers.current.delete(event.pointerId);
    begin(view);
  };

  return (
    <div className="resource-viewer" role="dialog" aria-modal="true" aria-label={alt || ResourcePackText.picture} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <img
        className="resource-viewer__picture"
        src={src}
        alt={alt}
        draggable={false}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <button ref={closeButton} type="button" className="resource-viewer__close" onClick={onClose}>
        {ResourcePackText.close}
      </button>
    </div>
  );
}
