/**
 * The task library as the console shows it (issue 35): the server's own tasks first, then one group per
 * content pack in the order the server lists them, filtered by what the teacher typed.
 */
import type { LibraryTask } from '@core/contract';

export interface PackGroup { id: string; title: string; tasks: LibraryTask[] }
export interface LibraryGroups { own: LibraryTask[]; packs: PackGroup[] }

/**
 * Text as it is compared: NFKC folds the full-width letters and digits a Chinese input method types
 * (ｕｎｉｔ ２) into plain ones, then case is ignored.
 */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The tasks whose title, or whose pack's title, holds the search (all of them when it is blank), grouped. */
export function groupLibrary(tasks: readonly LibraryTask[], search: string): LibraryGroups {
  const wanted = folded(search.trim());
  const matches = (task: LibraryTask) => !wanted || folded(task.title).includes(wanted) || (task.pack !== undefined && folded(task.pack.title).includes(wanted));
  const own: LibraryTask[] = [];
  const packs = new Map<string, PackGroup>();
  for (const task of tasks.filter(matches)) {
    if (!task.pack) own.push(task);
    else {
      const group = packs.get(task.pack.id) ?? { id: task.pack.id, title: task.pack.title, tasks: [] };
      group.tasks.push(task);
      packs.set(task.pack.id, group);
    }
  }
  return { own, packs: [...packs.values()] };
}

export const isEmptyLibrary = ({ own, packs }: LibraryGroups) => own.length === 0 && packs.length === 0;
