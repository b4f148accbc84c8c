/**
 * 布置作业 (issue 37): a title, the classes (the current one ticked), episodes of the imported content
 * (the exercise editor's picking, reused), after-class tasks from the library (only kinds whose definition
 * has an `afterClass` facet), the assign time (现在 or a date and time) and the due time. Problems show
 * at their fields once 布置 was pressed, then follow the changes; 布置 POSTs under an Idempotency-Key
 * (the same one when the same body is sent again after no answer came). Loaded when the teacher opens it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { assignHomework, type AssignedHomework } from '@app/client/teacher-homework-calls';
import { fetchTaskLibrary } from '@app/client/teacher-calls';
import type { TeacherClass } from '@core/contract';
import { TaskType } from '@core/domain';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { useAsync } from '../../../hooks/use-async';
import { useToast } from '../../../hooks/use-toast';
import { useService } from '../../../services/ServicesContext';
import { Spinner } from '../../../shell/Spinner';
import { exerciseEditor } from '../editor/ExerciseEditor';
import { chineseProblem } from '../editor/problem-words';
import { kindLabel } from '../Library';
import { assignBody, assignProblems, assignRefusal, blankDraft, firstProblemField, HOMEWORK_TASKS_MAX, HOMEWORK_TITLE_MAX, type AssignDraft, type AssignField, type AssignProblems } from './assign-draft';
import { HomeworkText } from './strings';
// The episode picking is the exercise editor's: its looks (44px rows and buttons) come with it.
import '../editor/task-editor.css';
import './homework.css';

interface AssignFormProps {
  classes: readonly TeacherClass[];
  /** The console's class: ticked at first, and whose library the tasks come from. */
  classId: string;
  onAssigned(homeworks: AssignedHomework[]): void;
  onCancel(): void;
}

type Refusal = { field: AssignField | undefined; message: string };

export default function AssignForm({ classes, classId, onAssigned, onCancel }: AssignFormProps) {
  const api = useService(ApiToken);
  const toast = useToast();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AssignDraft>(() => blankDraft(classId));
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const attempt = useRef<{ key: string; body: string }>(undefined);
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => titleInput.current?.focus(), []);

  const change = (next: Partial<AssignDraft>) => {
    setDraft((old) => ({ ...old, ...next }));
    setRefusal(undefined);
  };
  const problems: AssignProblems = { ...(checked ? assignProblems(draft, nowSec()) : {}), ...(refusal?.field ? { [refusal.field]: refusal.message } : {}) };
  const problemId = (field: AssignField) => `${id}-${field}-problem`;
  const described = (field: AssignField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {});

  // The field to move the focus to once its problem is on screen: its input marked invalid, else its first control.
  const [focusTo, setFocusTo] = useState<{ field: AssignField }>();
  useEffect(() => {
    if (!focusTo) return;
    const box = form.current?.querySelector(`[data-field="${focusTo.field}"]`);
    const target = box?.querySelector<HTMLElement>('input[aria-invalid="true"]') ?? box?.querySelector<HTMLElement>('input:not(:disabled), summary, button:not(:disabled)');
    target?.focus();
  }, [focusTo]);
  const focusField = (field: AssignField) => setFocusTo({ field });
  const submit = async () => {
    setChecked(true);
    const found = assignProblems(draft, nowSec());
    const first = firstProblemField(found);
    if (first) return focusField(first);
    const body = assignBody(draft);
    const sent = JSON.stringify(body);
    const key = attempt.current?.body === sent ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, body: sent };
    setSending(true);
    setRefusal(undefined);
    try {
      const homeworks = await assignHomework(api, body, key);
      attempt.current = undefined;
      toast(HomeworkText.assigned(homeworks.length));
      onAssigned(homeworks);
    } catch (error) {
      const { retry, ...refused } = assignRefusal(error, chineseProblem);
      if (!retry) attempt.current = undefined;
      setRefusal(refused);
      if (refused.field) focusField(refused.field);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className="homework-assign"
      aria-label={HomeworkText.assign}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="homework-field" data-field="title">
        <label htmlFor={`${id}-title`}>{HomeworkText.title}</label>
        <input id={`${id}-title`} ref={titleInput} value={draft.title} maxLength={HOMEWORK_TITLE_MAX + 20} placeholder={HomeworkText.titlePlaceholder} {...described('title')} onChange={(event) => change({ title: event.target.value })} />
        <FieldProblem id={problemId('title')} message={problems.title} />
      </div>

      <fieldset className="homework-choices" data-field="classIds" {...described('classIds')}>
        <legend>{HomeworkText.classes}</legend>
        {classes.map((c) => (
          <label key={c.id}>
            <input type="checkbox" checked={draft.classIds.includes(c.id)} onChange={() => change({ classIds: toggle(draft.classIds, c.id) })} />
            {c.gradeLevelStr}
            {c.name}
          </label>
        ))}
        <FieldProblem id={problemId('classIds')} message={problems.classIds} />
      </fieldset>

      <div data-field="episodeIds">
        <exerciseEditor.Editor
          task={{ taskType: TaskType.EXERCISE, episodeIds: draft.episodeIds }}
          onChange={(task) => change({ episodeIds: task.episodeIds ?? [] })}
          problems={problems.episodeIds ? [{ path: 'episodeIds', message: problems.episodeIds }] : []}
        />
      </div>

      <AfterClassTasks classId={classId} picked={draft.libraryTaskIds} problem={problems.libraryTaskIds} problemId={problemId('libraryTaskIds')} onToggle={(taskId) => change({ libraryTaskIds: toggle(draft.libraryTaskIds, taskId) })} />

      <fieldset className="homework-choices" data-field="assignAt">
        <legend>{HomeworkText.assignAt}</legend>
        <label>
          <input type="radio" name={`${id}-when`} checked={draft.assignNow} onChange={() => change({ assignNow: true })} />
          {HomeworkText.assignNow}
        </label>
        <label>
          <input type="radio" name={`${id}-when`} checked={!draft.assignNow} onChange={() => change({ assignNow: false })} />
          {HomeworkText.assignLater}
        </label>
        {!draft.assignNow && (
          <div className="homework-field">
            <label htmlFor={`${id}-assign-at`}>{HomeworkText.assignAtValue}</label>
            <input id={`${id}-assign-at`} type="datetime-local" value={draft.assignAt} {...described('assignAt')} onChange={(event) => change({ assignAt: event.target.value })} />
          </div>
        )}
        <FieldProblem id={problemId('assignAt')} message={problems.assignAt} />
      </fieldset>

      <div className="homework-field" data-field="dueAt">
        <label htmlFor={`${id}-due-at`}>{HomeworkText.dueAt}</label>
        <input id={`${id}-due-at`} type="datetime-local" required value={draft.dueAt} {...described('dueAt')} onChange={(event) => change({ dueAt: event.target.value })} />
        <FieldProblem id={problemId('dueAt')} message={problems.dueAt} />
      </div>

      {refusal && !refusal.field && <p role="alert" className="field-problem">{refusal.message}</p>}
      <div className="console__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {HomeworkText.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? HomeworkText.submitting : HomeworkText.submit}
        </button>
      </div>
    </form>
  );
}

