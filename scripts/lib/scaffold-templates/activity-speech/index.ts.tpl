/**
 * 5. The plugin object: type number, folder name, default board title, parse, response schema, grade,
 *    View, its pure definition (`answer`) and the `speech` facet the player's record button and the
 *    answer clip read (the scoring text and the clip's text, from the model). The `declare module`
 *    block gives callers of `registry.get(__TYPE__)` this plugin's own types.
 */
import { z } from '@core/content';
import { readingScoreSchema } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { __camel__Answer } from './definition';
import { grade__Pascal__ } from './grade';
import type { __Pascal__Activity, __Pascal__Response } from './model';
import { parse__Pascal__ } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    __TYPE__: ActivityTypes<__Pascal__Activity, __Pascal__Response, '__camel__'>;
  }
}

export const __camel__Plugin = defineActivity({
  type: __TYPE__,
  name: '__FOLDER__',
  // The board's title when the activity has no instruction of its own. Chinese, as students see it.
  title: () => '请大声朗读',
  parse: parse__Pascal__,
  responseSchema: z.object({ score: readingScoreSchema, audioUri: z.optional(z.string()), receipt: z.optional(z.string()) }),
  grade: grade__Pascal__,
  View: lazyComponent(() => import('./View')),
  answer: __camel__Answer,
  speech: { scoringText: (activity) => activity.readText.trim(), clipText: (activity) => activity.readText },
});

export type { __Pascal__Activity, __Pascal__Response };
