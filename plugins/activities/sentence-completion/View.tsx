import type { CompletionScore } from '@core/domain';
import { CompletionWordType } from '@core/domain';
import type { ActivityViewProps } from '@core/registry';
import { LevelBadge } from '../shared-view/LevelBadge';
import { RecordButton } from '../shared-view/RecordButton';
import { ScoredText, type ScoredWord } from '../shared-view/ScoredText';
import { ViewText } from '../shared-view/strings';
import { gappedPieces } from './gaps';
import type { SentenceCompletionActivity, SentenceCompletionResponse } from './model';
import './sentence-completion.css';

/**
 * Sentence completion (30): the sentence with its gaps (the words to supply aloud), the hint, and the
 * record button ('重新朗读' after homework mode's retry was offered). Once scored, the whole sentence
 * shows each word coloured by its score, the filled words underlined; a tapped word opens its score
 * and tier (this scorer gives no phonemes). Read-only with the answer shown adds the full sentence.
 */
export default function SentenceCompletionView(props: ActivityViewProps<SentenceCompletionActivity, SentenceCompletionResponse>) {
  const { activity, response, completed, readOnly, answerShown, speech } = props;
  const score = response?.score;
  const { stem, refText } = activity;
  return (
    <section className="speech completion">
      {score ? (
        <ScoredText sentence={refText} words={completionWords(score)} view={readOnly ? 'readOnly' : 'result'} overall={score.overall} />
      ) : (
        <p className="speech__text">
          {gappedPieces(stem.text ?? refText).map((piece, i) =>
            piece.gap ? (
              <span key={i} className="completion__gap">
                <span className="visually-hidden">{ViewText.fillBlank}</span>
              </span>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </p>
      )}
      {stem.hint && (
        <p className="completion__hint">
          <span className="completion__hint-label">{ViewText.hint}</span>
          {stem.hint}
        </p>
      )}
      {readOnly && answerShown && (
        <p className="completion__answer">
          <span className="completion__hint-label">{ViewText.fullSentence}</span>
          {refText}
        </p>
      )}
      <LevelBadge level={speech?.badge} />
      {speech && !completed && !readOnly && (
        <div className="speech__record">
          <RecordButton speech={speech} rereadLabel />
        </div>
      )}
    </section>
  );
}

function completionWords(score: CompletionScore): ScoredWord[] {
  return score.word_score.map((w) => ({
    word: w.word,
    score: w.score,
    ...(w.type === CompletionWordType.FILL ? { fill: true } : {}),
    ...(w.prompt ? { prompt: w.prompt } : {}),
  }));
}
