/**
 * 5. The plugin object: type number, folder name, default board title, parse, response schema,
 *    grade, View and its pure definition (`answer`: the report's label, the answer the server takes).
 *    A type read aloud also declares `speech` (npm run new-plugin -- activity <folder> <type> --speech
 *    writes one). The `declare module` block is what gives callers of `registry.get(__TYPE__)`
 *    this plugin's own types.
 */
import { z } from '@core/content';
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
  title: () => '请完成下面的题目',
  parse: parse__Pascal__,
  responseSchema: z.object({ text: z.string() }),
  grade: grade__Pascal__,
  View: lazyComponent(() => import('./View')),
  answer: __camel__Answer,
});

export type { __Pascal__Activity, __Pascal__Response };
