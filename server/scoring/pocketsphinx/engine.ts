/**
 * The reference scoring engine: pocketsphinx forced alignment and phone loop in worker processes,
 * features per phone and utterance, a fitted model to 0-100 scores. Replies in the shapes of
 * docs/CONTENT-FORMAT.md (oral reading: ReadingScore; sentence completion: CompletionScore).
 *
 * Bad input is refused with a reason: empty or unparseable text, text with no known words, audio that
 * is not WAV, empty, shorter than 0.3 s, longer than 60 s, or silent. Audio at another sample rate or
 * with two channels is mixed to mono and resampled to 16 kHz, and its quiet lead-in and tail are trimmed
 * (engine-audio.ts).
 */
import type { CompletionScore, ReadingScore } from '@core/domain';
import { ScoringError, type EngineWorkers, type ScoringEngine, type ScoringRequest } from '../engine';
import { ARPABET_IPA, pronounce, wordsOf } from '../lexicon';
import { audioForEngine } from './engine-audio';
import { utteranceFeatures } from './features';
import { loadModel, modelForText, overallScore, shownPhoneScores, utteranceParts, type ScoringModel } from './model';
import type { WorkerPool } from './worker-pool';

export class PocketsphinxEngine implements ScoringEngine {
  readonly name = 'pocketsphinx';

  constructor(private readonly pool: WorkerPool, private readonly model: ScoringModel = loadModel()) {}

  async score(request: ScoringRequest): Promise<ReadingScore | CompletionScore> {
    const words = wordsOf(request.text);
    if (words.length === 0) throw new ScoringError('BAD_TEXT', '录音文本为空 (the text has no words)');
    const pronunciations = await Promise.all(words.map((w) => pronounce(w.word)));
    const known = pronunciations.filter((p): p is string[] => p !== undefined && p.length > 0);
    if (known.length === 0) throw new ScoringError('BAD_TEXT', 'none of the words of the text has a known pronunciation');

    const pcm = audioForEngine(request.wav);
    const reply = await this.pool.align(pcm, known);
    const features = utteranceFeatures(reply, known);

    // Scores per word, in the order of the text; words without a pronunciation score 0.
    const model = modelForText(this.model, known.length);
    const { words: wordScores, parts, quality } = utteranceParts(model, features, pronunciations);
    const scored = words.map((w, i) => {
      const shown = shownPhoneScores(model, wordScores[i]!);
      const phonemes = wordScores[i]!.phones.map((p, j) => ({ ipa: ARPABET_IPA[p.phone] ?? p.phone.toLowerCase(), score: shown[j]! }));
      return { ...w, score: wordScores[i]!.score, phonemes, ipa: phonemes.map((p) => p.ipa).join('') };
    });
    const { pronunciation, completeness, fluency } = parts;
    const overall = Math.round(overallScore(model, parts, quality));

    if (request.scorerType === 4) {
      return {
        overall,
        integrity: completeness,
        word_score: scored.map((w) => ({ type: w.fill ? 2 : 1, score: w.score, word: w.word })),
      } satisfies CompletionScore;
    }
    return {
      score: { overall, pronunciation, fluency },
      words: scored.map((w) => ({
        content: w.word,
        ipa_content: w.ipa,
        score: { pronunciation: w.score },
        // The engine does not split words into syllables: one syllable holds the word's phonemes.
        syllable: [{ phonemes: w.phonemes }],
      })),
      sub_score: { overall, word_score: pronunciation },
      question_type: 1,
    } satisfies ReadingScore;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  workers(): EngineWorkers {
    return this.pool.state();
  }
}
