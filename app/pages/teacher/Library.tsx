/**
 * The task library of the console: 开始 starts an item in the class, asking first while one runs (issue
 * 32, start-in-class.tsx). Sections (issue 35, 36): 我的任务, the teacher's own, each with 编辑, 复制,
 * 共享/取消共享 and 删除; 学校共享, what other teachers shared, with who did; the server's own tasks; then
 * each content pack's under its title; all filtered by 搜索任务. Every other teacher's or pack's task can be
 * copied to edit as one's own. 新建任务 and 新建投票 (QuickVote.tsx) sit above.
 *
 * The editor is the console's: 新建任务, 编辑 and 复制 hand it an EditorStart through `onEdit` (hidden when
 * there is none), and the console bumps `reloadKey` once it saved, so the list shows the saved task.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { LibraryTask } from '@core/contract';
import { startLibraryTask, fetchTaskLibrary } from '@app/client/teacher-calls';
import { deleteLibraryTask, updateLibraryTask } from '@app/client/task-library-calls';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import type { TaskEditorStart as EditorStart } from './editor/editor-start';
import { copyStartOf, editStartOf, withSharing } from './library-edits';
import { groupLibrary, isEmptyLibrary } from './library-groups';
import { NewTaskMenu } from './NewTaskMenu';
import { QuickVote } from './QuickVote';
import { useStartInClass } from './start-in-class';
import { ConsoleText } from './strings';

interface LibraryProps {
  classId: string;
  onStarted(groupTaskId: string): void;
  /** Opens the task editor; without it the library only starts, shares and deletes. */
  onEdit?: (start: EditorStart) => void;
  /** Changed by the console after a save: the list loads again. */
  reloadKey?: number;
}

/**
 * The library as last loaded: for which class, by which attempt (a reload keeps the list on screen until
 * its own answer replaces it).
 */
type Loaded = { classId: string; attempt: number; tasks: LibraryTask[] } | 'failed' | undefined;
type Section = { id: string; title: string; tasks: LibraryTask[]; empty?: string | undefined };

