/** A classroom task in a list of the class's tasks (最近的任务, 课堂记录): running or ended, what and when, 查看 its results. */
import type { ClassTask } from '@core/contract';
import { kindLabel } from './Library';
import { ConsoleText } from './strings';

interface TaskListItemProps {
  task: ClassTask;
  /** When it ran, and anything more, after its kind. */
  details: string;
  /** The task whose panel is on screen, if any. */
  shownId: string | null | undefined;
  onOpen(groupTaskId: string): void;
}

export function TaskListItem({ task, details, shownId, onOpen }: TaskListItemProps) {
  return (
    <li className="console__library-item">
      <span className="tag">{task.endedAtSec === null ? ConsoleText.running : ConsoleText.recentEnded}</span>
      <span className="console__library-title">
        {task.title}
        <span className="muted console__recent-time">
          {kindLabel(task.kind)} · {details}
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
  );
}
