/**
 * The frame picture with its zones, drawn on it (issue 36). With a mouse or a finger (pointer events on
 * the board, captured so a drag may leave it): press and drag on the picture draws a zone, a zone
 * dragged moves, its corner dot dragged resizes it. By keyboard: each zone is a button; arrows move it,
 * Shift+arrows resize it, Delete or Backspace removes it, and 添加区域 puts one in the middle. The box
 * arithmetic is zones.ts's; a gesture shows its box here and changes the task once, on release.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { addZone, changeZone, MAX_ZONES, removeZone, zoneName } from './editing';
import type { DragDrop, DropZone } from './definition';
import { DragDropEditorText as Text } from './strings';
import { arrowDelta, boxFromPoints, centredBox, moveBox, percent, pointIn, resizeBox, type Box, type Point } from './zones';

/** How far (px) a press must travel to draw or drag: less is a tap (it selects, or clears the selection). */
const DRAG_THRESHOLD = 4;

/** A press on the board: where it started (as a fraction, and on the page), on which zone, and whether it has travelled. */
interface Gesture { kind: 'draw' | 'move' | 'resize'; pointerId: number; start: Point; client: Point; zone?: DropZone; moved: boolean }

interface ZoneBoardProps {
  task: DragDrop;
  onChange(task: DragDrop): void;
  /** Says a change politely to a screen reader. */
  announce(message: string): void;
}

