/**
 * What is wrong with the task the teacher is writing, in their words, and where: the title (the host's
 * own field), the kind's content (checked by its definition, as the server will), an exercise's episodes,
 * and the server's refusal of a save.
 */
import { ApiError } from '@core/services/api/api-service';
import { ApiMessages } from '@core/services/api/messages';
import type { EditedTask, EditorProblem, TaskDefinition } from '@core/registry/task-plugin';
import { checkedTaskKind } from '@plugins/tasks/task-body';
import { chineseProblem } from './problem-words';
import { EditorText, ExerciseText } from './strings';

export const TITLE_MAX = 200;
export const EXERCISE_EPISODES_MAX = 20;
/** The path of the title in a save's body, as the server names it. */
export const TITLE_PATH = 'title';
export const EPISODES_PATH = 'episodeIds';

/** The title's problem, as the server's check (trimmed, 1–200 characters) would find it. */
export function titleProblem(title: string): string | undefined {
  const length = [...title.trim()].length;
  if (length === 0) return chineseProblem('Too small: expected string to have >=1 characters');
  if (length > TITLE_MAX) return chineseProblem(`Too big: expected string to have <=${TITLE_MAX} characters`);
  return undefined;
}

/** The first problem of a kind's task, by its definition (the server's check), in Chinese. */
export function kindProblem(task: EditedTask, definition: TaskDefinition): EditorProblem | undefined {
  const checked = checkedTaskKind(task, [definition]);
  return 'problem' in checked ? { path: checked.problem.path, message: chineseProblem(checked.problem.message) } : undefined;
}

/** An exercise's problem: 1 to 20 episodes. */
export function exerciseProblem(task: EditedTask): EditorProblem | undefined {
  const count = task.episodeIds?.length ?? 0;
  if (count === 0) return { path: EPISODES_PATH, message: ExerciseText.needOne };
  if (count > EXERCISE_EPISODES_MAX) return { path: EPISODES_PATH, message: ExerciseText.tooMany(EXERCISE_EPISODES_MAX) };
  return undefined;
}

/**
 * A refused save as the editor shows it: a 400's message names the field (`body.interactiveTask.voteTask
 * .options[1].text: Too small...`), shown at that field; '' for a refusal of the whole (not yours, gone,
 * too large, the network), shown above the form. `retry` says whether the same attempt may be sent again
 * as it is (no answer came, or the first is still running): then it keeps its Idempotency-Key.
 */
export function refusalOf(error: unknown): EditorProblem & { retry: boolean } {
  if (!(error instanceof ApiError)) return { path: '', message: EditorText.saveFailed, retry: false };
  if (error.isNetworkError) return { path: '', message: ApiMessages.networkFailed, retry: true };
  if (error.status === 400) {
    const named = /^body\.(?:task\.)?([^\s:]*): ([\s\S]*)$/.exec(error.message);
    if (named) return { path: named[1]!, message: chineseProblem(named[2]!), retry: false };
    return { path: '', message: chineseProblem(error.message), retry: false };
  }
  const whole: Record<number, string> = { 403: EditorText.notYours, 404: EditorText.gone, 413: EditorText.tooLarge };
  return { path: '', message: whole[error.status ?? 0] ?? EditorText.saveFailed, retry: error.status === 409 || (error.status ?? 0) >= 500 };
}

/** Whether a problem's path is the kind's content (the kind's editor shows it at its field). */
export const isContentPath = (path: string): boolean => /^(?:interactiveTask|collaborativeLearning|episodeIds)(?:$|[.[])/.test(path);
