/** One row of the homework list: an ordinary homework (with its error-correction entry) or a smart one. */
import { Link } from 'react-router-dom';
import { hasPermissions } from '@app/account';
import type { HomeworkPage, SmartHomeworkItem } from '@app/client/homework-list-calls';
import { PermissionCode } from '@core/domain';
import { homeworkChildPath, homeworkReportPath, isHomeworkFinished, revisePath, smartHomeworkPath, smartModeLabel } from '../../homework/list-rules';
import { HomeworkText } from './strings';

type Ordinary = HomeworkPage['homeworks'][number];

/** 2026-11-20 → '11月20日'; another year adds it. */
export function shortDate(epochSec: number, now: Date = new Date()): string {
  const date = new Date(epochSec * 1000);
  const dayMonth = `${date.getMonth() + 1}月${date.getDate()}日`;
  return date.getFullYear() === now.getFullYear() ? dayMonth : `${date.getFullYear()}年${dayMonth}`;
}

function StatusTag({ finished }: { finished: boolean }) {
  return <span className={`tag ${finished ? 'tag--done' : 'tag--todo'}`}>{finished ? HomeworkText.finished : HomeworkText.unfinished}</span>;
}

export function OrdinaryItem({ homework, permissionCodes }: { homework: Ordinary; permissionCodes: string[] }) {
  const finished = isHomeworkFinished(homework);
  const notebook = homework.errorNotebook;
  const showCorrection = hasPermissions(permissionCodes, PermissionCode.ERROR_NOTEBOOK) && notebook !== undefined && notebook.totalError > 0;
  return (
    <li className="homework-item card">
      <Link className="homework-item__main" to={homeworkChildPath(homework.id)}>
        <span className="homework-item__title">{homework.groupHomework.title}</span>
        <span className="homework-item__meta">
          <StatusTag finished={finished} />
          <span className="muted">{shortDate(homework.updatedAtSec || homework.createdAtSec)}</span>
        </span>
      </Link>
      {showCorrection && (
        <div className="homework-item__correction">
          <span className="homework-item__errors">{HomeworkText.wrongCount(notebook.totalError)}</span>
          <span className="muted">{HomeworkText.revisedCount(notebook.alreadyRevisal, notebook.totalError)}</span>
          <span className="homework-item__actions">
            <Link className="button button--ghost homework-item__action" to={homeworkReportPath(homework.id)}>
              {HomeworkText.viewReport}
            </Link>
            {notebook.needToRevisal > 0 && (
              <Link className="button button--primary homework-item__action" to={revisePath(homework.id)}>
                {HomeworkText.revise}
              </Link>
            )}
          </span>
        </div>
      )}
    </li>
  );
}

export function SmartItem({ item }: { item: SmartHomeworkItem }) {
  return (
    <li className="homework-item card">
      <Link className="homework-item__main" to={smartHomeworkPath(item)}>
        <span className="homework-item__title">{item.title}</span>
        <span className="homework-item__meta">
          <span className="tag">{smartModeLabel(item.assignmentDetail.mode)}</span>
          <StatusTag finished={item.finished} />
          <span className="muted">
            {HomeworkText.assignedAt} {shortDate(item.assignAtSec)}
          </span>
        </span>
      </Link>
    </li>
  );
}
