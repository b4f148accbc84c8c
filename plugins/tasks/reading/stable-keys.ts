/**
 * Keys for a list that has no ids of its own (a reading task's records), moved along with the entries
 * the editor moves: a moved block keeps its element, so the button pressed keeps the keyboard's focus.
 * A list changed from outside (another draft loaded) gets new keys.
 */
import { useState } from 'react';

let lastKey = 0;
const freshKeys = (count: number) => Array.from({ length: count }, () => ++lastKey);

export function useStableKeys(count: number) {
  const [keys, setKeys] = useState(() => freshKeys(count));
  // Adjusting state while rendering (React's pattern for a prop that changed): only when the count differs.
  if (keys.length !== count) setKeys(freshKeys(count));
  return {
    keyAt: (index: number) => keys[index] ?? -index - 1,
    /** Mirrors a change of the list: `change` gets the keys and a maker of a new key. */
    change: (change: (keys: number[], fresh: () => number) => number[]) => setKeys(change(keys, () => ++lastKey)),
  };
}
