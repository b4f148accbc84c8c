import type { ActivityViewProps } from '@core/registry';
import { LevelBadge } from '../shared-view/LevelBadge';
import { RecordButton } from '../shared-view/RecordButton';
import { ScoredText, type ScoredWord } from '../shared-view/ScoredText';
import type { ReadingScore } from '@core/domain';
import type { OralReadingActivity, OralReadingResponse } from './model';
import './oral-reading.css';

/**
 * Read aloud (11): the text to read and the record button the player drives. Once scored, the text
 * shows each word coloured by its pronunciation score (the result view's rule; the read-only view's
 * rule in review), and a tapped word opens its phonemes with their scores. The level badge shows
 * while the player holds it.
 */
export default function OralReadingView(props: ActivityViewProps<OralReadingActivity, OralReadingResponse>) {
  const { activity, response, completed, readOnly, speech } = props;
  const score = response?.score;
  return (
    <section className="speech oral-reading">
      {score ? (
        <ScoredText sentence={activity.spokenText} words={readingWords(score)} view={readOnly ? 'readOnly' : 'result'} overall={score.score.overall} />
      ) : (
        <p className="speech__text">{activity.stem.text}</p>
      )}
      <LevelBadge level={speech?.badge} />
      {speech && !completed && !readOnly && (
        <div className="speech__record">
          <RecordButton speech={speech} />
        </div>
      )}
    </section>
  );
}

/** The scorer's words as the renderer shows them: syllables flattened into one phoneme list. */
function readingWords(score: ReadingScore): ScoredWord[] {
  return score.words.map((word) => ({
    word: word.content,
    score: word.score.pronunciation,
    ...(word.ipa_content ? { ipa: word.ipa_content } : {}),
    phonemes: (word.syllable ?? []).flatMap((s) => s.phonemes),
  }));
}
