/** Pure helpers of the kinds' editor forms (issue 36): a list's problem, a field's ties to its problem, moving an item. */
import type { EditorProblem } from '@core/registry/task-plugin';

/** The problem with a list as a whole (too few options), not with an item in it (problemAt finds those too). */
export const problemOfList = (problems: readonly EditorProblem[], path: string): string | undefined => problems.find((problem) => problem.path === path)?.message;

/** The attributes that tie a field to its problem (FieldProblem with `problemId`), for a screen reader. */
export const described = (problemId: string, problem: string | undefined) => ({ 'aria-invalid': !!problem, 'aria-describedby': problem ? problemId : undefined });

/** Moves `list[from]` to `to`, in place (an immer draft); nothing when either is outside the list. */
export function moveItem<T>(list: T[], from: number, to: number): void {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return;
  const [item] = list.splice(from, 1) as [T];
  list.splice(to, 0, item);
}
