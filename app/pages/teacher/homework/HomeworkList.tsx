/**
 * The class's homework (作业, issue 37), newest first: title, assign and due time, 已完成 n/N, 进行中 n;
 * 查看结果 (the console's results view), 修改截止时间 (PUT) and 撤回 (DELETE, asked first). A withdrawn one
 * stays, marked 已撤回. Loaded again when the console bumps `reloadKey` (after 布置).
 */
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { changeHomeworkDue, fetchClassHomeworks, withdrawHomework, type AssignedHomework } from '@app/client/teacher-homework-calls';
import { ApiToken } from '@core/services/tokens';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { useAsync } from '../../../hooks/use-async';
import { useToast } from '../../../hooks/use-toast';
import { useService } from '../../../services/ServicesContext';
import { Dialog } from '../../../shell/Dialog';
import { Spinner } from '../../../shell/Spinner';
import { dueProblem } from './assign-draft';
import { fromLocalInput, shownTime, toLocalInput } from './homework-times';
import { HomeworkText } from './strings';

interface HomeworkListProps {
  classId: string;
  reloadKey?: number;
  /** Opens a homework's results; without it there is no 查看结果. */
  onOpenResults?: (homeworkId: string) => void;
}

export function HomeworkList({ classId, reloadKey = 0, onOpenResults }: HomeworkListProps) {
  const api = useService(ApiToken);
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const homeworks = useAsync(useCallback(() => fetchClassHomeworks(api, classId), [api, classId]));
  // Homework changed here since the list loaded (the server's answer to a due change, a withdrawal).
  const [changed, setChanged] = useState<Record<string, AssignedHomework>>({});
  const [withdrawing, setWithdrawing] = useState<AssignedHomework>();
  const [busy, setBusy] = useState<string>();
  const { reload } = homeworks;
  const loadedFor = useRef(reloadKey);
  useEffect(() => {
    if (loadedFor.current === reloadKey) return;
    loadedFor.current = reloadKey;
    setChanged({});
    reload();
  }, [reloadKey, reload]);

  const keep = (homework: AssignedHomework) => setChanged((old) => ({ ...old, [homework.id]: homework }));
  const withdraw = (homework: AssignedHomework) => {
    setWithdrawing(undefined);
    // Its buttons go: the focus goes back to the list's title, not to the page's top.
    heading.current?.focus();
    setBusy(homework.id);
    withdrawHomework(api, homework.id)
      .then(
        () => {
          keep({ ...homework, withdrawn: true });
          toast(HomeworkText.withdrawnNow);
        },
        () => toast(HomeworkText.withdrawFailed),
      )
      .finally(() => setBusy(undefined));
  };

  return (
    <section className="homework-class" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {HomeworkText.list}
      </h3>
      {homeworks.status === 'loading' && <Spinner />}
      {homeworks.status === 'failed' && (
        <p className="muted">
          {HomeworkText.listFailed}{' '}
          <button type="button" className="link-button" onClick={reload}>
            {HomeworkText.retry}
          </button>
        </p>
      )}
      {homeworks.status === 'ready' && homeworks.data.length === 0 && <p className="muted">{HomeworkText.none}</p>}
      {homeworks.status === 'ready' && homeworks.data.length > 0 && (
        <ul className="homework-list">
          {homeworks.data.map((loaded) => {
            const homework = changed[loaded.id] ?? loaded;
            return (
              <HomeworkItem
                key={homework.id}
                homework={homework}
                busy={busy === homework.id}
                onOpenResults={onOpenResults}
                onDueChanged={(saved) => {
                  keep(saved);
                  toast(HomeworkText.dueChanged);
                }}
                onWithdraw={() => setWithdrawing(homework)}
              />
            );
          })}
        </ul>
      )}
      {withdrawing && (
        <Dialog title={HomeworkText.withdrawTitle(withdrawing.title)} confirmText={HomeworkText.withdraw} onCancel={() => setWithdrawing(undefined)} onConfirm={() => withdraw(withdrawing)}>
          {HomeworkText.withdrawBody}
        </Dialog>
      )}
    </section>
  );
}

