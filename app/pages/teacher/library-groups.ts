/**
 * The task library as the console shows it: the teacher's own tasks (issue 36), the school's tasks other
 * teachers shared, the server's own tasks, then one group per content pack in the order the server lists
 * them (issue 35); every section filtered by what the teacher typed.
 */
import type { LibraryTask } from '@core/contract';

export interface PackGroup { id: string; title: string; tasks: LibraryTask[] }
export interface LibraryGroups { mine: LibraryTask[]; shared: LibraryTask[]; server: LibraryTask[]; packs: PackGroup[] }

/**
 * Text as it is compared: NFKC folds the full-width letters and digits a Chinese input method types
 * (ｕｎｉｔ ２) into plain ones, then case is ignored.
 */
export const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** Which section a task belongs in: one's own first, so a shared task of one's own stays under 我的任务. */
function sectionOf(task: LibraryTask): 'mine' | 'shared' | 'server' | 'pack' {
  if (task.mine) return 'mine';
  if (task.shared) return 'shared';
  return task.pack ? 'pack' : 'server';
}

/**
 * The tasks whose title, pack's title or (a shared task) owner's name holds the search, all of them when
 * it is blank, by section.
 */
export function groupLibrary(tasks: readonly LibraryTask[], search: string): LibraryGroups {
  const wanted = folded(search.trim());
  const matches = (task: LibraryTask) => !wanted || [task.title, task.pack?.title, task.owner?.name].some((text) => text !== undefined && folded(text).includes(wanted));
  const groups: LibraryGroups = { mine: [], shared: [], server: [], packs: [] };
  const packs = new Map<string, PackGroup>();
  for (const task of tasks.filter(matches)) {
    const section = sectionOf(task);
    if (section !== 'pack') groups[section].push(task);
    else if (task.pack) {
      const group = packs.get(task.pack.id) ?? { id: task.pack.id, title: task.pack.title, tasks: [] };
      group.tasks.push(task);
      packs.set(task.pack.id, group);
    }
  }
  return { ...groups, packs: [...packs.values()] };
}

export const isEmptyLibrary = ({ mine, shared, server, packs }: LibraryGroups) => mine.length + shared.length + server.length + packs.length === 0;

/** A kind the teacher can make from 新建任务: its name and icon (an SVG path in a 24×24 box, when it has one). */
export interface NewTaskKind { kind: string; label: string; icon?: string | undefined }

/** The part of a task plugin 新建任务 reads. */
interface KindPlugin { kind: string; title: string; label?: string; icon?: string; loadEditor?: unknown }

/** A pencil, the exercise's icon (the plugins draw their own). */
const EXERCISE_ICON = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';

/** The kinds whose plugin has an editor, in the registry's order, then the exercise (no task plugin: its editor is the console's). */
export function newTaskKinds(plugins: readonly KindPlugin[], exerciseLabel: string): NewTaskKind[] {
  const withEditor = plugins.filter((plugin) => plugin.loadEditor !== undefined).map((plugin) => ({ kind: plugin.kind, label: plugin.label ?? plugin.title, icon: plugin.icon }));
  return [...withEditor, { kind: 'exercise', label: exerciseLabel, icon: EXERCISE_ICON }];
}
