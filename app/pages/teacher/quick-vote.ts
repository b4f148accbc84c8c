/**
 * 新建投票 (issue 36, item 3): a two-to-four option vote typed and started in one step. The draft as the
 * form holds it, its problems in the teacher's words, and the start call's body (plugins/tasks/vote/
 * definition.ts voteTaskSchema).
 */
import type { StartTaskBody } from '@app/client/teacher-calls';
import { folded } from './library-groups';
import { ConsoleText } from './strings';

export const QUICK_VOTE_MIN_OPTIONS = 2;
export const QUICK_VOTE_MAX_OPTIONS = 4;
/** The vote's task type in the start call (spec 02 §3: an interactive task), and its selectType: 1 single, 2 multiple (the app knows the kind only through the registry, so these are copied). */
const VOTE_TASK_TYPE = 2;
const SINGLE = 1;
const MULTIPLE = 2;
const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;

export interface QuickVoteDraft { question: string; options: string[]; multiple: boolean }
/** What is wrong at each field; undefined where nothing is. */
export interface QuickVoteProblems { question: string | undefined; options: (string | undefined)[] }

export const blankQuickVote = (): QuickVoteDraft => ({ question: '', options: Array.from({ length: QUICK_VOTE_MIN_OPTIONS }, () => ''), multiple: false });

/** The option's letter, as the student sees it beside the option. */
export const optionKey = (index: number): string => OPTION_KEYS[index] ?? String(index + 1);

/** Each field's problem: a blank question or option, or an option the same as one above it (after trimming, in any case or width). */
export function quickVoteProblems(draft: QuickVoteDraft): QuickVoteProblems {
  const seen = new Set<string>();
  const options = draft.options.map((text) => {
    const compared = folded(text.trim());
    if (!compared) return ConsoleText.quickVoteOptionEmpty;
    if (seen.has(compared)) return ConsoleText.quickVoteOptionRepeated;
    seen.add(compared);
    return undefined;
  });
  return { question: draft.question.trim() ? undefined : ConsoleText.quickVoteQuestionEmpty, options };
}

export const hasProblems = (problems: QuickVoteProblems) => problems.question !== undefined || problems.options.some((problem) => problem !== undefined);

/** The start call's whole task: the question is both the task's title and the vote's. */
export function quickVoteTask(draft: QuickVoteDraft): StartTaskBody {
  const title = draft.question.trim();
  const options = draft.options.map((text, index) => ({ key: optionKey(index), text: text.trim() }));
  return { title, taskType: VOTE_TASK_TYPE, interactiveTask: { voteTask: { title, selectType: draft.multiple ? MULTIPLE : SINGLE, records: [], options } } };
}
