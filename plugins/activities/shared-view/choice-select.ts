/** Pure rules of the choice renderers (67, 68): toggling picks and the marks a choice shows. */

/**
 * The picks after a tap on `key`. Single select: the tapped choice replaces the pick, and tapping the
 * picked one again empties it. Multi select: the tapped choice toggles in or out. Picks are kept in
 * the order the choices are shown, so the same set is always the same list.
 */
export function toggleChoice(order: readonly string[], selected: readonly string[], key: string, multiSelect: boolean): string[] {
  const has = selected.includes(key);
  if (!multiSelect) return has ? [] : [key];
  const next = new Set(selected);
  if (has) next.delete(key);
  else next.add(key);
  return order.filter((k) => next.has(k));
}

/**
 * What a choice shows. Before the answer is revealed only the student's pick ('selected'). Once it is
 * (a completed question, or read-only review with the answer shown): every correct choice is
 * 'correct', and a pick that is not correct is 'wrong'.
 */
export type ChoiceMark = 'none' | 'selected' | 'correct' | 'wrong';
export function choiceMark(checked: boolean, picked: boolean, reveal: boolean): ChoiceMark {
  if (!reveal) return picked ? 'selected' : 'none';
  if (checked) return 'correct';
  return picked ? 'wrong' : 'none';
}

/** The letter shown on the n-th choice as displayed (choices are shuffled, so not the served key). */
export const choiceLetter = (position: number): string => String.fromCharCode(65 + position);
