/**
 * The task library of the console: 开始 starts an item in the class. A start ends the task running
 * there, so while one runs the teacher is asked first (issue 32); the class's running task is asked of
 * the server at that moment, so a task started from another tab or device counts too. The server's own
 * tasks come first, then each content pack's under its title, all filtered by 搜索任务 (issue 35).
 */
import { useCallback, useId, useState } from 'react';
import type { LibraryTask } from '@core/contract';
import { fetchClassTasks, fetchTaskLibrary, startLibraryTask } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../hooks/use-async';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { groupLibrary, isEmptyLibrary } from './library-groups';
import { ConsoleText } from './strings';

export function Library({ classId, onStarted }: { classId: string; onStarted(groupTaskId: string): void }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const tasks = useAsync(useCallback(() => fetchTaskLibrary(api, classId), [api, classId]));
  const [starting, setStarting] = useState<string | undefined>(undefined);
  const [asking, setAsking] = useState<{ libraryId: string; running: string } | undefined>(undefined);
  const [search, setSearch] = useState('');
  const headingId = useId();
  if (tasks.status !== 'ready') return tasks.status === 'loading' ? <Spinner /> : <NetworkTrouble onRefresh={tasks.reload} />;

  const start = (libraryId: string) => {
    setStarting(libraryId);
    startLibraryTask(api, classId, libraryId).then(onStarted, () => toast(ConsoleText.startFailed)).finally(() => setStarting(undefined));
  };
  const askFirst = (libraryId: string) => {
    setStarting(libraryId);
    fetchClassTasks(api, classId, 1).then(
      ([latest]) => {
        if (latest && latest.endedAtSec === null) {
          setStarting(undefined);
          setAsking({ libraryId, running: latest.title });
        } else start(libraryId);
      },
      () => {
        setStarting(undefined);
        toast(ConsoleText.startFailed);
      },
    );
  };

  const groups = groupLibrary(tasks.data, search);
  const item = (task: LibraryTask) => (
    <li key={task.id} className="console__library-item">
      <span className="tag">{kindLabel(task.kind)}</span>
      <span className="console__library-title">{task.title}</span>
      <button type="button" className="button button--primary" disabled={starting !== undefined} aria-label={`${ConsoleText.start}：${task.title}`} onClick={() => askFirst(task.id)}>
        {ConsoleText.start}
      </button>
    </li>
  );

  return (
    <section className="card console__library" aria-labelledby="console-library-title">
      <h2 id="console-library-title">{ConsoleText.library}</h2>
      {tasks.data.length > 0 && (
        <input type="search" className="console__search" aria-label={ConsoleText.search} placeholder={ConsoleText.search} value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      )}
      {groups.own.length > 0 && <ul>{groups.own.map(item)}</ul>}
      {groups.packs.map((pack, index) => (
        <section key={pack.id} className="console__library-pack" aria-labelledby={`${headingId}-${index}`}>
          <h3 id={`${headingId}-${index}`}>{pack.title}</h3>
          <ul>{pack.tasks.map(item)}</ul>
        </section>
      ))}
      {tasks.data.length > 0 && isEmptyLibrary(groups) && <p className="muted">{ConsoleText.noMatch(search.trim())}</p>}
      {asking && (
        <Dialog
          title={ConsoleText.replaceTitle}
          confirmText={ConsoleText.replaceConfirm}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            start(asking.libraryId);
          }}
        >
          {ConsoleText.replaceBody(asking.running)}
        </Dialog>
      )}
    </section>
  );
}

/** A library item's kind as the teacher reads it: 课堂练习, or the task kind's own title (投票, 资源包, 分层题包...). */
export function kindLabel(kind: string): string {
  if (kind === 'exercise') return ConsoleText.exercise;
  return taskRegistry.has(kind) ? taskRegistry.anyPlugin(kind).title : kind;
}
