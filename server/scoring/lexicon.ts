/**
 * Words to phones: CMUdict (npm `cmu-pronouncing-dictionary`) first, eSpeak NG's IPA for words it
 * lacks (names, new words), and IPA for every ARPAbet phone so replies can show phonemes.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dictionary } from 'cmu-pronouncing-dictionary';

const exec = promisify(execFile);

/** The 39 ARPAbet phones of the acoustic model, with their IPA. */
export const ARPABET_IPA: Record<string, string> = {
  AA: 'ɑ', AE: 'æ', AH: 'ʌ', AO: 'ɔ', AW: 'aʊ', AY: 'aɪ', B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', EH: 'ɛ', ER: 'ɝ', EY: 'eɪ',
  F: 'f', G: 'ɡ', HH: 'h', IH: 'ɪ', IY: 'i', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ', OW: 'oʊ', OY: 'ɔɪ', P: 'p',
  R: 'ɹ', S: 's', SH: 'ʃ', T: 't', TH: 'θ', UH: 'ʊ', UW: 'u', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};

/** IPA (as eSpeak writes it) back to ARPAbet; longest symbols first. */
const IPA_TO_ARPABET: [string, string][] = ([
  ['aɪ', 'AY'], ['aʊ', 'AW'], ['eɪ', 'EY'], ['oʊ', 'OW'], ['əʊ', 'OW'], ['ɔɪ', 'OY'], ['tʃ', 'CH'], ['dʒ', 'JH'], ['ɪə', 'IH'], ['eə', 'EH'], ['ʊə', 'UH'],
  ['ɑ', 'AA'], ['ɒ', 'AA'], ['æ', 'AE'], ['ʌ', 'AH'], ['ə', 'AH'], ['ɐ', 'AH'], ['ɚ', 'ER'], ['ɜ', 'ER'], ['ɝ', 'ER'], ['ɔ', 'AO'], ['ɛ', 'EH'], ['e', 'EH'],
  ['ɪ', 'IH'], ['ᵻ', 'IH'], ['i', 'IY'], ['ʊ', 'UH'], ['u', 'UW'], ['o', 'OW'], ['a', 'AE'],
  ['b', 'B'], ['d', 'D'], ['ð', 'DH'], ['f', 'F'], ['ɡ', 'G'], ['g', 'G'], ['h', 'HH'], ['k', 'K'], ['l', 'L'], ['m', 'M'], ['n', 'N'], ['ŋ', 'NG'],
  ['p', 'P'], ['ɹ', 'R'], ['r', 'R'], ['s', 'S'], ['ʃ', 'SH'], ['t', 'T'], ['ɾ', 'T'], ['θ', 'TH'], ['v', 'V'], ['w', 'W'], ['j', 'Y'], ['z', 'Z'], ['ʒ', 'ZH'],
] as [string, string][]).toSorted((a, b) => b[0].length - a[0].length);

export function ipaToArpabet(ipa: string): string[] {
  const phones: string[] = [];
  const text = ipa.replace(/[ˈˌːˑ.‿\-\s]/g, '');
  for (let at = 0; at < text.length; ) {
    const match = IPA_TO_ARPABET.find(([symbol]) => text.startsWith(symbol, at));
    if (match) {
      phones.push(match[1]);
      at += match[0].length;
    } else at += 1; // a symbol with no counterpart (a glottal stop): skip it
  }
  return phones;
}

/** The words of a sentence, lower case, letters and apostrophes only. Square brackets mark fill words. */
export function wordsOf(text: string): { word: string; fill: boolean }[] {
  return [...text.matchAll(/\[([^\]]*)\]|([A-Za-z][A-Za-z']*)/g)].flatMap((m): { word: string; fill: boolean }[] => {
    if (m[1] !== undefined) return [...m[1].matchAll(/[A-Za-z][A-Za-z']*/g)].map((w) => ({ word: w[0].toLowerCase(), fill: true }));
    return [{ word: m[2]!.toLowerCase(), fill: false }];
  });
}

const espeakCache = new Map<string, string[] | undefined>();

async function espeakPhones(word: string): Promise<string[] | undefined> {
  if (espeakCache.has(word)) return espeakCache.get(word);
  let phones: string[] | undefined;
  try {
    const { stdout } = await exec('espeak-ng', ['-q', '--ipa', '-v', 'en-us', '--', word]);
    phones = ipaToArpabet(stdout.trim());
    if (phones.length === 0) phones = undefined;
  } catch {
    phones = undefined;
  }
  espeakCache.set(word, phones);
  return phones;
}

/** The ARPAbet phones of a word (stress marks dropped), or undefined when neither source knows it. */
export async function pronounce(word: string): Promise<string[] | undefined> {
  // A word of the text read aloud ('constructor', 'valueOf') must not find Object.prototype's members.
  const entry = Object.hasOwn(dictionary, word) ? (dictionary as Record<string, string>)[word] : undefined;
  if (entry) return entry.split(' ').map((p) => p.replace(/\d/g, ''));
  return espeakPhones(word);
}