export function ZoneBoard({ task, onChange, announce }: ZoneBoardProps) {
  const hintId = useId();
  const board = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const gesture = useRef<Gesture | undefined>(undefined);
  const [drawn, setDrawn] = useState<{ zoneId?: string; box: Box }>();
  const [selectedId, setSelectedId] = useState<string>();
  // Where the focus goes once the change has rendered: a new zone, or 添加区域 after a removal.
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    (target === '' ? addButton.current : board.current?.querySelector<HTMLElement>(`[data-zone="${target}"] button`))?.focus();
  });

  const nameOf = (zoneId: string) => {
    const index = task.zones.findIndex((zone) => zone.id === zoneId);
    return index === -1 ? '' : zoneName(task.zones[index]!, index);
  };
  const add = (box: Box) => {
    const added = addZone(task, box);
    onChange(added.task);
    setSelectedId(added.zoneId);
    focusNext.current = added.zoneId;
    announce(Text.added(String(added.task.zones.length)));
  };
  const remove = (zoneId: string) => {
    const index = task.zones.findIndex((zone) => zone.id === zoneId);
    const next = task.zones[index + 1] ?? task.zones[index - 1];
    onChange(removeZone(task, zoneId));
    setSelectedId(next?.id);
    focusNext.current = next?.id ?? '';
    announce(Text.deleted(nameOf(zoneId)));
  };
  const reshape = (zoneId: string, box: Box, how: 'move' | 'resize') => {
    onChange(changeZone(task, zoneId, box));
    announce(how === 'move' ? Text.moved(nameOf(zoneId), percent(box.x), percent(box.y)) : Text.resized(nameOf(zoneId), percent(box.width), percent(box.height)));
  };

  const pointOf = (event: PointerEvent) => pointIn(board.current!.getBoundingClientRect(), event.clientX, event.clientY);
  const boxOf = (now: Gesture, to: Point): Box => {
    const [dx, dy] = [to.x - now.start.x, to.y - now.start.y];
    if (now.kind === 'move') return moveBox(now.zone!, dx, dy);
    if (now.kind === 'resize') return resizeBox(now.zone!, dx, dy);
    return boxFromPoints(now.start, to);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.target as Element;
    const zoneId = target.closest('[data-zone]')?.getAttribute('data-zone') ?? undefined;
    const zone = task.zones.find((z) => z.id === zoneId);
    if (!zone && task.zones.length >= MAX_ZONES) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const kind = !zone ? 'draw' : target.closest('[data-handle]') ? 'resize' : 'move';
    gesture.current = { kind, pointerId: event.pointerId, start: pointOf(event), client: { x: event.clientX, y: event.clientY }, moved: false, ...(zone ? { zone } : {}) };
    if (zone) {
      setSelectedId(zone.id);
      board.current?.querySelector<HTMLElement>(`[data-zone="${zone.id}"] button`)?.focus();
    }
  };
  const travelled = (now: Gesture, event: PointerEvent) => Math.hypot(event.clientX - now.client.x, event.clientY - now.client.y) > DRAG_THRESHOLD;
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const now = gesture.current;
    if (!now || now.pointerId !== event.pointerId) return;
    now.moved ||= travelled(now, event);
    if (!now.moved) return;
    setDrawn({ ...(now.zone ? { zoneId: now.zone.id } : {}), box: boxOf(now, pointOf(event)) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const now = gesture.current;
    if (!now || now.pointerId !== event.pointerId) return;
    gesture.current = undefined;
    setDrawn(undefined);
    if (!now.moved && !travelled(now, event)) {
      if (now.kind === 'draw') setSelectedId(undefined);
      return;
    }
    const box = boxOf(now, pointOf(event));
    if (now.kind === 'draw') add(box);
    else reshape(now.zone!.id, box, now.kind);
  };
  const onPointerCancel = () => {
    gesture.current = undefined;
    setDrawn(undefined);
  };

  const onZoneKey = (zone: DropZone) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(zone.id);
      return;
    }
    const delta = arrowDelta(event.key);
    if (!delta) return;
    // The arrows would scroll the page otherwise.
    event.preventDefault();
    if (event.shiftKey) reshape(zone.id, resizeBox(zone, delta.x, delta.y), 'resize');
    else reshape(zone.id, moveBox(zone, delta.x, delta.y), 'move');
  };

  const selected = task.zones.find((zone) => zone.id === selectedId);
  return (
    <div className="drag-drop-editor__board-area">
      <p id={hintId} className="drag-drop-editor__hint">{Text.boardHint}</p>
      <div
        ref={board}
        className="drag-drop-editor__board"
        role="group"
        aria-label={Text.board}
        aria-describedby={hintId}
        style={{ aspectRatio: task.frame.aspectRatio ?? 4 / 3 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <img className="drag-drop-editor__frame" src={task.frame.passthroughCapture} alt="" draggable={false} onLoad={(event) => readAspectRatio(event.currentTarget)} />
        {task.zones.map((zone, index) => (
          <ZoneBox key={zone.id} zone={zone} box={drawn?.zoneId === zone.id ? drawn.box : zone} name={zoneName(zone, index)} selected={zone.id === selectedId} hintId={hintId} onFocus={() => setSelectedId(zone.id)} onKeyDown={onZoneKey(zone)} />
        ))}
        {drawn && drawn.zoneId === undefined && <div className="drag-drop-editor__drawing" style={boxStyle(drawn.box)} aria-hidden="true" />}
      </div>
      <div className="drag-drop-editor__tools">
        <button ref={addButton} type="button" className="button button--ghost" disabled={task.zones.length >= MAX_ZONES} onClick={() => add(centredBox())}>{Text.addZone}</button>
        {selected && <button type="button" className="button button--ghost" onClick={() => remove(selected.id)}>{Text.deleteZone(nameOf(selected.id))}</button>}
      </div>
    </div>
  );

  /**
   * A new picture's own shape, so the board (and the student's) keeps it before the picture loads. A
   * stored one is kept: a picture without a size of its own (an SVG) would report a made-up one.
   */
  function readAspectRatio(image: HTMLImageElement) {
    if (task.frame.aspectRatio !== undefined || image.naturalWidth <= 0 || image.naturalHeight <= 0) return;
    const aspectRatio = Math.round(Math.min(5, Math.max(0.2, image.naturalWidth / image.naturalHeight)) * 10_000) / 10_000;
    onChange({ ...task, frame: { ...task.frame, aspectRatio } });
  }
}

const boxStyle = (box: Box) => ({ left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` });

interface ZoneBoxProps { zone: DropZone; box: Box; name: string; selected: boolean; hintId: string; onFocus(): void; onKeyDown(event: KeyboardEvent): void }

/** One zone: a button to focus and move by keys, and the corner dot a pointer resizes it by. */
function ZoneBox({ zone, box, name, selected, hintId, onFocus, onKeyDown }: ZoneBoxProps) {
  return (
    <div data-zone={zone.id} className={`drag-drop-editor__zone${selected ? ' drag-drop-editor__zone--selected' : ''}`} style={boxStyle(box)}>
      <button type="button" className="drag-drop-editor__zone-button" aria-label={Text.zone(name)} aria-describedby={hintId} onFocus={onFocus} onKeyDown={onKeyDown}>
        <span aria-hidden="true">{name}</span>
      </button>
      <span data-handle className="drag-drop-editor__handle" aria-hidden="true" />
    </div>
  );
}
