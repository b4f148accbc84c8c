/**
 * /homework-child?homework={id} (spec 01 §2): the items inside one homework, each routed by its kind
 * and state; the writing-upgrade dialog; external lessons opened in their app.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { nativeAppVersion } from '@core/account';
import { fetchHomework, notifyAlixReanswer, type HomeworkDetail } from '@core/client';
import { AlixEventType } from '@core/domain';
import { childItemAction, childItems, homeworkTaskEntries, unitLabel, type ChildItem, type HomeworkTaskEntry } from '@core/homework';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken, BridgeToken, PageLocationToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { Dialog } from '../../shell/Dialog';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { EXTERNAL_APP_TIMEOUT_MS, externalLessonUrl } from './external-lesson';
import { HomeworkChildText } from './strings';
import './homework-child.css';

export function HomeworkChildPage() {
  const [search] = useSearchParams();
  const homeworkId = search.get('homework');
  if (!homeworkId) {
    return (
      <main className="page">
        <PageHeader title={HomeworkChildText.fallbackTitle} backTo="/homework" />
        <EmptyState text={HomeworkChildText.missingHomework} />
      </main>
    );
  }
  return <HomeworkChild homeworkId={homeworkId} />;
}

function HomeworkChild({ homeworkId }: { homeworkId: string }) {
  const api = useService(ApiToken);
  const homework = useAsync(useCallback(() => fetchHomework(api, homeworkId), [api, homeworkId]));
  const title = homework.status === 'ready' ? homework.data.groupHomework.title : HomeworkChildText.fallbackTitle;
  const unit = homework.status === 'ready' ? unitLabel(homework.data.groupHomework.category) : undefined;
  return (
    <main className="page homework-child">
      <PageHeader title={title} backTo="/homework" action={unit && <span className="tag">{unit}</span>} />
      {homework.status === 'loading' && <Spinner />}
      {homework.status === 'failed' &&
        (homework.error instanceof ApiError && homework.error.status === 404 ? <EmptyState text={HomeworkChildText.notFound} /> : <NetworkTrouble onRefresh={homework.reload} />)}
      {homework.status === 'ready' && <ItemList homework={homework.data} />}
    </main>
  );
}

function ItemList({ homework }: { homework: HomeworkDetail }) {
  const api = useService(ApiToken);
  const bridge = useService(BridgeToken);
  const page = useService(PageLocationToken);
  const { permissionCodes } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [upgrading, setUpgrading] = useState(false);
  const items = childItems(homework);

  const openExternalLesson = async (task: HomeworkTaskEntry) => {
    let lesson = task;
    try {
      // The lesson's session may have changed since the list loaded: read it fresh.
      const fresh = await fetchHomework(api, homework.id);
      lesson = homeworkTaskEntries(fresh.groupHomework.tasks).find((entry) => entry.id === task.id) ?? task;
    } catch (error) {
      console.error('external lesson: homework load failed', error);
      toast(HomeworkChildText.alixLoadFailed);
      return;
    }
    notifyAlixReanswer(api, { groupHomeworkId: homework.groupHomeworkId, studentId: homework.studentId }, AlixEventType.LEAVE_QUIZ).catch((error: unknown) =>
      console.warn('alix event notification failed', error),
    );
    page.assign(externalLessonUrl(lesson));
    setTimeout(() => {
      // Still here and visible: no app took the address.
      if (document.visibilityState !== 'hidden') toast(HomeworkChildText.externalAppMissing);
    }, EXTERNAL_APP_TIMEOUT_MS);
  };

  const open = (item: ChildItem) => {
    const action = childItemAction(homework, item, { permissionCodes, deviceKind: bridge.deviceKind(), appVersion: nativeAppVersion(navigator.userAgent) });
    if (action.type === 'navigate') navigate(action.to);
    else if (action.type === 'writing-upgrade') setUpgrading(true);
    else void openExternalLesson(action.task);
  };

  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="child-items">
        {items.map((item) => (
          <li key={item.key} className="child-item card">
            <button type="button" className="child-item__button" onClick={() => open(item)}>
              <span className={`child-item__kind child-item__kind--${item.kind}`}>{HomeworkChildText.kinds[item.kind]}</span>
              <span className="child-item__title">{item.title}</span>
              <span className="child-item__meta">
                <span className={`tag ${item.done ? 'tag--done' : 'tag--todo'}`}>{item.done ? HomeworkChildText.done : HomeworkChildText.todo}</span>
                {item.kind === 'sync' && item.done && homework.report && <span className="muted">{HomeworkChildText.accuracy(homework.report.accuracy)}</span>}
              </span>
              <span className="child-item__go" aria-hidden="true">
                {item.done ? HomeworkChildText.review : HomeworkChildText.start} ›
              </span>
            </button>
          </li>
        ))}
      </ul>
      {upgrading && (
        <Dialog
          title={HomeworkChildText.writingUpgrade}
          confirmText={HomeworkChildText.updateNow}
          cancelText={HomeworkChildText.cancel}
          onCancel={() => setUpgrading(false)}
          onConfirm={() => {
            setUpgrading(false);
            navigate('/oia');
          }}
        />
      )}
    </>
  );
}
