/** The people list's table and its pages (issue 34). */
import { PEOPLE_PAGE_SIZE } from '@app/client/admin-calls';
import type { Person } from '@server/school/admin-contract';
import type { PersonAction } from './PersonDialogs';
import { PeopleText } from './strings';

/** An action of a row, named with the person for a screen reader (调班：王小明). */
const button = (label: string, person: Person, onClick: () => void) => (
  <button type="button" className="link-button" aria-label={PeopleText.actionsFor(label, person.name)} onClick={onClick}>
    {label}
  </button>
);

export function PeopleTable({ people, onAction, onEnable }: { people: Person[]; onAction(action: PersonAction): void; onEnable(person: Person): void }) {
  if (people.length === 0) return <p className="muted">{PeopleText.none}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {[PeopleText.name, PeopleText.account, PeopleText.role, PeopleText.classes, PeopleText.status, PeopleText.actions].map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} className={person.disabled ? 'admin-table__off' : undefined}>
              <td>{person.name}</td>
              <td>{person.account}</td>
              <td>{PeopleText.roles[person.role] ?? person.role}</td>
              <td>{person.classes.map((c) => c.name).join('、') || '—'}</td>
              <td>{person.disabled ? PeopleText.disabled : PeopleText.active}</td>
              <td className="admin-table__actions">
                {person.role === 'student' && button(PeopleText.move, person, () => onAction({ kind: 'move', person }))}
                {person.disabled ? button(PeopleText.enable, person, () => onEnable(person)) : button(PeopleText.disable, person, () => onAction({ kind: 'disable', person }))}
                {button(PeopleText.reset, person, () => onAction({ kind: 'reset', person }))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Pager({ total, offset, onOffset }: { total: number; offset: number; onOffset(offset: number): void }) {
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  const page = Math.floor(offset / PEOPLE_PAGE_SIZE) + 1;
  return (
    <nav className="admin-pager" aria-label={PeopleText.total(total)}>
      <span className="muted">
        {PeopleText.total(total)} · {PeopleText.page(page, pages)}
      </span>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onOffset(offset - PEOPLE_PAGE_SIZE)}>
        {PeopleText.previous}
      </button>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onOffset(offset + PEOPLE_PAGE_SIZE)}>
        {PeopleText.next}
      </button>
    </nav>
  );
}
