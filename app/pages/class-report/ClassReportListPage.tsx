/**
 * The class report list (/class-report-list): the student's finished homework in the current class,
 * newest first, each with its accuracy and evaluation, opening its report. Paged by marker. Reached
 * from home's class-report icon (class_report_student) or after a homework (afterschool_report_student):
 * without either, a clear 'not open' block, also when the address is typed (issue 19, item 10).
 */
import { Link } from 'react-router-dom';
import { evaluationText } from '@app/account';
import { PermissionGate } from '../../session/PermissionGate';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { AccuracyRing } from '../report/charts';
import { formatDay, reportPath } from '../report/format';
import { ClassRow, LoadMore } from '../report/ListParts';
import { ResultsText } from '../report/strings';
import { hasReport, useHomeworkPages } from '../report/use-homework-pages';
import { CLASS_REPORT_PERMISSIONS } from './permissions';
import { ClassReportText } from './strings';
import './class-report.css';

export function ClassReportListPage() {
  return (
    <main className="page">
      <PageHeader title={ClassReportText.listTitle} />
      <PermissionGate anyOf={CLASS_REPORT_PERMISSIONS} text={ClassReportText.noPermission} detail={ClassReportText.noPermissionDetail}>
        <ClassReportList />
      </PermissionGate>
    </main>
  );
}

function ClassReportList() {
  const list = useHomeworkPages(hasReport);
  return (
    <>
      <ClassRow />
      {list.status === 'loading' && <Spinner />}
      {list.status === 'failed' && <NetworkTrouble onRefresh={list.reload} />}
      {list.status === 'ready' && list.homeworks.length === 0 && <EmptyState text={ClassReportText.empty} detail={ClassReportText.emptyDetail} />}
      {list.status === 'ready' && list.homeworks.length > 0 && (
        <div className="page__body">
          <ul className="report-list" aria-label={ClassReportText.listLabel}>
            {list.homeworks.map((homework) => {
              const accuracy = homework.report?.accuracy ?? 0;
              return (
                <li key={homework.id}>
                  <Link className="card report-list__item" to={reportPath(homework.id)}>
                    <AccuracyRing accuracy={accuracy} size={56} />
                    <span className="report-list__text">
                      <span className="report-list__title">{homework.groupHomework.title}</span>
                      <span className="report-list__meta">
                        <span className="tag">{evaluationText(Math.round(accuracy))}</span>
                        <span className="muted">
                          {formatDay(homework.updatedAtSec)}
                          {ClassReportText.finishedOn}
                        </span>
                      </span>
                    </span>
                    <span className="report-list__go">{ResultsText.viewReport}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <LoadMore hasMore={list.hasMore} status={list.moreStatus} onLoadMore={list.loadMore} />
        </div>
      )}
    </>
  );
}
