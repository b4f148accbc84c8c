/**
 * The learning analysis (/learn-analysis, needs afterschool_report_student): the student picks one
 * of their finished homework (newest first, paged by marker) and sees the analysis call's figures:
 * accuracy, answered/total, time spent, correctness per question type as bars, weak spoken words,
 * with ways on to the full report and to revision.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchExerciseAnalysis } from '@app/client/homework-calls';
import type { HomeworkSummary } from '@core/contract';
import { PermissionCode } from '@core/domain';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PermissionGate } from '../../session/PermissionGate';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { AccuracySummary, AnswerFigures, TypeBars, WeakWords } from '../report/charts';
import { formatDay, reportPath, revisePath, showsWeakWords } from '../report/format';
import { ClassRow } from '../report/ListParts';
import { ResultsText } from '../report/strings';
import { isFinished, useHomeworkPages } from '../report/use-homework-pages';
import { LearnAnalysisText } from './strings';
import './learn-analysis.css';

export function LearnAnalysisPage() {
  return (
    <main className="page">
      <PageHeader title={LearnAnalysisText.title} />
      <PermissionGate codes={[PermissionCode.AFTERSCHOOL_REPORT_STUDENT]} text={LearnAnalysisText.noPermission} detail={LearnAnalysisText.noPermissionDetail}>
        <ClassRow />
        <FinishedHomework />
      </PermissionGate>
    </main>
  );
}

function FinishedHomework() {
  const list = useHomeworkPages(isFinished);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') return <NetworkTrouble onRefresh={list.reload} />;
  if (list.homeworks.length === 0) return <EmptyState text={LearnAnalysisText.empty} detail={LearnAnalysisText.emptyDetail} />;
  // The newest finished homework until the student picks another (or the picked one left the list).
  const chosen = list.homeworks.find((h) => h.id === chosenId) ?? list.homeworks[0]!;
  return (
    <div className="page__body">
      <div className="learn-analysis__picker">
        <label className="learn-analysis__label" htmlFor="learn-analysis-homework">
          {LearnAnalysisText.pick}
        </label>
        <select id="learn-analysis-homework" className="learn-analysis__select" value={chosen.id} onChange={(event) => setChosenId(event.target.value)}>
          {list.homeworks.map((homework) => (
            <option key={homework.id} value={homework.id}>
              {homework.groupHomework.title}（{formatDay(homework.updatedAtSec)}）
            </option>
          ))}
        </select>
        {list.hasMore && (
          <button type="button" className="link-button learn-analysis__earlier" onClick={list.loadMore} disabled={list.moreStatus === 'loading'}>
            {list.moreStatus === 'loading' ? ResultsText.loadingMore : list.moreStatus === 'failed' ? ResultsText.loadMoreFailed : LearnAnalysisText.loadEarlier}
          </button>
        )}
      </div>
      <Analysis key={chosen.id} homework={chosen} />
    </div>
  );
}

function Analysis({ homework }: { homework: HomeworkSummary }) {
  const api = useService(ApiToken);
  const id = homework.id;
  const analysis = useAsync(useCallback(() => fetchExerciseAnalysis(api, id), [api, id]));
  if (analysis.status === 'loading') return <Spinner />;
  if (analysis.status === 'failed') return <NetworkTrouble onRefresh={analysis.reload} />;
  const figures = analysis.data;
  const needToRevisal = homework.errorNotebook?.needToRevisal ?? 0;
  return (
    <>
      <section className="card learn-analysis__overview" aria-labelledby="learn-analysis-overview">
        <h2 id="learn-analysis-overview" className="learn-analysis__heading">
          {LearnAnalysisText.overview}
        </h2>
        <div className="learn-analysis__summary">
          <AccuracySummary accuracy={figures.accuracy} />
          <AnswerFigures figures={figures} className="learn-analysis__figures" />
        </div>
      </section>
      {figures.byType.length > 0 && (
        <section className="card learn-analysis__section" aria-labelledby="learn-analysis-types">
          <h2 id="learn-analysis-types" className="learn-analysis__heading">
            {ResultsText.byType}
          </h2>
          <TypeBars rows={figures.byType} />
        </section>
      )}
      {showsWeakWords(figures) && (
        <section className="card learn-analysis__section" aria-labelledby="learn-analysis-words">
          <h2 id="learn-analysis-words" className="learn-analysis__heading">
            {ResultsText.weakWords}
          </h2>
          <WeakWords words={figures.weakWords} />
        </section>
      )}
      <div className="learn-analysis__actions">
        <Link className="button button--ghost" to={reportPath(id)}>
          {ResultsText.viewReport}
        </Link>
        {needToRevisal > 0 && (
          <Link className="button button--primary" to={revisePath(id)}>
            {ResultsText.revise}（{needToRevisal}）
          </Link>
        )}
      </div>
    </>
  );
}
