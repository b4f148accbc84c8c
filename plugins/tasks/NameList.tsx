/**
 * Students' names in a teacher panel (issue 32): each name stays on one line ("学生103", never "学生" /
 * "103"), so a list wraps between names only. A list rather than names joined by '、': the browser may
 * break a joined line anywhere between CJK characters and digits.
 */
import './name-list.css';

export function NameList({ names, empty, label }: { names: readonly string[]; empty: string; label?: string }) {
  if (names.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="name-list" aria-label={label}>
      {names.map((name, index) => (
        <li key={`${index}-${name}`}>{name}</li>
      ))}
    </ul>
  );
}

/** One name inside a line of other text (a score, a choice), kept whole. */
export function PersonName({ children }: { children: string }) {
  return <span className="person-name">{children}</span>;
}
