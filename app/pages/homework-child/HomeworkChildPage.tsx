/**
 * /homework-child?homework={id} (spec 01 §2): the items inside one homework, each routed by its kind
 * and state; the writing-upgrade dialog; external lessons opened in their app.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { nativeAppVersion } from '@app/account';
import { fetchHomework, notifyAlixReanswer, type HomeworkDetail } from '@app/client';
import { AlixEventType } from '@core/domain';
import { homeworkTaskEntries, type HomeworkTaskEntry } from '@plugins/tasks/after-class';
import { childItemAction, childItems, unitLabel, type ChildItem } from '../../homework';
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
import { loadAfterClassKinds, type AfterClassKinds } from './after-class-kinds';
import { HomeworkChildText } from './strings';

/** An item's kind as the list names it: the app's own kinds from its texts, a task kind by its plugin's label. */
const kindLabel = (kind: string, kinds: AfterClassKinds): string =>
  Object.hasOwn(HomeworkChildText.kinds, kind) ? HomeworkChildText.kinds[kind as keyof typeof HomeworkChildText.kinds] : (kinds.label(kind) ?? kind);
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
  // The homework, and the task kinds its items can be (their definitions load beside it).
  const loaded = useAsync(useCallback(() => Promise.all([fetchHomework(api, homeworkId), loadAfterClassKinds()]), [api, homeworkId]));
  const homework = loaded.status === 'ready' ? loaded.data[0] : undefined;
  const title = homework ? homework.groupHomework.title : HomeworkChildText.fallbackTitle;
  const unit = homework ? unitLabel(homework.groupHomework.category) : undefined;
  return (
    <main className="page homework-child">
      <PageHeader title={title} backTo="/homework" action={unit && <span className="tag">{unit}</span>} />
      {loaded.status === 'loading' && <Spinner />}
      {loaded.status === 'failed' &&
        (loaded.error instanceof ApiError && loaded.error.status === 404 ? <EmptyState text={HomeworkChildText.notFound} /> : <NetworkTrouble onRefresh={loaded.reload} />)}
      {loaded.status === 'ready' && <ItemList homework={loaded.data[0]} kinds={loaded.data[1]} />}
    </main>
  );
}

function ItemList({ homework, kinds }: { homework: HomeworkDetail; kinds: AfterClassKinds }) {
  const api = useService(ApiToken);
  const bridge = useService(BridgeToken);
  const page = useService(PageLocationToken);
  const { permissionCodes } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [upgrading, setUpgrading] = useState(false);
  const items = childItems(homework, kinds.rules);

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
    const action = childItemAction(homework, item, { permissionCodes, deviceKind: bridge.deviceKind(), appVersion: nativeAppVersion(navigator.userAgent), afterClassPath: kinds.path });
    if (action.type === 'navigate') navigate(action.to);
    else if (action.type === 'writing-upgrade') setUpgrading(true);
    else if (action.type === 'external-lesson') void openExternalLesson(action.task);
  };

  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="child-items">
        {items.map((item) => (
          <li key={item.key} className="child-item card">
            <button type="button" className="child-item__button" onClick={() => open(item)}>
              <span className={`child-item__kind child-item__kind--${item.kind}`}>{kindLabel(item.kind, kinds)}</span>
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
