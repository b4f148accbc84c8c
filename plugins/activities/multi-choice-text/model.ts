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

/** The answer record's variant for a text choice (spec 01 §3): the picked options' texts. */
export interface MultiChoiceTextAnswer { correct: boolean; answers: string[] }

// The answer record and the served comprehension learn this type's parts here (core/domain).
declare module '@core/domain' {
  interface AnswerVariants { multiChoiceText: MultiChoiceTextAnswer }
  interface ServedComprehension {
    multiChoiceText?: {
      pictureId?: string; audioId?: string; stemTexts?: string[]; text?: string;
      choice: Record<string, { text: string; checked: boolean }>;
    };
  }
}