/** The library's tasks that can be done after class (their kind's definition has an `afterClass` facet), to tick. */
function AfterClassTasks({ classId, picked, problem, problemId, onToggle }: { classId: string; picked: readonly string[]; problem: string | undefined; problemId: string; onToggle(taskId: string): void }) {
  const api = useService(ApiToken);
  const tasks = useAsync(
    useCallback(async () => {
      const [library, kinds] = await Promise.all([fetchTaskLibrary(api, classId), taskRegistry.afterClassKinds()]);
      const afterClass = new Set(kinds.map((facet) => facet.kind));
      return library.filter((task) => afterClass.has(task.kind));
    }, [api, classId]),
  );
  const hintId = useId();
  const full = picked.length >= HOMEWORK_TASKS_MAX;
  return (
    <fieldset className="homework-choices homework-choices--column" data-field="libraryTaskIds" aria-describedby={`${hintId}${problem ? ` ${problemId}` : ''}`} aria-invalid={problem ? true : undefined}>
      <legend>{HomeworkText.libraryTasks}</legend>
      <p id={hintId} className="muted">{HomeworkText.libraryTasksHint(HOMEWORK_TASKS_MAX)}</p>
      <FieldProblem id={problemId} message={problem} />
      {tasks.status === 'loading' && <Spinner />}
      {tasks.status === 'failed' && (
        <p role="alert">
          {HomeworkText.libraryFailed}{' '}
          <button type="button" className="link-button" onClick={tasks.reload}>{HomeworkText.retry}</button>
        </p>
      )}
      {tasks.status === 'ready' && tasks.data.length === 0 && <p className="muted">{HomeworkText.noLibraryTasks}</p>}
      {tasks.status === 'ready' &&
        tasks.data.map((task) => {
          const checked = picked.includes(task.id);
          return (
            <label key={task.id}>
              <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(task.id)} />
              <span className="tag">{kindLabel(task.kind)}</span>
              {task.title}
            </label>
          );
        })}
    </fieldset>
  );
}

const nowSec = () => Math.floor(Date.now() / 1000);
/** `list` with `value` added, or taken out if it was in. */
const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
