/**
 * The pen and eraser over the reading page (spec 02 §4; issue 17): a fabric canvas laid over the whole
 * page, made when the student first goes to draw (fabric is loaded then). While drawing, the finger
 * draws and the page does not scroll (fabric's touch-action none); otherwise the layer lets taps through
 * to the words. The eraser paints transparency (destination-out), so it wipes whatever it crosses. When
 * the page changes size the canvas follows and the strokes scale with the width (drawing.ts). Strokes
 * live in the canvas, so scrolling and a failed upload lose nothing; each change is handed out as saved
 * strokes (the screen keeps them as a draft), and strokes saved before are drawn again when the layer is made.
 */
import { useEffect, useRef } from 'react';
import type { Canvas, FabricObject } from 'fabric';
import { relaidStroke, type Brush, type SavedStrokes } from './drawing';

/** What the screen can ask of the layer. */
export interface DrawingController { undo(): void; strokeCount(): number }

interface DrawingLayerProps {
  /** The element the layer covers (the reading page). */
  page: HTMLElement | null;
  active: boolean;
  brush: Brush;
  onReady(controller: DrawingController): void;
  /** After each stroke or undo, the number of strokes (the undo button needs one). */
  onStrokes(count: number): void;
  /** The browser cannot draw (no canvas, fabric not loaded): the screen says so and leaves drawing. */
  onFailed(): void;
  /** Strokes saved before (a draft), drawn again when the layer is made. */
  saved?: SavedStrokes;
  /** After each stroke or undo, the strokes as they can be saved. */
  onSaved?(saved: SavedStrokes): void;
}

export function DrawingLayer({ page, active, brush, onReady, onStrokes, onFailed, saved, onSaved }: DrawingLayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<Canvas | undefined>(undefined);
  const brushNow = useRef(brush);
  const callbacks = useRef({ onReady, onStrokes, onFailed, onSaved });
  useEffect(() => {
    callbacks.current = { onReady, onStrokes, onFailed, onSaved };
  });
  // Read once, when the layer is made.
  const savedAtStart = useRef(saved);

  // The canvas, made once the page is there: fabric wraps its own element, outside React's.
  useEffect(() => {
    if (!page || !host.current) return;
    const container = host.current;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    import('fabric').then(async ({ Canvas: FabricCanvas, PencilBrush, util }) => {
      if (disposed) return;
      const restored = savedAtStart.current ? await util.enlivenObjects<FabricObject>(savedAtStart.current.strokes).catch(() => []) : [];
      if (disposed) return;
      const element = document.createElement('canvas');
      if (!element.getContext('2d')) throw new Error('no 2d canvas');
      container.append(element);
      const drawing = new FabricCanvas(element, { width: page.scrollWidth, height: page.scrollHeight, isDrawingMode: true, selection: false, enableRetinaScaling: true });
      drawing.freeDrawingBrush = new PencilBrush(drawing);
      canvas.current = drawing;
      applyBrush(drawing, brushNow.current);
      let width = page.scrollWidth;
      const changed = () => {
        callbacks.current.onStrokes(drawing.getObjects().length);
        callbacks.current.onSaved?.({ width, strokes: drawing.getObjects().map((stroke) => stroke.toObject() as Record<string, unknown>) });
      };
      // Strokes of a draft, scaled from the width they were drawn at to the page's now.
      for (const stroke of restored) {
        stroke.set({ ...relaidStroke({ left: stroke.left, top: stroke.top, scaleX: stroke.scaleX, scaleY: stroke.scaleY }, savedAtStart.current?.width ?? width, width), selectable: false, evented: false });
        stroke.setCoords();
        drawing.add(stroke);
      }
      if (restored.length > 0) callbacks.current.onStrokes(restored.length);
      drawing.on('path:created', ({ path }) => {
        // The eraser's path wipes what lies under it, wholly (opaque: destination-out keeps as much of
        // the strokes as the eraser is transparent); while the finger moves it shows as a light grey.
        if (brushNow.current.erasing) path.set({ stroke: '#000', globalCompositeOperation: 'destination-out' });
        path.set({ selectable: false, evented: false });
        drawing.requestRenderAll();
        changed();
      });
      observer = new ResizeObserver(() => {
        const next = { width: page.scrollWidth, height: page.scrollHeight };
        if (next.width !== width) {
          for (const stroke of drawing.getObjects()) {
            stroke.set(relaidStroke({ left: stroke.left, top: stroke.top, scaleX: stroke.scaleX, scaleY: stroke.scaleY }, width, next.width));
            stroke.setCoords();
          }
          width = next.width;
        }
        drawing.setDimensions(next);
        drawing.requestRenderAll();
      });
      observer.observe(page);
      callbacks.current.onReady({
        undo: () => {
          const last = drawing.getObjects().at(-1);
          if (last) drawing.remove(last);
          changed();
        },
        strokeCount: () => drawing.getObjects().length,
      });
    }).catch(() => {
      if (!disposed) callbacks.current.onFailed();
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      void canvas.current?.dispose();
      canvas.current = undefined;
      container.replaceChildren();
    };
  }, [page]);

  useEffect(() => {
    brushNow.current = brush;
    if (canvas.current) applyBrush(canvas.current, brush);
  }, [brush]);

  return <div ref={host} className={`reading__drawing${active ? ' reading__drawing--active' : ''}`} aria-hidden="true" />;
}

function applyBrush(drawing: Canvas, brush: Brush) {
  if (!drawing.freeDrawingBrush) return;
  drawing.freeDrawingBrush.color = brush.colour;
  drawing.freeDrawingBrush.width = brush.width;
}
