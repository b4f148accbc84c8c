/**
 * 操作记录 (issue 34): who did what to whom, newest first, older entries by 加载更多 (`before` the last
 * one shown). Loaded again each time the tab is opened, so the admin's own latest actions are there.
 */
import { useCallback, useEffect, useRef } from 'react';
import { AUDIT_PAGE_SIZE, fetchAudit } from '@app/client/admin-calls';
import { ApiToken } from '@core/services/tokens';
import type { AuditEntry } from '@server/school/admin-contract';
import { usePagedList, type Page } from '../../hooks/use-paged-list';
import { useService } from '../../services/ServicesContext';
import { Spinner } from '../../shell/Spinner';
import { LoadMore } from '../report/ListParts';
import { localTime } from './format';
import { AuditText } from './strings';

export function AuditLog({ active }: { active: boolean }) {
  const api = useService(ApiToken);
  const fetchPage = useCallback(async (marker: string | undefined): Promise<Page<AuditEntry>> => {
    const entries = await fetchAudit(api, marker === undefined ? undefined : Number(marker));
    return { items: entries, marker: entries.length > 0 ? String(entries.at(-1)!.id) : null };
  }, [api]);
  const list = usePagedList(fetchPage, AUDIT_PAGE_SIZE);
  // The first load is the list's own; each later opening of the tab loads it again.
  const { reload } = list;
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) reload();
    wasActive.current = active;
  }, [active, reload]);

  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed' && list.items.length === 0) {
    return (
      <p className="muted">
        {AuditText.loadFailed}{' '}
        <button type="button" className="link-button" onClick={reload}>
          {AuditText.retry}
        </button>
      </p>
    );
  }
  if (list.items.length === 0) return <p className="muted">{AuditText.none}</p>;
  return (
    <div className="admin-audit">
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{AuditText.time}</th>
              <th>{AuditText.actor}</th>
              <th>{AuditText.what}</th>
              <th>{AuditText.target}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td className="admin-table__time">{localTime(entry.atSec)}</td>
                <td>{entry.actor.name}</td>
                <td>{entry.summary}</td>
                <td>{entry.target ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={list.hasMore} status={list.status === 'loading-more' ? 'loading' : list.status === 'failed' ? 'failed' : 'idle'} onLoadMore={list.loadMore} />
    </div>
  );
}
