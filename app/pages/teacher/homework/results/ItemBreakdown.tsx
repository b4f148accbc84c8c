/**
 * Per item, in the homework's order: its label, 正确率 as a bar with its figures in words, the wrong answers
 * given most often, and for a spoken item the words and phonemes the class said worst and each recording.
 */
import type { ResultItem } from './results-view';
import { itemAccuracy } from './results-view';
import { RecordingPlayer } from './RecordingPlayer';
import { ResultsText } from './strings';

interface ItemBreakdownProps {
  items: readonly ResultItem[];
  studentName(studentId: string): string;
  loadRecording(url: string): Promise<string>;
}

export function ItemBreakdown({ items, studentName, loadRecording }: ItemBreakdownProps) {
  return (
    <section className="hw-results__items" aria-labelledby="hw-results-items">
      <h3 id="hw-results-items">{ResultsText.items}</h3>
      <ol>
        {items.map((item, index) => (
          <li key={item.activityId}>
            <Item item={item} number={index + 1} studentName={studentName} loadRecording={loadRecording} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Item({ item, number, studentName, loadRecording }: { item: ResultItem; number: number } & Omit<ItemBreakdownProps, 'items'>) {
  const accuracy = itemAccuracy(item);
  const headingId = `hw-item-${item.activityId}`;
  return (
    <article className="hw-results__item" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {number}. <span lang="en">{item.label}</span>
      </h4>
      <div className="hw-results__bar" aria-hidden="true">
        <span style={{ width: `${accuracy ?? 0}%` }} />
      </div>
      <p>{ResultsText.itemAccuracy(accuracy, item.right, item.answered)}</p>
      {item.wrongAnswers.length > 0 && (
        <Ranked title={ResultsText.wrongAnswers} rows={item.wrongAnswers.map((wrong) => [wrong.answer, ResultsText.wrongCount(wrong.count)])} />
      )}
      {item.worstWords && item.worstWords.length > 0 && <Ranked title={ResultsText.worstWords} rows={item.worstWords.map((w) => [w.word, ResultsText.scoreTimes(w.score, w.count)])} />}
      {item.worstPhonemes && item.worstPhonemes.length > 0 && (
        <Ranked title={ResultsText.worstPhonemes} rows={item.worstPhonemes.map((p) => [`/${p.phoneme}/`, ResultsText.scoreTimes(p.score, p.count)])} />
      )}
      {item.recordings && item.recordings.length > 0 && (
        <section aria-label={`${ResultsText.recordings}：${number}`}>
          <h5>{ResultsText.recordings}</h5>
          <ul className="hw-results__recordings">
            {item.recordings.map((recording) => (
              <li key={recording.studentId}>
                <span>
                  {studentName(recording.studentId)} · {ResultsText.score(recording.score)}
                </span>
                <RecordingPlayer url={recording.url} label={ResultsText.recordingOf(studentName(recording.studentId))} load={loadRecording} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** A short ranked list (most first) under its heading: the answer or word, then its figure. */
function Ranked({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-label={title}>
      <h5>{title}</h5>
      <ol className="hw-results__ranked">
        {rows.map(([what, figure]) => (
          <li key={what}>
            <span lang="en">{what}</span> — {figure}
          </li>
        ))}
      </ol>
    </section>
  );
}
