/**
 * The words of a pack a student may tap for their meaning (issue 35: "lookups of every word in the pack
 * resolve"): every English word of its activities' texts and its tasks' parts, looked up as the word lookup
 * would (server/words/dictionary.ts: the curated school list, its names, ECDICT and its forms, and the
 * pack's own glossary.json). A word none of them knows finds nothing when tapped: `npm run content -- check`
 * names each, once, with the first place it occurs, for the content engineer to add to the glossary or reword.
 */
import { regularHeadwords, resolveHeadword } from '../words/dictionary';
import type { CheckedPack } from './pack-check';

export interface UnknownWord { word: string; file: string; path: string }

/** Keys whose strings are not text a student reads: ids, addresses, keys. */
const NOT_TEXT = /(^id$|Id$|^key$|url$|Url$|identifier$|^image$|^passthroughCapture$)/;
const WORD = /[A-Za-z]+(?:'[A-Za-z]+)?/g;

export function unknownWords(pack: CheckedPack): UnknownWord[] {
  const found = new Map<string, UnknownWord>();
  const inGlossary = (word: string) => [word, ...regularHeadwords(word)].some((candidate) => Object.hasOwn(pack.glossary, candidate));
  const visit = (file: string, path: string, value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (NOT_TEXT.test(key) || /^(media\/|\/files\/|https?:)/.test(value)) return;
      // An escaped line break (\\n, spec 01 §3) is a break, not the n of a word.
      for (const [word] of value.replaceAll('\\n', ' ').matchAll(WORD)) {
        const lower = word.toLowerCase();
        if (!found.has(lower) && !resolveHeadword(lower) && !inGlossary(lower)) found.set(lower, { word, file, path });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(file, `${path}[${i}]`, item, key));
    else if (value && typeof value === 'object') for (const [k, item] of Object.entries(value)) visit(file, `${path}.${k}`, item, k);
  };
  for (const episode of pack.episodes) {
    for (const [i, activity] of episode.activities.entries()) visit(`episodes/${episode.id}.json`, `$.activities[${i}].content.comprehension`, activity.content.comprehension);
  }
  for (const task of pack.tasks) visit(`tasks/${task.id}.json`, '$.interactiveTask', task.interactiveTask ?? {});
  return [...found.values()];
}
