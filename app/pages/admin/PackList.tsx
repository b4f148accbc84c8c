/** The packs imported: each with its current version (the one served), the older ones, what it holds and when it came. */
import type { PackListing } from '@server/school/admin-contract';
import type { AsyncState } from '../../hooks/use-async';
import { Spinner } from '../../shell/Spinner';
import { localTime, packVersions } from './format';
import { PackText } from './strings';

export function PackList({ packs }: { packs: AsyncState<PackListing[]> & { reload: () => void } }) {
  return (
    <section className="admin-packs__list" aria-labelledby="admin-packs-title">
      <h3 id="admin-packs-title">{PackText.listTitle}</h3>
      {packs.status === 'loading' && <Spinner />}
      {packs.status === 'failed' && (
        <p className="muted">
          {PackText.loadFailed}{' '}
          <button type="button" className="link-button" onClick={packs.reload}>
            {PackText.retry}
          </button>
        </p>
      )}
      {packs.status === 'ready' && (packs.data.length === 0 ? <p className="muted">{PackText.none}</p> : <PackTable packs={packs.data} />)}
    </section>
  );
}

function PackTable({ packs }: { packs: PackListing[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th>{PackText.title}</th>
            <th>{PackText.id}</th>
            <th>{PackText.current}</th>
            <th>{PackText.older}</th>
            <th>{PackText.episodes}</th>
            <th>{PackText.taskCount}</th>
            <th>{PackText.importedAt}</th>
          </tr>
        </thead>
        <tbody>
          {packs.map((pack) => {
            const { current, older } = packVersions(pack);
            return (
              <tr key={pack.id}>
                <td>{pack.title}</td>
                <td>
                  <code>{pack.id}</code>
                </td>
                <td>{current?.version ?? '—'}</td>
                <td>{older.map((v) => v.version).join('、') || '—'}</td>
                <td>{pack.episodes}</td>
                <td>{pack.tasks}</td>
                <td className="admin-table__time">{current ? localTime(current.importedAtSec) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
