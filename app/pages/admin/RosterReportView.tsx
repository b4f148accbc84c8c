/** What an import changed, or would change (a dry run): a line per kind of change, each list opened on demand. */
import type { RosterReport } from '@server/school/admin-contract';
import { PeopleText, RosterText } from './strings';

const who = (p: { name: string; account: string }) => `${p.name}（${p.account}）`;
const classes = (names: string[]) => names.join('、') || '—';

export function RosterReportView({ report, title }: { report: RosterReport; title: string }) {
  const lines: [string, string[]][] = [
    [RosterText.added(report.added.length), report.added.map((p) => `${who(p)} · ${PeopleText.roles[p.role] ?? p.role} · ${classes(p.classes)}`)],
    [RosterText.moved(report.moved.length), report.moved.map((p) => `${who(p)}：${classes(p.from)}${RosterText.arrow}${classes(p.to)}`)],
    [RosterText.renamed(report.renamed.length), report.renamed.map((p) => `${p.account}：${p.from}${RosterText.arrow}${p.to}`)],
    [RosterText.disabled(report.disabled.length), report.disabled.map(who)],
    [RosterText.enabled(report.enabled.length), report.enabled.map(who)],
    [RosterText.classesAdded(report.classesAdded.length), report.classesAdded],
  ];
  const nothing = lines.every(([, items]) => items.length === 0);
  return (
    <section className="admin-report" aria-label={title}>
      <h3>{title}</h3>
      {nothing ? (
        <p>{RosterText.nothing}</p>
      ) : (
        <ul className="admin-report__lines">
          {lines.map(([label, items]) => (
            <li key={label}>
              {items.length === 0 ? (
                <span className="muted">{label}</span>
              ) : (
                <details>
                  <summary>{label}</summary>
                  <ul className="admin-report__items">
                    {items.map((item, index) => (
                      <li key={`${index}-${item}`}>{item}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.unchanged > 0 && <p className="muted">{RosterText.unchanged(report.unchanged)}</p>}
    </section>
  );
}
