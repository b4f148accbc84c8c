/**
 * The answer definitions of the activity types that take answers, one line each: the pure list the
 * server checks submissions with. Writing evaluation (1500) is parsed but takes no answers here.
 */
import type { ActivityAnswerDefinition } from '@core/registry/answer-definition';
import { multiChoiceTextAnswer } from './multi-choice-text/definition';
import { multiChoicePictureAnswer } from './multi-choice-picture/definition';
import { oralReadingAnswer } from './oral-reading/definition';
import { spellingAnswer } from './spelling/definition';
import { sentenceCompletionAnswer } from './sentence-completion/definition';
// new-plugin: definitions above this line

export const activityAnswerDefinitions: readonly ActivityAnswerDefinition[] = [
  multiChoiceTextAnswer,
  multiChoicePictureAnswer,
  oralReadingAnswer,
  spellingAnswer,
  sentenceCompletionAnswer,
  // new-plugin: definition list above this line
];
