/**
 * The class's latest tasks (issue 32): an ended task's results can be opened again after the teacher
 * has moved on. Reloaded whenever a task starts or ends here (`version`).
 */
import { useCallback, useEffect, useRef } from 'react';
import { fetchClassTasks } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { kindLabel } from './Library';
import { ConsoleText } from './strings';

interface RecentTasksProps {
  classId: string;
  version: number;
  /** The task whose panel is on screen, if any. */
  shownId: string | null | undefined;
  onOpen(groupTaskId: string): void;
}

export function RecentTasks({ classId, version, shownId, onOpen }: RecentTasksProps) {
  const api = useService(ApiToken);
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
      <h2 id="console-recent-title">{ConsoleText.recent}</h2>
      {tasks.status === 'failed' && (
        <p className="muted">
          {ConsoleText.recentFailed}{' '}
          <button type="button" className="link-button" onClick={tasks.reload}>
            {ConsoleText.retry}
          </button>
        </p>
      )}
      {tasks.status === 'ready' && tasks.data.length === 0 && <p className="muted">{ConsoleText.noRecent}</p>}
      {tasks.status === 'ready' && tasks.data.length > 0 && (
        <ul>
          {tasks.data.map((task) => (
            <li key={task.groupTaskId} className="console__library-item">
              <span className="tag">{task.endedAtSec === null ? ConsoleText.running : ConsoleText.recentEnded}</span>
              <span className="console__library-title">
                {task.title}
                <span className="muted console__recent-time">
                  {kindLabel(task.kind)} · {ConsoleText.startedAt(startTime(task.startedAtSec))}
                </span>
              </span>
              {task.groupTaskId === shownId ? (
                <span className="muted">{ConsoleText.shownNow}</span>
              ) : (
                <button type="button" className="button button--ghost" aria-label={ConsoleText.viewResults(task.title)} onClick={() => onOpen(task.groupTaskId)}>
                  {ConsoleText.view}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 14:05 today, 11月25日 14:05 another day (the teacher's own clock). */
function startTime(sec: number): string {
  const at = new Date(sec * 1000);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return at.toDateString() === new Date().toDateString() ? time : `${at.getMonth() + 1}月${at.getDate()}日 ${time}`;
}
