import type { Choice, NormalisedActivityBase } from '@core/domain';

/** A multiple-choice question with picture options (type 67): every choice has a pictureUrl. */
export interface MultiChoicePictureActivity extends NormalisedActivityBase<67> {
  choice: (Choice & { pictureId: string; pictureUrl: string })[];
  multiSelect: boolean;
}

/** The keys ("A", "B", ...) of the options the student picked. */
export interface ChoiceResponse { selected: string[] }

/** The answer record's variant for a picture choice (spec 01 §3): the picked picture ids. */
export interface MultiChoiceQuestionAnswer {
  correct: boolean;
  /** Single choice: the picked picture id. */
  answerType?: number;
  answer?: string;
  /** Several picks: the picked picture ids. */
  answers?: string[];
}

// The answer record and the served comprehension learn this type's parts here (core/domain).
declare module '@core/domain' {
  interface AnswerVariants { multiChoiceQuestion: MultiChoiceQuestionAnswer }
  interface ServedComprehension {
    multiChoicePicture?: { audioId?: string; text?: string; choice: Record<string, { pictureId: string; checked: boolean; text?: string }> };
  }
}
