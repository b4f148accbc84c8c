import type { Choice, NormalisedActivityBase } from '@core/domain';

/** A multiple-choice question with picture options (type 67): every choice has a pictureUrl. */
export interface MultiChoicePictureActivity extends NormalisedActivityBase<67> {
  choice: (Choice & { pictureId: string; pictureUrl: string })[];
  multiSelect: boolean;
}

/** The keys ("A", "B", ...) of the options the student picked. */
export interface ChoiceResponse { selected: string[] }
