/** What an upload did: imported, or the same version found unchanged; its episodes by what became of them, its tasks and media. */
import type { PackImportReport } from '@server/school/admin-contract';
import { PackText } from './strings';

export function PackReportView({ report }: { report: PackImportReport }) {
  const title = report.status === 'imported' ? PackText.imported(report.packId, report.version) : PackText.unchanged(report.packId, report.version);
  const { added, changed, unchanged } = report.episodes;
  const episodeLines: [string, string[]][] = [
    [PackText.episodesAdded(added.length), added],
    [PackText.episodesChanged(changed.length), changed],
    [PackText.episodesUnchanged(unchanged.length), unchanged],
  ];
  return (
    <section className="admin-report" aria-label={title}>
      <h3>{title}</h3>
      <ul className="admin-report__lines">
        {episodeLines.map(([label, ids]) => (
          <li key={label}>
            {ids.length === 0 ? (
              <span className="muted">{label}</span>
            ) : (
              <details>
                <summary>{label}</summary>
                <ul className="admin-report__items">
                  {ids.map((id) => (
                    <li key={id}>
                      <code>{id}</code>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
        <li>{PackText.tasks(report.tasks)}</li>
        <li>{PackText.media(report.media)}</li>
      </ul>
      {changed.length > 0 && <p className="muted">{PackText.changedNote}</p>}
    </section>
  );
}
