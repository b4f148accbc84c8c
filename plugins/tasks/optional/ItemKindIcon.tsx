/**
 * The icon of an optional task's item by its kind (spec 02 §2: 1 reading, 2 vote, 3 resource pack, 4
 * drag-drop): line drawings in the brand colour, so they look the same on every phone (emoji fonts
 * differ, and some webviews have none).
 */
import { OptionalTaskKind } from '@core/domain';

const PATHS: Record<OptionalTaskKind, string> = {
  // An open book.
  [OptionalTaskKind.READING]: 'M12 6C10 4.5 7 4 3 4v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zm0 0v14',
  // A ballot going into a box.
  [OptionalTaskKind.VOTE]: 'M4 12h16v8H4zM8 12V4h8v8M10 8l1.5 1.5L14 7',
  // A parcel.
  [OptionalTaskKind.RESOURCE_PACK]: 'M3 7.5 12 3l9 4.5-9 4.5-9-4.5zM3 7.5V17l9 4.5 9-4.5V7.5M12 12v9.5',
  // A card moved onto a target.
  [OptionalTaskKind.DRAG_DROP]: 'M3 3h7v7H3zM14 14h7v7h-7zM6.5 13v3.5a1 1 0 0 0 1 1H11M9 15l2 2.5-2 2.5',
};

export function ItemKindIcon({ type }: { type: OptionalTaskKind }) {
  return (
    <svg className="optional__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
