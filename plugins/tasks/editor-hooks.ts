/** Hooks every kind's editor may use (issue 36): a change made from the draft as it is, and a focus that waits for the change. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The editor's change: from the draft as it is when the change lands, not as it was when the render that
 * made the change began. An upload answers after the teacher may have typed on: a change from the draft
 * of its render would undo what was typed. Two changes in one event both count, too.
 */
export function useDraftChange<T>(draft: T, onChange: (draft: T) => void): (edit: (draft: T) => T) => void {
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  return useCallback(
    (edit: (draft: T) => T) => {
      latest.current = edit(latest.current);
      onChange(latest.current);
    },
    [onChange],
  );
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href]';

/** The first of the elements by `ids` that can take the focus: itself, or the first focusable inside it. */
function focusable(ids: readonly string[]): HTMLElement | undefined {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.matches(FOCUSABLE)) return element;
    const inside = element.querySelector<HTMLElement>(FOCUSABLE);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * Focuses the first of the given ids that can take it once the change being made is on screen (a new
 * item's field, a moved item's button): the host renders the new draft after the click, so the element
 * may not exist yet when the click is handled.
 */
export function useFocusSoon(): (...ids: string[]) => void {
  // A new array each time: the effect runs once per request, after the render it waits for.
  const [ids, setIds] = useState<readonly string[]>();
  useEffect(() => {
    if (ids) focusable(ids)?.focus();
  }, [ids]);
  return useCallback((...wanted: string[]) => setIds(wanted), []);
}
