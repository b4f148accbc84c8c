/**
 * Hand-made charts of the result pages: the accuracy ring and the per-question-type bars. Each is one
 * image to a screen reader (role="img") whose label says the numbers it draws.
 */
import { evaluationText } from '@app/account';
import { formatDuration, percentOf } from './format';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { OTHER_QUESTION_TYPE, ResultsText } from './strings';
import './charts.css';

/** A question type's name in 各题型答对情况: its plugin's label (spec 01 §3), else 其他题型. */
export const questionTypeName = (type: number): string => activityAnswerDefinitions.find((d) => d.type === type)?.label ?? OTHER_QUESTION_TYPE;

const RING_RADIUS = 52;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The band's colour: green from 80, amber from 60, orange below. */
function bandOf(accuracy: number): 'high' | 'middle' | 'low' {
  if (accuracy >= 80) return 'high';
  if (accuracy >= 60) return 'middle';
  return 'low';
}

/** A ring filled to the accuracy, with the number in its middle. */
export function AccuracyRing({ accuracy, size = 140 }: { accuracy: number; size?: number }) {
  const shown = Math.max(0, Math.min(100, Math.round(accuracy)));
  return (
    <div className={`accuracy-ring accuracy-ring--${bandOf(shown)}${size < 90 ? ' accuracy-ring--small' : ''}`} role="img" aria-label={`${ResultsText.accuracy} ${shown}%`} style={{ width: size, height: size }}>
      <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
        <circle className="accuracy-ring__track" cx="60" cy="60" r={RING_RADIUS} />
        <circle
          className="accuracy-ring__fill"
          cx="60"
          cy="60"
          r={RING_RADIUS}
          strokeDasharray={`${(RING_LENGTH * shown) / 100} ${RING_LENGTH}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="accuracy-ring__number" aria-hidden="true">
        {shown}
        <small>%</small>
      </span>
    </div>
  );
}

/** The accuracy ring with the evaluation text of its band under it. */
export function AccuracySummary({ accuracy }: { accuracy: number }) {
  return (
    <div className="accuracy-summary">
      <AccuracyRing accuracy={accuracy} />
      <p className="accuracy-summary__evaluation">{evaluationText(Math.round(accuracy))}</p>
    </div>
  );
}

export interface TypeRow { type: number; total: number; correct: number }

/** '朗读 3/5 题答对' per type, joined for the chart's label. */
export function describeTypeRows(rows: readonly TypeRow[]): string {
  return `${ResultsText.byType}：${rows.map((r) => `${questionTypeName(r.type)} ${r.correct}/${r.total} 题答对`).join('，')}`;
}

/** One horizontal bar per question type: answered correctly out of all its questions. */
export function TypeBars({ rows }: { rows: readonly TypeRow[] }) {
  return (
    <div className="type-bars" role="img" aria-label={describeTypeRows(rows)}>
      {rows.map((row) => {
        const share = percentOf(row.correct, row.total);
        return (
          <div key={row.type} className="type-bars__row" aria-hidden="true">
            <span className="type-bars__name">{questionTypeName(row.type)}</span>
            <span className="type-bars__track">
              <span className={`type-bars__fill type-bars__fill--${bandOf(share)}`} style={{ width: `${share}%` }} />
            </span>
            <span className="type-bars__value">
              {row.correct}/{row.total}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** Words read aloud that scored under 60, lowest first, each with its score. */
export function WeakWords({ words }: { words: readonly { word: string; score: number }[] }) {
  if (words.length === 0) return <p className="muted">{ResultsText.weakWordsNone}</p>;
  return (
    <ul className="weak-words">
      {words.map((w, index) => (
        <li key={`${w.word}-${index}`} className="weak-words__item">
          <span className="weak-words__word" lang="en">
            {w.word}
          </span>
          <span className="weak-words__score">{Math.round(w.score)}分</span>
        </li>
      ))}
    </ul>
  );
}

export interface RevisionCounts { totalError: number; alreadyRevisal: number; needToRevisal: number }

/** The error notebook's three counts and a bar of the share already revised. */
export function RevisionProgress({ counts }: { counts: RevisionCounts }) {
  const { totalError, alreadyRevisal, needToRevisal } = counts;
  return (
    <div className="revision">
      <dl className="revision__counts">
        <div className="revision__count">
          <dt>{ResultsText.totalError}</dt>
          <dd>{totalError}</dd>
        </div>
        <div className="revision__count revision__count--done">
          <dt>{ResultsText.alreadyRevisal}</dt>
          <dd>{alreadyRevisal}</dd>
        </div>
        <div className="revision__count revision__count--todo">
          <dt>{ResultsText.needToRevisal}</dt>
          <dd>{needToRevisal}</dd>
        </div>
      </dl>
      <div
        className="revision__bar"
        role="progressbar"
        aria-label={ResultsText.revisionProgress}
        aria-valuemin={0}
        aria-valuemax={totalError}
        aria-valuenow={alreadyRevisal}
        aria-valuetext={`${ResultsText.alreadyRevisal} ${alreadyRevisal}/${totalError} ${ResultsText.questionsUnit}`}
      >
        <span className="revision__fill" style={{ width: `${percentOf(alreadyRevisal, totalError)}%` }} />
      </div>
    </div>
  );
}

/** Answered out of total, and the time spent: the two figures beside the ring. */
export function AnswerFigures({ figures, className }: { figures: { answeredCount: number; activityCount: number; timeSpentSec: number }; className: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>{ResultsText.answered}</dt>
        <dd>
          {figures.answeredCount}/{figures.activityCount} {ResultsText.questions}
        </dd>
      </div>
      <div>
        <dt>{ResultsText.timeSpent}</dt>
        <dd>{formatDuration(figures.timeSpentSec)}</dd>
      </div>
    </dl>
  );
}
