/**
 * What the dictionary never shows a child (issue 32, item 3): ECDICT and WordNet are general
 * dictionaries, with slurs, obscenities and slang among their senses ("tom" opened on an ethnic slur).
 * scripts/build-dictionary.ts drops, before anything is written:
 * - a word whose everyday use is a swear word or a slur (UNSAFE_WORDS), with its forms;
 * - an English definition marked offensive, derogatory, a slur, vulgar, obscene or slang (WordNet's
 *   labels), and a WordNet example taken from such a sense;
 * - a Chinese meaning marked as slang, vulgar or derogatory (ECDICT's [俚] <粗> (贬) ... labels), or
 *   naming a sexual act or a swear word (UNSAFE_CHINESE).
 * child-safe.test.ts checks the whole built dictionary against these lists.
 */

/** Words left out whole: swear words, slurs and sexual slang, however innocent a rare sense of them. */
export const UNSAFE_WORDS: ReadonlySet<string> = new Set([
  'arse', 'arsehole', 'ass', 'asshole', 'bastard', 'bitch', 'bitchy', 'bollocks', 'boner', 'bugger', 'bullshit', 'butthole',
  'chink', 'coon', 'crap', 'crappy', 'cunt', 'dago', 'damn', 'dammit', 'darkie', 'darky', 'dick', 'dickhead', 'dildo', 'dyke',
  'fag', 'faggot', 'fuck', 'fucker', 'fucking', 'goddamn', 'gook', 'greaser', 'gringo', 'homo', 'honky', 'horny', 'jap', 'kike',
  'motherfucker', 'negro', 'nigga', 'nigger', 'paki', 'piss', 'porn', 'porno', 'prick', 'pussy', 'queer', 'redneck', 'retard',
  'shit', 'shitty', 'slut', 'spic', 'tit', 'tits', 'titty', 'tranny', 'twat', 'wank', 'wanker', 'wetback', 'whore', 'wop',
]);

/** WordNet's labels of a sense not for children, in an English definition or gloss. */
const UNSAFE_ENGLISH = /\b(?:slur|offensive (?:slang|term|terms|name|names|word|words|way)|derogatory|disparaging|obscene|vulgar|slang)\b/i;

/** ECDICT's labels of slang, vulgar, derogatory or contemptuous use, in any of its brackets: [俚] <美俚> (贬) [蔑] <粗>. */
const UNSAFE_LABEL = /[[<(（][^\]>)）]*[俚粗贬蔑][^\]>)）]*[\]>)）]/;

/** Chinese meanings a child's dictionary does not give (sexual acts, prostitution, swearing). */
export const UNSAFE_CHINESE = ['性交', '交媾', '嫖', '妓', '淫', '鸡奸', '他妈', '杂种', '混帐', '婊', '荡妇', '黑鬼'];

/** Whether an English definition or gloss is labelled offensive, derogatory, a slur, vulgar, obscene or slang. */
export const isUnsafeEnglish = (text: string): boolean => UNSAFE_ENGLISH.test(text);

/** Whether one Chinese meaning is labelled slang, vulgar or derogatory, or names what UNSAFE_CHINESE lists. */
export const isUnsafeChinese = (meaning: string): boolean => UNSAFE_LABEL.test(meaning) || UNSAFE_CHINESE.some((term) => meaning.includes(term));

/** Whether a sentence uses a word of UNSAFE_WORDS. */
export const usesUnsafeWord = (sentence: string): boolean => (sentence.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => UNSAFE_WORDS.has(word));

/**
 * One ECDICT line of meanings ("n. 雄性动物, 雄猫") without its unsafe meanings, or '' when none is
 * left. Meanings are separated by commas or semicolons, ASCII or Chinese.
 */
export function safeMeaningLine(line: string): string {
  const match = /^([a-z]+\.\s*)?(.*)$/s.exec(line)!;
  const [label = '', rest = ''] = [match[1], match[2]];
  const kept = (rest.match(/[^,，;；]+[,，;；]?\s*/g) ?? []).filter((meaning) => !isUnsafeChinese(meaning));
  const text = kept.join('').replace(/[,，;；]?\s*$/, '');
  return text ? `${label}${text}` : '';
}
