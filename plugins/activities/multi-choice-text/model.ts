import type { Choice, NormalisedActivityBase } from '@core/domain';

/** A multiple-choice question with text options (type 68). */
export interface MultiChoiceTextActivity extends NormalisedActivityBase<68> {
  /** The options, shuffled on load; `text` may carry `**highlight**` markup, kept in `richText`. */
  choice: Choice[];
  /** More than one option is marked correct. */
  multiSelect: boolean;
}

/** The keys ("A", "B", ...) of the options the student picked. */
export interface ChoiceResponse { selected: string[] }