interface HomeworkItemProps {
  homework: AssignedHomework;
  busy: boolean;
  onOpenResults: ((homeworkId: string) => void) | undefined;
  onDueChanged(saved: AssignedHomework): void;
  onWithdraw(): void;
}

function HomeworkItem({ homework, busy, onOpenResults, onDueChanged, onWithdraw }: HomeworkItemProps) {
  const [editingDue, setEditingDue] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const closeDue = () => {
    setEditingDue(false);
    // The editor goes: the focus goes back to the button that opened it (rendered again next).
    setTimeout(() => changeButton.current?.focus());
  };
  return (
    <li className={`homework-item${homework.withdrawn ? ' homework-item--withdrawn' : ''}`}>
      <span className="homework-item__title">
        {homework.withdrawn && <span className="tag">{HomeworkText.withdrawn}</span>}
        {homework.title}
      </span>
      <span className="muted">
        {HomeworkText.assignedAt(shownTime(homework.assignAtSec))} · {homework.dueAtSec === null ? HomeworkText.noDue : HomeworkText.dueAtShown(shownTime(homework.dueAtSec))}
      </span>
      <span className="homework-item__counts">
        {HomeworkText.finished(homework.finished, homework.students)} · {HomeworkText.started(homework.started)}
      </span>
      {editingDue ? (
        <DueEditor homework={homework} onSaved={(saved) => { onDueChanged(saved); closeDue(); }} onCancel={closeDue} />
      ) : (
        <span className="console__library-actions">
          {onOpenResults && <ItemAction name={HomeworkText.results} title={homework.title} onClick={() => onOpenResults(homework.id)} />}
          {!homework.withdrawn && <ItemAction ref={changeButton} name={HomeworkText.changeDue} title={homework.title} disabled={busy} onClick={() => setEditingDue(true)} />}
          {!homework.withdrawn && <ItemAction name={HomeworkText.withdraw} title={homework.title} disabled={busy} onClick={onWithdraw} />}
        </span>
      )}
    </li>
  );
}

/** 修改截止时间: a date and time after the homework's assign time, saved with PUT. */
function DueEditor({ homework, onSaved, onCancel }: { homework: AssignedHomework; onSaved(saved: AssignedHomework): void; onCancel(): void }) {
  const api = useService(ApiToken);
  const id = useId();
  const [value, setValue] = useState(() => (homework.dueAtSec === null ? '' : toLocalInput(homework.dueAtSec)));
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const problem = checked ? dueProblem(value, homework.assignAtSec) : undefined;
  const shown = problem ?? (failed ? HomeworkText.dueFailed : undefined);
  const save = () => {
    setChecked(true);
    const dueAtSec = fromLocalInput(value);
    if (dueProblem(value, homework.assignAtSec) || dueAtSec === undefined) return input.current?.focus();
    setSaving(true);
    setFailed(false);
    changeHomeworkDue(api, homework.id, dueAtSec).then(onSaved, () => {
      setFailed(true);
      setSaving(false);
    });
  };
  return (
    <form
      className="homework-due"
      aria-label={HomeworkText.actionOn(HomeworkText.changeDue, homework.title)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="homework-field">
        <label htmlFor={`${id}-due`}>{HomeworkText.newDue}</label>
        <input
          id={`${id}-due`}
          ref={input}
          type="datetime-local"
          value={value}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setFailed(false);
          }}
        />
      </div>
      <button type="submit" className="button button--primary console__small-button" disabled={saving}>
        {HomeworkText.save}
      </button>
      <button type="button" className="button button--ghost console__small-button" onClick={onCancel}>
        {HomeworkText.cancel}
      </button>
      <FieldProblem id={`${id}-problem`} message={shown} />
    </form>
  );
}

/** A button of one homework's, named with its title (撤回：Unit 1 作业) for a screen reader. */
function ItemAction({ ref, name, title, disabled = false, onClick }: { ref?: Ref<HTMLButtonElement>; name: string; title: string; disabled?: boolean; onClick(): void }) {
  return (
    <button ref={ref} type="button" className="button button--ghost console__small-button" disabled={disabled} aria-label={HomeworkText.actionOn(name, title)} onClick={onClick}>
      {name}
    </button>
  );
}
