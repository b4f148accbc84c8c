/**
 * The result page (spec 01 §2 "Result page"), reached from the player as
 * /report?homework={id}&type=homework&accuracy={n} or /report?type=exercise&accuracy={n}. It shows
 * the accuracy as a ring, the evaluation of its band, and 'relearn' (homework only, back into the
 * player) and 'finish' (to /homework, or /exercise for a classroom exercise). With a homework id it
 * also shows the homework's title and spoken comments: those the finish hands over in route state, or
 * else loaded (issue 33: a finish does not load the whole homework again).
 */
import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { fetchHomework } from '@app/client/homework-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { AccuracySummary } from './charts';
import { finishedHomeworkIn } from './finished-homework';
import { HomeworkComments } from './HomeworkComments';
import { parseAccuracy, playHomeworkPath } from './format';
import { ReportText } from './strings';
import './report.css';

export function ReportPage() {
  const [params] = useSearchParams();
  const homeworkId = params.get('homework') ?? '';
  const type = params.get('type') ?? '';
  const queryAccuracy = parseAccuracy(params.get('accuracy'));
  const isHomework = type === 'homework' && homeworkId !== '';
  const finishTo = type === 'exercise' ? '/exercise' : '/homework';
  const api = useService(ApiToken);
  const finished = finishedHomeworkIn(useLocation().state, homeworkId);
  const handedOver = finished !== undefined;
  const homework = useAsync(useCallback(() => (handedOver || !homeworkId ? Promise.resolve(null) : fetchHomework(api, homeworkId)), [api, homeworkId, handedOver]));
  const fetched = homework.status === 'ready' ? homework.data : null;
  const loaded = finished ?? (fetched && { title: fetched.groupHomework.title, spokenComments: fetched.spokenComments });
  // Without an accuracy in the address, the homework's own report stands in.
  const accuracy = queryAccuracy ?? parseAccuracy(fetched?.report?.accuracy);
  const waiting = accuracy === undefined && homework.status === 'loading';
  // A homework that is gone (404) leaves the page as it is; other failures offer a retry.
  const failed = homework.status === 'failed' && !(homework.error instanceof ApiError && homework.error.status === 404);

  return (
    <main className="page result-page">
      <PageHeader title={ReportText.title} backTo={finishTo} />
      <div className="page__body">
        {loaded && <h2 className="result-page__title">{loaded.title}</h2>}
        {accuracy !== undefined && (
          <section className="card result-page__score">
            <AccuracySummary accuracy={accuracy} />
          </section>
        )}
        {accuracy === undefined && !waiting && <EmptyState text={ReportText.noAccuracy} detail={ReportText.noAccuracyDetail} />}
        {homework.status === 'loading' && !handedOver && <Spinner />}
        {failed && <NetworkTrouble onRefresh={homework.reload} />}
        {loaded && <HomeworkComments comments={loaded.spokenComments} heading="h2" headingClassName="result-page__comments-title" sectionClassName="card result-page__comments" commentClassName="result-page__comment" />}
        <div className="result-page__actions">
          {isHomework && (
            <Link className="button button--ghost" to={playHomeworkPath(homeworkId)} replace>
              {ReportText.relearn}
            </Link>
          )}
          <Link className="button button--primary" to={finishTo} replace>
            {ReportText.finish}
          </Link>
        </div>
      </div>
    </main>
  );
}

/** The teacher's (or the system's) spoken comments on the homework. */
