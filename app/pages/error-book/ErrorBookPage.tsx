/**
 * The error book (/error-book, needs error_notebook): every homework of the current class with wrong
 * answers, each with its error notebook counts, a revision progress bar, '去订正' into the player's
 * revision mode and '查看报告'. Paged by marker.
 */
import { Link } from 'react-router-dom';
import { PermissionCode } from '@core/domain';
import type { HomeworkSummary } from '@core/contract';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PermissionGate } from '../../session/PermissionGate';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { RevisionProgress } from '../report/charts';
import { formatDay, reportPath, revisePath } from '../report/format';
import { ClassRow, LoadMore } from '../report/ListParts';
import { ResultsText } from '../report/strings';
import { hasErrors, useHomeworkPages } from '../report/use-homework-pages';
import { ErrorBookText } from './strings';
import './error-book.css';

export function ErrorBookPage() {
  return (
    <main className="page">
      <PageHeader title={ErrorBookText.title} />
      <PermissionGate codes={[PermissionCode.ERROR_NOTEBOOK]} text={ErrorBookText.noPermission} detail={ErrorBookText.noPermissionDetail}>
        <ClassRow />
        <ErrorBookList />
      </PermissionGate>
    </main>
  );
}

function ErrorBookList() {
  const list = useHomeworkPages(hasErrors);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') return <NetworkTrouble onRefresh={list.reload} />;
  const allRevised = list.homeworks.every((h) => (h.errorNotebook?.needToRevisal ?? 0) === 0);
  if (list.homeworks.length === 0) return <EmptyState text={ErrorBookText.empty} detail={ErrorBookText.emptyDetail} />;
  return (
    <div className="page__body">
      {allRevised && <p className="error-book__cheer">{ErrorBookText.allRevised}</p>}
      <ul className="error-book__list" aria-label={ErrorBookText.listLabel}>
        {list.homeworks.map((homework) => (
          <ErrorBookItem key={homework.id} homework={homework} />
        ))}
      </ul>
      <LoadMore hasMore={list.hasMore} status={list.moreStatus} onLoadMore={list.loadMore} />
    </div>
  );
}

function ErrorBookItem({ homework }: { homework: HomeworkSummary }) {
  const notebook = homework.errorNotebook!;
  const titleId = `error-book-${homework.id}`;
  return (
    <li className="card error-book__item" aria-labelledby={titleId}>
      <div className="error-book__head">
        <h2 id={titleId} className="error-book__title">
          {homework.groupHomework.title}
        </h2>
        <span className="muted">{formatDay(homework.updatedAtSec)}</span>
      </div>
      <RevisionProgress counts={notebook} />
      <div className="error-book__actions">
        <Link className="button button--ghost" to={reportPath(homework.id)}>
          {ResultsText.viewReport}
        </Link>
        {notebook.needToRevisal > 0 ? (
          <Link className="button button--primary" to={revisePath(homework.id)}>
            {ResultsText.revise}
          </Link>
        ) : (
          <span className="tag tag--done error-book__done">{ErrorBookText.revised}</span>
        )}
      </div>
    </li>
  );
}
