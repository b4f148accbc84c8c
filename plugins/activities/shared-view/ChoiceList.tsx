import type { KeyboardEvent, ReactNode } from 'react';
import type { Choice } from '@core/domain';
import { choiceLetter, choiceMark, toggleChoice, type ChoiceMark } from './choice-select';
import { ViewText } from './strings';
import './shared-view.css';

export interface ChoiceListProps<C extends Choice> {
  choices: readonly C[];
  multiSelect: boolean;
  selected: readonly string[];
  /** Called with the new picks; an emptied selection is reported as an empty list. */
  onChange(selected: string[]): void;
  /** No more toggling: a completed question, or read-only review. */
  locked: boolean;
  /** Mark the correct choices and the wrong picks. */
  reveal: boolean;
  /** id of the element naming the group (the stem), else the group is named '选项'. */
  labelledBy?: string;
  layout: 'text' | 'picture';
  /** The body of one choice (its text, or its picture). */
  renderChoice(choice: C, letter: string): ReactNode;
}

const MARK_TEXT: Partial<Record<ChoiceMark, string>> = { correct: ViewText.correctChoice, wrong: ViewText.wrongChoice };
const MARK_ICON: Partial<Record<ChoiceMark, string>> = { correct: '✓', wrong: '✗' };

/**
 * The options of a choice question (67, 68) as one radio group (single select) or checkbox group
 * (multi select). Every option is a button at least 44 px high; arrow keys move between them.
 */
export function ChoiceList<C extends Choice>(props: ChoiceListProps<C>) {
  const { choices, multiSelect, selected, onChange, locked, reveal, labelledBy, layout, renderChoice } = props;
  const order = choices.map((c) => c.key);
  return (
    <div
      className={`choice-list choice-list--${layout}`}
      role={multiSelect ? 'group' : 'radiogroup'}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': ViewText.choices })}
      onKeyDown={moveFocus}
    >
      {choices.map((choice, position) => {
        const picked = selected.includes(choice.key);
        const mark = choiceMark(choice.checked, picked, reveal);
        const letter = choiceLetter(position);
        return (
          <button
            key={choice.key}
            type="button"
            className={`choice choice--${mark}`}
            role={multiSelect ? 'checkbox' : 'radio'}
            aria-checked={picked}
            aria-disabled={locked || undefined}
            data-choice-key={choice.key}
            onClick={() => {
              if (!locked) onChange(toggleChoice(order, selected, choice.key, multiSelect));
            }}
          >
            <span className="choice__letter" aria-hidden="true">
              {letter}
            </span>
            <span className="choice__body">{renderChoice(choice, letter)}</span>
            {MARK_ICON[mark] && (
              <span className="choice__mark">
                <span aria-hidden="true">{MARK_ICON[mark]}</span>
                <span className="visually-hidden">{MARK_TEXT[mark]}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/** Arrow keys move the focus to the next or previous option, wrapping round. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
  if (step === 0) return;
  const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.choice')];
  const at = options.findIndex((option) => option === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  options[(at + step + options.length) % options.length]?.focus();
}
