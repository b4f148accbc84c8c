/**
 * Every task the class ran (issue 37), newest first, by day, a page at a time: the tasks 最近的任务 has no
 * room for. Each opens its results as the live view showed them at the end, in the console's task panel.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchClassHistory } from '@app/client/teacher-calls';
import type { HistoryTask } from '@server/classroom/class-history-contract';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';
import { TaskListItem } from './TaskListItem';
import { ConsoleText } from './strings';
import { dayHeading, timeOfDay } from './task-times';

interface ClassHistoryProps {
  classId: string;
  /** The task whose panel is on screen, if any. */
  shownId: string | null | undefined;
  onOpen(groupTaskId: string): void;
}

interface Loaded { tasks: HistoryTask[]; studentCount: number; next: string | null }
type Loading = 'loading' | 'failed' | 'idle';

export function ClassHistory({ classId, shownId, onOpen }: ClassHistoryProps) {
  const api = useService(ApiToken);
  const [loaded, setLoaded] = useState<Loaded>({ tasks: [], studentCount: 0, next: null });
  const [loading, setLoading] = useState<Loading>('loading');

  // The page after `before` adds to the list; the first page (no `before`) starts it.
  const fetchPage = useCallback(
    (before: string | undefined) =>
      fetchClassHistory(api, classId, before).then(
        (page) => {
          setLoaded((shown) => ({ tasks: before === undefined ? page.tasks : [...shown.tasks, ...page.tasks], studentCount: page.studentCount, next: page.next }));
          setLoading('idle');
        },
        () => setLoading('failed'),
      ),
    [api, classId],
  );
  useEffect(() => {
    void fetchPage(undefined);
  }, [fetchPage]);
  const loadPage = (before: string | undefined) => {
    setLoading('loading');
    void fetchPage(before);
  };

  const days = byDay(loaded.tasks);
  return (
    <div className="console__history">
      {days.map(([day, tasks]) => (
        <section key={day} aria-label={day}>
          <h3 className="console__history-day">{day}</h3>
          <ul>
            {tasks.map((task) => (
              <TaskListItem key={task.groupTaskId} task={task} details={`${timeOfDay(task.startedAtSec)} · ${ConsoleText.tookPart(task.tookPart, loaded.studentCount)}`} shownId={shownId} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
      {loading === 'idle' && loaded.tasks.length === 0 && <p className="muted">{ConsoleText.noRecent}</p>}
      {loading === 'loading' && <p className="muted" role="status">{ConsoleText.historyLoading}</p>}
      {loading === 'failed' && (
        <p className="muted">
          {ConsoleText.historyFailed}{' '}
          <button type="button" className="link-button" onClick={() => loadPage(loaded.next ?? undefined)}>
            {ConsoleText.retry}
          </button>
        </p>
      )}
      {loading === 'idle' && loaded.next !== null && (
        <button type="button" className="button button--ghost" onClick={() => loadPage(loaded.next!)}>
          {ConsoleText.historyMore}
        </button>
      )}
      {loading === 'idle' && loaded.next === null && loaded.tasks.length > 0 && <p className="muted">{ConsoleText.historyEnd}</p>}
    </div>
  );
}

/** The tasks under their day's heading, in the order given (newest first). */
function byDay(tasks: readonly HistoryTask[]): [string, HistoryTask[]][] {
  const days = new Map<string, HistoryTask[]>();
  for (const task of tasks) {
    const day = dayHeading(task.startedAtSec);
    days.set(day, [...(days.get(day) ?? []), task]);
  }
  return [...days];
}
