/**
 * The drag-drop screen (issue 14, /drag-drop): the frame picture with its drop zones, a tray of cards,
 * and 提交. A card is dragged with a finger or the mouse (pointer events; the card does not scroll the
 * page) and snaps into the zone it is dropped on or near; dropped elsewhere it goes back to the tray.
 * Without dragging: tap or press a card to select it, then a zone (or 放回卡片区); each move is read
 * out. Once the teacher has ended the task (`review`), the zones show right and wrong, and a wrong
 * zone the cards it accepts: from the grade, since the student's copy of the task has no answer key.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { TaskViewProps } from '@core/registry/task-plugin';
import { draftPlacements, place, samePlacements, trayCards, unplace, zoneAt, zoneOf, type ZoneBox } from './board';
import { dragDropResult, placementsOf, type Card, type DragDrop, type DragDropGrade, type DragDropResult, type Placements } from './definition';
import { DragDropText } from './strings';
import './drag-drop.css';

/** How far (px) a pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 6;

interface Drag { cardId: string; pointerId: number; startX: number; startY: number; x: number; y: number; moved: boolean }

export default function DragDropView({ task, submitted, savedOnDevice = false, submitting, onSubmit, review, draft }: TaskViewProps<DragDrop, DragDropResult>) {
  const grade = review as DragDropGrade | undefined;
  // Work not yet handed in (kept on the phone) comes back over the last result; the review shows the result.
  const [placements, setPlacements] = useState<Placements>(() => (review === undefined ? draftPlacements(task, draft?.read()) : undefined) ?? placementsOf(submitted));
  // Each move is kept as a draft; the host clears it once the placements are handed in.
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) draft?.save({ placements });
  }, [placements, draft]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [drag, setDrag] = useState<Drag | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const zoneElements = useRef(new Map<string, HTMLElement>());
  // A press on a card is handled when the pointer lifts: a tap selects, a drag places. The click that
  // may follow (a mouse's does; a finger's may not, after touch-action none) is then not a second tap.
  // It is ignored for that button for a moment only, so it cannot eat the next real tap.
  const swallowClick = useRef<{ button: EventTarget | null; until: number }>({ button: null, until: 0 });

  const cardById = new Map(task.cards.map((card) => [card.id, card]));
  const nameOf = (cardId: string) => cardName(cardById.get(cardId));
  const labelOf = (zoneId: string) => task.zones.find((zone) => zone.id === zoneId)?.label ?? String(task.zones.findIndex((zone) => zone.id === zoneId) + 1);
  const locked = grade !== undefined;

  const putInZone = (cardId: string, zoneId: string) => {
    changed.current = true;
    setPlacements((now) => place(now, cardId, zoneId));
    setSelected(undefined);
    setAnnouncement(DragDropText.placed(nameOf(cardId), labelOf(zoneId)));
  };
  const backToTray = (cardId: string) => {
    changed.current = true;
    setPlacements((now) => unplace(now, cardId));
    setSelected(undefined);
    setAnnouncement(DragDropText.returned(nameOf(cardId)));
  };
  /** A click on a card (Enter/Space, or a press the pointer handlers did not see), at the event's time. */
  const clickCard = (cardId: string, event: { currentTarget: EventTarget | null; timeStamp: number }) => {
    // The button the pointer handlers just handled (it may show another card now, after a swap).
    if (event.currentTarget === swallowClick.current.button && event.timeStamp < swallowClick.current.until) return;
    tapCard(cardId);
  };
  const tapCard = (cardId: string) => {
    // A placed card tapped while another is chosen: the chosen one takes its place.
    const placedIn = zoneOf(placements, cardId);
    if (placedIn && selected && selected !== cardId) {
      putInZone(selected, placedIn);
      return;
    }
    const next = selected === cardId ? undefined : cardId;
    setSelected(next);
    setAnnouncement(next ? DragDropText.selected(nameOf(next)) : '');
  };
  /**
   * An empty place: the chosen card goes in, and the focus with it (the place's button gives way to
   * the card, so a keyboard or screen reader would otherwise be left at the top of the page).
   */
  const tapZone = (zoneId: string) => {
    if (!selected) return;
    putInZone(selected, zoneId);
    requestAnimationFrame(() => zoneElements.current.get(zoneId)?.querySelector<HTMLElement>('button')?.focus());
  };

  const onPointerDown = (cardId: string) => (event: ReactPointerEvent<HTMLElement>) => {
    if (locked || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ cardId, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY, moved: false });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const moved = drag.moved || Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) > DRAG_THRESHOLD;
    setDrag({ ...drag, x: event.clientX, y: event.clientY, moved });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(undefined);
    swallowClick.current = { button: event.currentTarget, until: event.timeStamp + 500 };
    if (!drag.moved) {
      tapCard(drag.cardId);
      return;
    }
    const boxes: ZoneBox[] = [...zoneElements.current].map(([zoneId, element]) => {
      const rect = element.getBoundingClientRect();
      return { zoneId, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    });
    const zoneId = zoneAt(boxes, event.clientX, event.clientY);
    if (zoneId) putInZone(drag.cardId, zoneId);
    else if (zoneOf(placements, drag.cardId)) backToTray(drag.cardId);
  };
  const cardHandlers = (cardId: string) => ({
    onPointerDown: onPointerDown(cardId),
    onPointerMove,
    onPointerUp,
    onPointerCancel: () => setDrag(undefined),
    onClick: (event: { currentTarget: EventTarget | null; timeStamp: number }) => (locked ? undefined : clickCard(cardId, event)),
  });

  const unchanged = submitted !== undefined && samePlacements(placements, placementsOf(submitted));
  const draggedCard = drag?.moved ? cardById.get(drag.cardId) : undefined;
  const aspectRatio = task.frame.aspectRatio ?? 4 / 3;

  return (
    <section className="drag-drop" aria-label={task.title}>
      <h2 className="drag-drop__title" lang="en">{task.title}</h2>
      {grade && <p className="drag-drop__score" role="status">{DragDropText.score(grade.correct, grade.total)}</p>}
      <div className={`drag-drop__board${locked ? ' drag-drop__board--review' : ''}`} role="group" aria-label={DragDropText.board} style={{ aspectRatio }}>
        <img className="drag-drop__frame" src={task.frame.passthroughCapture} alt="" draggable={false} />
        {task.zones.map((zone, index) => {
          const cardId = placements[zone.id];
          const label = zone.label ?? String(index + 1);
          const verdict = grade?.zones.find((z) => z.zoneId === zone.id);
          const state = verdict ? (verdict.right ? ' drag-drop__zone--right' : ' drag-drop__zone--wrong') : '';
          return (
            <div
              key={zone.id}
              ref={(element) => {
                if (element) zoneElements.current.set(zone.id, element);
                else zoneElements.current.delete(zone.id);
              }}
              className={`drag-drop__zone${cardId ? ' drag-drop__zone--filled' : ''}${state}`}
              style={{ left: `${zone.x * 100}%`, top: `${zone.y * 100}%`, width: `${zone.width * 100}%`, height: `${zone.height * 100}%` }}
            >
              {cardId ? (
                // A filled place is its card: one target, not a card over a place's button (a finger or
                // a pointer could only hit the card, issue 18). With another card chosen, it goes here.
                <CardFace
                  card={cardById.get(cardId)}
                  label={DragDropText.zoneWith(label, nameOf(cardId))}
                  className={`drag-drop__card drag-drop__card--placed${selected === cardId ? ' drag-drop__card--selected' : ''}`}
                  pressed={selected === cardId}
                  disabled={locked}
                  {...cardHandlers(cardId)}
                />
              ) : (
                <button type="button" className="drag-drop__zone-button" disabled={locked} aria-label={DragDropText.emptyZone(label)} onClick={() => tapZone(zone.id)}>
                  <span className="drag-drop__zone-label" aria-hidden="true">{label}</span>
                </button>
              )}
              {verdict && (
                <span className="drag-drop__verdict">
                  {verdict.right ? DragDropText.right : DragDropText.wrong}
                  {!verdict.right && <span className="drag-drop__answer">{DragDropText.answer(verdict.accepts.map((id) => nameOf(id)).join(' / '))}</span>}
                </span>
              )}
            </div>
          );
        })}
      </div>

      {!locked && (
        <div className="drag-drop__tray" role="group" aria-label={DragDropText.tray}>
          <p className="drag-drop__hint">{DragDropText.trayHint}</p>
          <div className="drag-drop__cards">
            {trayCards(task.cards, placements).map((card) => (
              <CardFace key={card.id} card={card} className={`drag-drop__card${selected === card.id ? ' drag-drop__card--selected' : ''}`} pressed={selected === card.id} {...cardHandlers(card.id)} />
            ))}
          </div>
          {selected && zoneOf(placements, selected) && (
            <button type="button" className="button button--ghost" onClick={() => backToTray(selected)}>
              {DragDropText.backToTray}
            </button>
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {draggedCard && drag && (
        <div className="drag-drop__ghost" style={{ left: drag.x, top: drag.y }} aria-hidden="true">
          <CardContent card={draggedCard} />
        </div>
      )}

      {!locked && (
        <>
          {submitted !== undefined && <p className="drag-drop__done" role="status">{savedOnDevice ? DragDropText.savedOnDevice : DragDropText.submitted}</p>}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={Object.keys(placements).length === 0 || submitting || unchanged}
            onClick={() => onSubmit(dragDropResult(placements))}
          >
            {submitted === undefined ? DragDropText.submit : DragDropText.resubmit}
          </button>
        </>
      )}
    </section>
  );
}

const cardName = (card: Card | undefined): string => card?.text ?? DragDropText.pictureCard;

type CardFaceProps = {
  card: Card | undefined;
  /** The name when it is not the card's own (a placed card: the place and the card). */
  label?: string;
  className: string;
  pressed: boolean;
  disabled?: boolean;
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
  onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  onClick(event: { timeStamp: number }): void;
};

/** A card: a button that can be dragged, or pressed to select it. */
function CardFace({ card, label, className, pressed, disabled, ...handlers }: CardFaceProps) {
  if (!card) return null;
  return (
    <button type="button" className={className} aria-label={label} aria-pressed={pressed} disabled={disabled} data-card={card.id} {...handlers}>
      <CardContent card={card} />
    </button>
  );
}

function CardContent({ card }: { card: Card }) {
  return (
    <>
      {card.image && <img className="drag-drop__card-picture" src={card.image} alt={card.text ? '' : DragDropText.pictureCard} draggable={false} />}
      {card.text && <span lang="en">{card.text}</span>}
    </>
  );
}
