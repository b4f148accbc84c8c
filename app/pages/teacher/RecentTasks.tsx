/**
 * The class's latest tasks (issue 32): an ended task's results can be opened again after the teacher
 * has moved on. Reloaded whenever a task starts or ends here (`version`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchClassTasks } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { TaskListItem } from './TaskListItem';
import { ClassHistory } from './ClassHistory';
import { ConsoleText } from './strings';
import { startTime } from './task-times';

interface RecentTasksProps {
  classId: string;
  version: number;
  /** The task whose panel is on screen, if any. */
  shownId: string | null | undefined;
  onOpen(groupTaskId: string): void;
}

export function RecentTasks({ classId, version, shownId, onOpen }: RecentTasksProps) {
  const api = useService(ApiToken);
  // 全部课堂记录 shows every task the class ran in place of the latest ten (issue 37).
  const [wholeHistory, setWholeHistory] = useState(false);
  const tasks = useAsync(useCallback(() => fetchClassTasks(api, classId), [api, classId]));
  // A start or an end here changes the list: load it again.
  const { reload } = tasks;
  const loadedFor = useRef(version);
  useEffect(() => {
    if (loadedFor.current === version) return;
    loadedFor.current = version;
    reload();
  }, [version, reload]);
  return (
    <section className="card console__recent" aria-labelledby="console-recent-title">
      <div className="console__recent-head">
        <h2 id="console-recent-title">{wholeHistory ? ConsoleText.historyTitle : ConsoleText.recent}</h2>
        <button type="button" className="link-button" aria-expanded={wholeHistory} onClick={() => setWholeHistory((shown) => !shown)}>
          {wholeHistory ? ConsoleText.backToRecent : ConsoleText.history}
        </button>
      </div>
      {wholeHistory && <ClassHistory key={version} classId={classId} shownId={shownId} onOpen={onOpen} />}
      {!wholeHistory && tasks.status === 'failed' && (
        <p className="muted">
          {ConsoleText.recentFailed}{' '}
          <button type="button" className="link-button" onClick={tasks.reload}>
            {ConsoleText.retry}
          </button>
        </p>
      )}
      {!wholeHistory && tasks.status === 'ready' && tasks.data.length === 0 && <p className="muted">{ConsoleText.noRecent}</p>}
      {!wholeHistory && tasks.status === 'ready' && tasks.data.length > 0 && (
        <ul>
          {tasks.data.map((task) => (
            <TaskListItem key={task.groupTaskId} task={task} details={ConsoleText.startedAt(startTime(task.startedAtSec))} shownId={shownId} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
