/**
 * One student's answers, read-only: each item in order, with the answer given and whether it is right (a
 * spoken one with its score and recording). A plain list: the player's read-only review runs inside the
 * whole player session, too much to mount for one look.
 */
import { useEffect, useState } from 'react';
import type { StudentAnswers as Answers } from '@server/homework/teacher-homework-contract';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../../../services/ServicesContext';
import { fetchStudentAnswers } from './results-calls';
import { showAnswer, type ResultItem } from './results-view';
import { RecordingPlayer } from './RecordingPlayer';
import { ResultsText } from './strings';

interface StudentAnswersProps {
  homeworkId: string;
  student: { id: string; name: string };
  /** The homework's items (their labels, in order). */
  items: readonly ResultItem[];
  loadRecording(url: string): Promise<string>;
  onBack(): void;
}

export function StudentAnswers({ homeworkId, student, items, loadRecording, onBack }: StudentAnswersProps) {
  const api = useService(ApiToken);
  const [answers, setAnswers] = useState<{ of: string; answers?: Answers; failed?: boolean }>({ of: '' });
  useEffect(() => {
    let current = true;
    fetchStudentAnswers(api, homeworkId, student.id).then(
      (loaded) => current && setAnswers({ of: student.id, answers: loaded }),
      () => current && setAnswers({ of: student.id, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api, homeworkId, student.id]);
  const loaded: typeof answers = answers.of === student.id ? answers : { of: student.id };
  const activities = new Map((loaded.answers?.activities ?? []).map((activity) => [String((activity as { id?: unknown }).id), activity]));
  const byActivity = new Map((loaded.answers?.answers ?? []).map((answer) => [String((answer as { activityId?: unknown }).activityId), answer as Record<string, unknown>]));
  return (
    <section className="hw-results__answers" aria-labelledby="hw-answers-title">
      <h3 id="hw-answers-title">{ResultsText.answersOf(student.name)}</h3>
      <button type="button" className="button button--ghost" onClick={onBack}>
        {ResultsText.back}
      </button>
      {loaded.failed && <p role="alert">{ResultsText.answersFailed}</p>}
      {!loaded.answers && !loaded.failed && <p role="status">{ResultsText.answersLoading}</p>}
      {loaded.answers && (
        <ol>
          {items.map((item, index) => {
            const answer = byActivity.get(item.activityId);
            const shown = answer && showAnswer(answer, activities.get(item.activityId));
            return (
              <li key={item.activityId} className="hw-results__answer">
                <span>
                  {index + 1}. <span lang="en">{item.label}</span>
                </span>
                <span>
                  {ResultsText.yourAnswer}：<span lang="en">{shown ? shown.text || (shown.score !== undefined ? ResultsText.score(shown.score) : ResultsText.none) : ResultsText.none}</span>
                </span>
                <strong className={shown ? (shown.correct ? 'hw-results__right' : 'hw-results__wrong') : undefined}>{shown ? (shown.correct ? ResultsText.right : ResultsText.wrong) : ResultsText.unanswered}</strong>
                {shown?.recordingUrl && <RecordingPlayer url={shown.recordingUrl} label={ResultsText.recordingOf(student.name)} load={loadRecording} />}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
