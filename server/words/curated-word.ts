/**
 * The shape of a curated school word (issue 16) and the two builders its lists are written with:
 * `word(sense, ...)` and `sense(pos, Chinese meaning, English definition, [example, its translation])`.
 * Part of speech numbers are spec 02 §3's enum (1 determiner, 2 adjective, 3 adverb, 4 preposition,
 * 5 conjunction, 6 pronoun, 7 noun, 8 verb, 10 modal verb, 12 exclamation, 13 number).
 */
export interface CuratedSense { pos: number; cn: string; en: string; example: [english: string, chinese: string] }
export interface CuratedWord { senses: CuratedSense[] }

export const word = (...senses: CuratedSense[]): CuratedWord => ({ senses });
export const sense = (pos: number, cn: string, en: string, example: [string, string]): CuratedSense => ({ pos, cn, en, example });
