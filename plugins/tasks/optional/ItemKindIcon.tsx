/**
 * The icon of an optional task's item by its kind (the kind's plugin draws it: TaskPlugin.icon): line
 * drawings in the brand colour, so they look the same on every phone (emoji fonts differ, and some
 * webviews have none). A kind without one shows a plain square.
 */
const NO_ICON = 'M4 4h16v16H4z';

export function ItemKindIcon({ path }: { path: string | undefined }) {
  return (
    <svg className="optional__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={path ?? NO_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
