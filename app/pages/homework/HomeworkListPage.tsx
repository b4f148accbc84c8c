/**
 * /homework, '课后辅导' (spec 01 §2, §4): the class row, the ordinary and smart tabs (with
 * afterschool_report_student), pull-to-refresh, infinite scroll (20 a page), the network-empty block
 * that reloads on reconnect, and error-correction entries for error_notebook.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { hasPermissions } from '@app/account';
import { fetchHomeworkPage, fetchSmartHomeworkPage, type HomeworkPage, type SmartHomeworkItem } from '@app/client/homework-list-calls';
import { HOMEWORK_PAGE_SIZE } from '@core/contract/constants';
import { PermissionCode } from '@core/domain';
// From the module itself: the index also holds the child screen's zod schemas (issue 18: no zod here).
import { initialHomeworkTab, type HomeworkTab } from '../../homework/list-rules';
import { ApiToken } from '@core/services/tokens';
import { useOnline } from '../../hooks/use-online';
import { usePagedList, type PagedListState } from '../../hooks/use-paged-list';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { ClassLabel } from '../../shell/ClassPicker';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { Spinner } from '../../shell/Spinner';
import { OrdinaryItem, SmartItem } from './HomeworkItems';
import { HomeworkText } from './strings';
import './homework.css';

type Ordinary = HomeworkPage['homeworks'][number];

export function HomeworkListPage() {
  const api = useService(ApiToken);
  const { permissionCodes, currentClass } = useSession();
  const withTabs = hasPermissions(permissionCodes, PermissionCode.AFTERSCHOOL_REPORT_STUDENT);
  const groupId = currentClass?.groupId;

  const ordinary = usePagedList<Ordinary>(
    useCallback(async (marker) => {
      const page = await fetchHomeworkPage(api, groupId, { marker });
      return { items: page.homeworks, marker: page.marker };
    }, [api, groupId]),
    HOMEWORK_PAGE_SIZE,
  );
  const smart = usePagedList<SmartHomeworkItem>(
    useCallback(async (marker) => {
      if (!withTabs) return { items: [], marker: null };
      const page = await fetchSmartHomeworkPage(api, { marker });
      return { items: page.list, marker: page.marker };
    }, [api, withTabs]),
    HOMEWORK_PAGE_SIZE,
  );

  const [chosenTab, setChosenTab] = useState<HomeworkTab | undefined>(undefined);
  const firstPagesIn = ordinary.status !== 'loading' && smart.status !== 'loading';
  // Until the student picks a tab, the one holding the most recent item is shown.
  const tab: HomeworkTab = !withTabs ? 'ordinary' : (chosenTab ?? (firstPagesIn ? initialHomeworkTab(ordinary.items[0], smart.items[0]) : 'ordinary'));
  const list = tab === 'ordinary' ? ordinary : smart;

  const reloadAll = useCallback(() => {
    ordinary.reload();
    smart.reload();
  }, [ordinary, smart]);
  const online = useOnline(reloadAll);

  return (
    <main className="page homework">
      <PageHeader title={HomeworkText.title} backTo="/" />
      <div className="homework__class-row">
        <span className="muted">{HomeworkText.classRow}</span>
        <ClassLabel className="homework__class" />
      </div>
      {withTabs && (
        <div className="homework__tabs" role="tablist" aria-label={HomeworkText.title}>
          {(['ordinary', 'smart'] as const).map((name) => (
            <button key={name} type="button" role="tab" id={`tab-${name}`} aria-selected={tab === name} aria-controls="homework-panel" className="homework__tab" onClick={() => setChosenTab(name)}>
              {name === 'ordinary' ? HomeworkText.ordinaryTab : HomeworkText.smartTab}
            </button>
          ))}
        </div>
      )}
      <section id="homework-panel" role={withTabs ? 'tabpanel' : undefined} aria-labelledby={withTabs ? `tab-${tab}` : undefined}>
        <PullToRefresh onRefresh={list.reload} onNearEnd={list.loadMore} refreshing={list.status === 'loading' && list.items.length > 0}>
          {/* Offline, the network block shows (spec 01) whatever the list held; the homework already
              listed stays below it, so work kept on the phone can still be opened (issue 41). */}
          {!online && <NetworkTrouble onRefresh={reloadAll} />}
          {!online && list.items.length === 0 ? null : tab === 'ordinary' ? (
            <ListBody list={ordinary} renderItem={(item) => <OrdinaryItem key={item.id} homework={item} permissionCodes={permissionCodes} />} />
          ) : (
            <ListBody list={smart} renderItem={(item) => <SmartItem key={item.id} item={item} />} />
          )}
        </PullToRefresh>
      </section>
    </main>
  );
}

function ListBody<T>({ list, renderItem }: { list: PagedListState<T> & { reload: () => void; loadMore: () => void }; renderItem: (item: T) => ReactNode }) {
  if (list.status === 'loading' && list.items.length === 0) return <Spinner />;
  if (list.status === 'failed' && list.items.length === 0) return <NetworkTrouble onRefresh={list.reload} />;
  if (list.items.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="homework__list">{list.items.map(renderItem)}</ul>
      <ListEnd list={list} />
    </>
  );
}

/** Below the list: a spinner while the next page loads, a retry after a failure, 'no more' at the end. */
function ListEnd<T>({ list }: { list: PagedListState<T> & { loadMore: () => void } }) {
  if (list.status === 'loading-more') return <Spinner />;
  if (list.status === 'failed' || list.hasMore) {
    return (
      <button type="button" className="link-button list-end" onClick={list.loadMore}>
        {list.status === 'failed' ? HomeworkText.loadMoreFailed : HomeworkText.loadMore}
      </button>
    );
  }
  return <p className="list-end">{HomeworkText.noMore}</p>;
}
