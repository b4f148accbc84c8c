/** Multi-choice rules shared by text (68) and picture (67) choices (spec 01 §4). */
import { AnswerStatus, type Choice } from '../domain';

/** A question is multi-select when more than one choice is marked correct. */
export const isMultiSelect = (choices: readonly Pick<Choice, 'checked'>[]): boolean =>
  choices.filter((c) => c.checked).length > 1;

/** The board's default title for a choice question (spec 01 §2). */
export const multiChoiceTitle = (choices: readonly Pick<Choice, 'checked'>[]): string =>
  `请选择正确的选项${isMultiSelect(choices) ? '（多选）' : '（单选）'}`;

export interface ChoiceVerdict {
  /** The picked choices, in the order the student sees them; unknown keys are dropped. */
  picked: Choice[];
  /** Single select needs one pick; multi select needs more than one. */
  fulfilled: boolean;
  /** The picks equal the set of checked choices exactly: no subset, no superset. */
  correct: boolean;
  multiSelect: boolean;
  status: AnswerStatus;
}

export function judgeChoices(choices: readonly Choice[], selectedKeys: readonly string[]): ChoiceVerdict {
  const selected = new Set(selectedKeys);
  const picked = choices.filter((c) => selected.has(c.key));
  const multiSelect = isMultiSelect(choices);
  const fulfilled = multiSelect ? picked.length > 1 : picked.length >= 1;
  const pickedUnknownKey = picked.length !== selected.size;
  const correct = !pickedUnknownKey && choices.every((c) => c.checked === selected.has(c.key));
  return { picked, fulfilled, correct, multiSelect, status: correct ? AnswerStatus.CORRECT : AnswerStatus.ERROR };
}

/**
 * The server's verdict on stored picks (option texts or picture ids): right when they are exactly the
 * checked options, each once. Same rule as judgeChoices, on what an answer record holds.
 */
export function picksAreRight(picked: readonly string[], options: readonly { id: string; checked: boolean }[]): boolean {
  const right = options.filter((o) => o.checked).map((o) => o.id);
  const pickedOnce = new Set(picked);
  return pickedOnce.size === picked.length && picked.length === right.length && right.every((id) => pickedOnce.has(id));
}