export function Library({ classId, onStarted, onEdit, reloadKey = 0 }: LibraryProps) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    fetchTaskLibrary(api, classId).then(
      (tasks) => current && setLoaded({ classId, attempt, tasks }),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, classId, attempt]);
  // The console saved a task: load again.
  const loadedFor = useRef(reloadKey);
  useEffect(() => {
    if (loadedFor.current === reloadKey) return;
    loadedFor.current = reloadKey;
    reload();
  }, [reloadKey, reload]);
  const { starting, askFirst, question } = useStartInClass(classId, onStarted);
  const [search, setSearch] = useState('');
  const [changing, setChanging] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<LibraryTask | undefined>(undefined);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  if (loaded === 'failed') return <NetworkTrouble onRefresh={reload} />;
  if (loaded?.classId !== classId) return <Spinner />;
  const tasks = loaded.tasks;

  /** A change of one's own task: the list reloads after it, the toast says how it went. */
  const change = (task: LibraryTask, call: () => Promise<unknown>, done: string, failed: string) => {
    setChanging(task.id);
    call()
      .then(
        () => {
          toast(done);
          reload();
        },
        () => toast(failed),
      )
      .finally(() => setChanging(undefined));
  };
  const remove = (task: LibraryTask) => {
    setRemoving(undefined);
    // The removed task's buttons go: the focus goes back to the library's title, not to the page's top.
    heading.current?.focus();
    change(task, () => deleteLibraryTask(api, task.id), ConsoleText.removed, ConsoleText.removeFailed);
  };
  const toggleSharing = (task: LibraryTask) => {
    const shared = !task.shared;
    change(task, () => updateLibraryTask(api, task.id, withSharing(task, shared)), shared ? ConsoleText.sharedNow : ConsoleText.unsharedNow, ConsoleText.shareFailed);
  };

  const item = (task: LibraryTask) => (
    <li key={task.id} className="console__library-item">
      <span className="tag">{kindLabel(task.kind)}</span>
      <span className="console__library-title">
        {task.title}
        {task.mine && task.shared && <span className="console__library-note">{ConsoleText.sharedTag}</span>}
        {!task.mine && task.shared && task.owner && <span className="console__library-note">{ConsoleText.sharedBy(task.owner.name)}</span>}
      </span>
      <span className="console__library-actions">
        <button type="button" className="button button--primary console__small-button" disabled={starting} aria-label={ConsoleText.actionOn(ConsoleText.start, task.title)} onClick={() => askFirst(() => startLibraryTask(api, classId, task.id))}>
          {ConsoleText.start}
        </button>
        {onEdit && task.mine && <TaskAction name={ConsoleText.edit} title={task.title} onClick={() => onEdit(editStartOf(task))} />}
        {onEdit && <TaskAction name={ConsoleText.copy} title={task.title} onClick={() => onEdit(copyStartOf(task, ConsoleText.copySuffix))} />}
        {task.mine && <TaskAction name={task.shared ? ConsoleText.unshare : ConsoleText.share} title={task.title} disabled={changing === task.id} onClick={() => toggleSharing(task)} />}
        {task.mine && <TaskAction name={ConsoleText.remove} title={task.title} disabled={changing === task.id} onClick={() => setRemoving(task)} />}
      </span>
    </li>
  );

  const groups = groupLibrary(tasks, search);
  // 我的任务 shows while empty too when the teacher can make one: it says how.
  const noneOfMine = onEdit !== undefined && !tasks.some((task) => task.mine);
  const allSections: Section[] = [
    { id: 'mine', title: ConsoleText.mine, tasks: groups.mine, empty: noneOfMine ? ConsoleText.noMine : undefined },
    { id: 'shared', title: ConsoleText.schoolShared, tasks: groups.shared },
    { id: 'server', title: ConsoleText.builtIn, tasks: groups.server },
    ...groups.packs.map((pack) => ({ id: `pack-${pack.id}`, title: pack.title, tasks: pack.tasks })),
  ];
  const sections = allSections.filter((section) => section.tasks.length > 0 || section.empty);

  return (
    <section className="card console__library" aria-labelledby={`${headingId}-title`}>
      <h2 id={`${headingId}-title`} ref={heading} tabIndex={-1}>
        {ConsoleText.library}
      </h2>
      <div className="console__library-tools">
        <QuickVote classId={classId} onStarted={onStarted} />
        {onEdit && <NewTaskMenu onEdit={onEdit} />}
      </div>
      {tasks.length > 0 && (
        <input type="search" className="console__search" aria-label={ConsoleText.search} placeholder={ConsoleText.search} value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      )}
      {sections.map((section, index) => (
        <section key={section.id} className="console__library-pack" aria-labelledby={`${headingId}-${index}`}>
          <h3 id={`${headingId}-${index}`}>{section.title}</h3>
          {section.tasks.length > 0 ? <ul>{section.tasks.map(item)}</ul> : <p className="muted">{section.empty}</p>}
        </section>
      ))}
      {tasks.length > 0 && isEmptyLibrary(groups) && <p className="muted">{ConsoleText.noMatch(search.trim())}</p>}
      {question}
      {removing && (
        <Dialog title={ConsoleText.removeTitle(removing.title)} confirmText={ConsoleText.remove} onCancel={() => setRemoving(undefined)} onConfirm={() => remove(removing)}>
          {ConsoleText.removeBody}
        </Dialog>
      )}
    </section>
  );
}

/** A button of one task's, named with the task's title (编辑：早餐投票) as 开始 is. */
function TaskAction({ name, title, disabled = false, onClick }: { name: string; title: string; disabled?: boolean; onClick(): void }) {
  return (
    <button type="button" className="button button--ghost console__small-button" disabled={disabled} aria-label={ConsoleText.actionOn(name, title)} onClick={onClick}>
      {name}
    </button>
  );
}

/** A library item's kind as the teacher reads it: 课堂练习, or the task kind's own title (投票, 资源包, 分层题包...). */
export function kindLabel(kind: string): string {
  if (kind === 'exercise') return ConsoleText.exercise;
  return taskRegistry.has(kind) ? taskRegistry.anyPlugin(kind).title : kind;
}
