/**
 * 人员 (issue 34): the school's accounts, searched and filtered, 50 a page; per person 调班 (students),
 * 停用/启用 and 重置密码. An action's answer (the person as they are now) replaces their row at once.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { fetchPeople, fetchSchoolClasses, movePerson, resetPersonPassword, setPersonDisabled, type PeopleQuery } from '@app/client/admin-calls';
import { ApiToken } from '@core/services/tokens';
import type { NewPassword, Person, SchoolClassRow } from '@server/school/admin-contract';
import { useAsync } from '../../hooks/use-async';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Spinner } from '../../shell/Spinner';
import { failureText } from './failures';
import { classLabel } from './format';
import { NewPasswordDialog } from './NewPasswordDialog';
import { Pager, PeopleTable } from './PeopleTable';
import { PersonDialogs, type PersonAction } from './PersonDialogs';
import { PeopleText } from './strings';

export function PeoplePanel() {
  const api = useService(ApiToken);
  const toast = useToast();
  const [query, setQuery] = useState<PeopleQuery>({ offset: 0 });
  const [typed, setTyped] = useState('');
  // Rows changed here since the page loaded, by id: the server's answer to the action.
  const [changed, setChanged] = useState<Record<string, Person>>({});
  const [action, setAction] = useState<PersonAction | undefined>(undefined);
  const [newPassword, setNewPassword] = useState<NewPassword | undefined>(undefined);
  const people = useAsync(useCallback(() => fetchPeople(api, query), [api, query]));
  const classes = useAsync(useCallback(() => fetchSchoolClasses(api), [api]));
  const classList: SchoolClassRow[] = classes.status === 'ready' ? classes.data : [];

  const filter = (next: Partial<PeopleQuery>) => {
    setChanged({});
    setQuery((old) => ({ ...old, ...next, offset: next.offset ?? 0 }));
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: typed });
  };
  const failed = (error: unknown) => {
    const text = failureText(error);
    if (text) toast(text);
  };
  const update = (work: Promise<Person>, done: (person: Person) => string) =>
    work.then((person) => {
      setChanged((old) => ({ ...old, [person.id]: person }));
      toast(done(person));
    }, failed);
  const run = ({ kind, person }: PersonAction, classId?: string) => {
    setAction(undefined);
    if (kind === 'reset') resetPersonPassword(api, person.id).then(setNewPassword, failed);
    else if (kind === 'disable') void update(setPersonDisabled(api, person.id, true), (p) => PeopleText.disabledDone(p.name));
    else if (classId) {
      const to = classList.find((c) => c.id === classId);
      void update(movePerson(api, person.id, classId), (p) => PeopleText.moved(p.name, to ? classLabel(to) : ''));
    }
  };
  const enable = (person: Person) => void update(setPersonDisabled(api, person.id, false), (p) => PeopleText.enabledDone(p.name));

  return (
    <div className="admin-people">
      <form className="admin-filters" role="search" onSubmit={search}>
        <input type="search" aria-label={PeopleText.search} placeholder={PeopleText.search} value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--primary">
          {PeopleText.searchButton}
        </button>
        <select aria-label={PeopleText.classFilter} value={query.classId ?? ''} onChange={(event) => filter({ classId: event.target.value || undefined })}>
          <option value="">{PeopleText.allClasses}</option>
          {classList.map((c) => (
            <option key={c.id} value={c.id}>
              {classLabel(c)}
            </option>
          ))}
        </select>
        <select aria-label={PeopleText.roleFilter} value={query.role ?? ''} onChange={(event) => filter({ role: (event.target.value || undefined) as PeopleQuery['role'] })}>
          <option value="">{PeopleText.allRoles}</option>
          {(['student', 'teacher', 'admin'] as const).map((role) => (
            <option key={role} value={role}>
              {PeopleText.roles[role]}
            </option>
          ))}
        </select>
        <label className="admin-check">
          <input type="checkbox" checked={query.disabledOnly === true} onChange={(event) => filter({ disabledOnly: event.target.checked || undefined })} />
          {PeopleText.disabledOnly}
        </label>
      </form>
      {people.status === 'loading' && <Spinner />}
      {people.status === 'failed' && (
        <p className="muted">
          {PeopleText.loadFailed}{' '}
          <button type="button" className="link-button" onClick={people.reload}>
            {PeopleText.retry}
          </button>
        </p>
      )}
      {people.status === 'ready' && (
        <>
          <PeopleTable people={people.data.people.map((p) => changed[p.id] ?? p)} onAction={setAction} onEnable={enable} />
          <Pager total={people.data.total} offset={query.offset} onOffset={(offset) => filter({ offset })} />
        </>
      )}
      {action && <PersonDialogs action={action} classes={classList} onCancel={() => setAction(undefined)} onConfirm={run} />}
      {newPassword && <NewPasswordDialog result={newPassword} onDone={() => setNewPassword(undefined)} />}
    </div>
  );
}
