/**
 * One report (/class-report-list/{id}, id = the student homework id): title, accuracy ring and
 * evaluation, answered/total and time, correctness per question type as bars, weak spoken words,
 * spoken comments, and the error notebook with '去订正'. The player may pass route state (type,
 * periodTitle, title, delay, from 'pt', revisal): the titles are shown, a delay (ms, at most 3 s) waits
 * before loading (the server may still be writing the report), revisal tags the report as after
 * revision, coming from the player 'back' goes to /homework, and type changes nothing (one analysis
 * call serves every kind). The player also hands over the homework as its submission left it (issue 33):
 * then only the analysis is loaded, not the whole homework again.
 */
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { fetchExerciseAnalysis, fetchHomework } from '@app/client/homework-calls';
import { HomeworkStatus } from '@core/domain';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { AccuracySummary, AnswerFigures, RevisionProgress, TypeBars, WeakWords } from '../report/charts';
import { HomeworkComments } from '../report/HomeworkComments';
import { playHomeworkPath, revisePath, showsWeakWords } from '../report/format';
import { finishedHomeworkIn, type FinishedHomework } from '../report/finished-homework';
import { ResultsText } from '../report/strings';
import { PermissionGate } from '../../session/PermissionGate';
import { CLASS_REPORT_PERMISSIONS } from './permissions';
import { ClassReportText } from './strings';
import './class-report.css';

/** The longest wait the route state's delay may ask for. */
const MAX_DELAY_MS = 3000;

interface ReportRouteState { periodTitle?: string; title?: string; delayMs: number; fromPlayer: boolean; revisal: boolean; raw: unknown }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function readRouteState(raw: unknown): ReportRouteState {
  const state = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const delay = typeof state.delay === 'number' && Number.isFinite(state.delay) ? Math.min(Math.max(state.delay, 0), MAX_DELAY_MS) : 0;
  return {
    periodTitle: text(state.periodTitle),
    title: text(state.title),
    delayMs: delay,
    fromPlayer: state.from === 'pt',
    revisal: state.revisal === true || state.revisal === 'true',
    raw,
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ClassReportPage() {
  const location = useLocation();
  const state = readRouteState(location.state);
  return (
    <main className="page class-report">
      <PageHeader title={ClassReportText.reportTitle} backTo={state.fromPlayer ? '/homework' : undefined} />
      <PermissionGate anyOf={CLASS_REPORT_PERMISSIONS} text={ClassReportText.noPermission} detail={ClassReportText.noPermissionDetail}>
        <ClassReport state={state} />
      </PermissionGate>
    </main>
  );
}

function ClassReport({ state }: { state: ReportRouteState }) {
  const { id = '' } = useParams();
  const api = useService(ApiToken);
  const { delayMs } = state;
  // What the report shows of the homework, when the finish handed it over with its error notebook.
  const handedOver = useMemo(() => {
    const finished = finishedHomeworkIn(state.raw, id);
    return finished?.errorNotebook ? finished : undefined;
  }, [state.raw, id]);
  const report = useAsync(
    useCallback(async () => {
      if (delayMs > 0) await wait(delayMs);
      const [homework, analysis] = await Promise.all([handedOver ?? fetchHomework(api, id), fetchExerciseAnalysis(api, id)]);
      return { homework, analysis };
    }, [api, id, delayMs, handedOver]),
  );

  return (
    <>
      {report.status === 'loading' && <Spinner />}
      {report.status === 'failed' &&
        (report.error instanceof ApiError && report.error.status === 404 ? (
          <EmptyState text={ResultsText.notFound} detail={ResultsText.notFoundDetail} />
        ) : (
          <NetworkTrouble onRefresh={report.reload} />
        ))}
      {report.status === 'ready' && <ReportBody {...report.data} state={state} />}
    </>
  );
}

/** What the report shows of the homework: the loaded homework, or the finish's copy. */
type ReportHomework = Pick<FinishedHomework, 'id' | 'status' | 'spokenComments' | 'errorNotebook'>;
type Loaded = { homework: ReportHomework; analysis: Awaited<ReturnType<typeof fetchExerciseAnalysis>> };

function ReportBody({ homework, analysis, state }: Loaded & { state: ReportRouteState }) {
  const title = state.title ?? analysis.title;
  const notebook = homework.errorNotebook;
  return (
    <div className="page__body">
      <section className="card class-report__head" aria-labelledby="class-report-title">
        {state.periodTitle && <p className="muted">{state.periodTitle}</p>}
        <h2 id="class-report-title" className="class-report__title">
          {title}
        </h2>
        {state.revisal && <span className="tag">{ClassReportText.revisalTag}</span>}
        <AccuracySummary accuracy={analysis.accuracy} />
        <AnswerFigures figures={analysis} className="class-report__figures" />
        {homework.status !== HomeworkStatus.FINISHED && (
          <div className="class-report__unfinished">
            <p>{ResultsText.notFinished}</p>
            <Link className="button button--primary" to={playHomeworkPath(homework.id)}>
              {ResultsText.continueHomework}
            </Link>
          </div>
        )}
      </section>

      {analysis.byType.length > 0 && (
        <section className="card class-report__section" aria-labelledby="class-report-types">
          <h3 id="class-report-types">{ResultsText.byType}</h3>
          <TypeBars rows={analysis.byType} />
        </section>
      )}

      {showsWeakWords(analysis) && (
        <section className="card class-report__section" aria-labelledby="class-report-words">
          <h3 id="class-report-words">{ResultsText.weakWords}</h3>
          <WeakWords words={analysis.weakWords} />
        </section>
      )}

      <HomeworkComments comments={homework.spokenComments} heading="h3" sectionClassName="card class-report__section" commentClassName="class-report__comment" />

      {notebook && notebook.totalError > 0 && (
        <section className="card class-report__section" aria-labelledby="class-report-errors">
          <h3 id="class-report-errors">{ResultsText.errorBook}</h3>
          <RevisionProgress counts={notebook} />
          {notebook.needToRevisal > 0 ? (
            <Link className="button button--primary button--block" to={revisePath(homework.id)}>
              {ResultsText.revise}
            </Link>
          ) : (
            <p className="class-report__all-revised">{ResultsText.allRevised}</p>
          )}
        </section>
      )}
    </div>
  );
}
