/**
 * Home (spec 01 §2): the header (nickName, avatar, class label, exit), the permission-gated entry
 * cards, the running classroom task, and the empty and error states.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { hasNoClass, hasPermissions } from '@app/account';
import { fetchCurrentClassroomTask } from '@app/client/classroom-calls';
import { PermissionCode } from '@core/domain';
import { ApiToken, StorageToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/use-sign-out';
import { ClassLabel } from '../../shell/ClassPicker';
import { Dialog } from '../../shell/Dialog';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { VersionFooter } from '../login/LoginPage';
import { EntryIcon, type EntryIconName } from './EntryIcon';
import { HomeText } from './strings';
import './home.css';

const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#c6ead4"/><circle cx="32" cy="26" r="12" fill="#fff"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#fff"/></svg>');

export function HomePage() {
  const { user, permissionCodes } = useSession();
  const storage = useService(StorageToken);
  const signOut = useSignOut();
  const [confirmingExit, setConfirmingExit] = useState(false);
  const [avatarBroken, setAvatarBroken] = useState(false);
  const can = (...codes: string[]) => hasPermissions(permissionCodes, ...codes);
  const noClass = hasNoClass(user);
  const hasAuthInfo = Boolean(storage.get('zhixue_authInfo'));

  return (
    <main className="page home">
      <header className="home__header">
        <img className="home__avatar" src={user.avatar && !avatarBroken ? user.avatar : DEFAULT_AVATAR} alt={HomeText.avatar} width={52} height={52} onError={() => setAvatarBroken(true)} />
        <div className="home__who">
          <h1 className="home__name">{user.nickName}</h1>
          <ClassLabel className="home__class" />
        </div>
        <button type="button" className="home__exit" onClick={() => setConfirmingExit(true)}>
          {HomeText.exit}
        </button>
      </header>

      {noClass ? (
        <EmptyState text={HomeText.noClassTitle} detail={HomeText.noClassDetail} />
      ) : (
        <div className="page__body">
          <div className="home__task-panel">
            <ClassroomTaskPanel />
          </div>
          <nav className="home__cards" aria-label="功能入口">
            <EntryCard to="/exercise" icon="exercise" title={HomeText.exercise} detail={HomeText.exerciseDetail}>
              {can(PermissionCode.CLASS_REPORT_STUDENT) && (
                // A visible label: the bare chart icon read as misplaced (issue 19, item 10).
                <Link className="home__report-icon" to="/class-report-list">
                  <EntryIcon name="report" />
                  <span className="home__report-label">{HomeText.classReport}</span>
                </Link>
              )}
            </EntryCard>
            <EntryCard to="/homework" icon="homework" title={HomeText.homework} detail={HomeText.homeworkDetail} />
            {can(PermissionCode.AFTERSCHOOL_REPORT_STUDENT) && <EntryCard to="/learn-analysis" icon="analysis" title={HomeText.learnAnalysis} detail={HomeText.learnAnalysisDetail} />}
            {can(PermissionCode.ERROR_NOTEBOOK) && <EntryCard to="/error-book" icon="errorBook" title={HomeText.errorBook} detail={HomeText.errorBookDetail} />}
          </nav>
          <div className="home__buttons">
            {can(PermissionCode.WORDBOOK_STUDENT) && (
              <Link className="button button--ghost" to="/word-book">
                <EntryIcon name="wordBook" small />
                {HomeText.wordBook}
              </Link>
            )}
            {!hasAuthInfo && (
              <Link className="button button--ghost" to="/statements">
                {HomeText.statements}
              </Link>
            )}
          </div>
        </div>
      )}
      <VersionFooter />

      {confirmingExit && (
        <Dialog
          title={HomeText.confirmExit}
          onCancel={() => setConfirmingExit(false)}
          onConfirm={() => {
            setConfirmingExit(false);
            void signOut();
          }}
        />
      )}
    </main>
  );
}

function EntryCard({ to, icon, title, detail, children }: { to: string; icon: EntryIconName; title: string; detail: string; children?: React.ReactNode }) {
  return (
    <div className={`home__card home__card--${icon}`}>
      <Link className="home__card-link" to={to}>
        <EntryIcon name={icon} />
        <span className="home__card-text">
          <span className="home__card-title">{title}</span>
          <span className="home__card-detail">{detail}</span>
        </span>
      </Link>
      {children}
    </div>
  );
}

/** The class's running classroom task, '老师还没有布置课堂作业, 先专心听讲吧!' when none, or the network state. */
function ClassroomTaskPanel() {
  const api = useService(ApiToken);
  const { currentClass } = useSession();
  const groupId = currentClass?.groupId;
  const task = useAsync(useCallback(() => fetchCurrentClassroomTask(api, groupId), [api, groupId]));
  if (task.status === 'loading') return <Spinner />;
  if (task.status === 'failed') return <NetworkTrouble onRefresh={task.reload} />;
  if (!task.data) return <p className="home__no-task">{HomeText.noClassroomTask}</p>;
  return (
    <Link className="home__task card" to="/exercise">
      <span className="muted">{HomeText.classroomTaskRunning}</span>
      <span className="home__task-title">{task.data.title}</span>
      <span className="tag">{HomeText.enterTask}</span>
    </Link>
  );
}
