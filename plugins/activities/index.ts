/**
 * The activity plugins, one line each. Adding a type = one folder + one line here
 * (`npm run new-plugin -- <folder-name> <type-number>` does both).
 */
import { ActivityRegistry } from '@core/registry';
import { multiChoiceTextPlugin } from './multi-choice-text';
import { multiChoicePicturePlugin } from './multi-choice-picture';
import { oralReadingPlugin } from './oral-reading';
import { spellingPlugin } from './spelling';
import { sentenceCompletionPlugin } from './sentence-completion';
import { writingEvaluationPlugin } from './writing-evaluation';
// new-plugin: imports above this line

/** Builds a registry holding every activity plugin. */
export function createActivityRegistry(): ActivityRegistry {
  return new ActivityRegistry()
    .register(multiChoiceTextPlugin)
    .register(multiChoicePicturePlugin)
    .register(oralReadingPlugin)
    .register(spellingPlugin)
    .register(sentenceCompletionPlugin)
    .register(writingEvaluationPlugin)
    // new-plugin: registrations above this line
    ;
}

/** The registry the app and the scripts share. */
export const activityRegistry = createActivityRegistry();
