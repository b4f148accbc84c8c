/**
 * The projector view (issue 13): the class's current task, its title and the kind's tally in large type,
 * no names. It follows the class (issue 32): a new task replaces the old one by itself, and an ended
 * task's results stay up until then. An older address naming a task follows that task's class; one the
 * server does not know says so instead of a blank page.
 */
import { useCallback } from 'react';
import { fetchLiveView } from '@app/client/teacher-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { KindPanel } from './KindPanel';
import { ConsoleText } from './strings';
import { useCurrentTask } from './use-current-task';
import { useLiveView } from './use-live-view';

export function ProjectorView(props: { classId: string } | { groupTaskId: string }) {
  return 'classId' in props ? <ClassProjector classId={props.classId} /> : <TaskClassProjector groupTaskId={props.groupTaskId} />;
}

/** /teacher/projector/{groupTaskId}: the task's class, then as the class's projector. */
function TaskClassProjector({ groupTaskId }: { groupTaskId: string }) {
  const api = useService(ApiToken);
  const task = useAsync(useCallback(() => fetchLiveView(api, groupTaskId), [api, groupTaskId]));
  if (task.status === 'loading') return <Spinner />;
  if (task.status === 'failed') {
    const gone = task.error instanceof ApiError && (task.error.status === 404 || task.error.status === 403);
    return gone ? <ProjectorMessage text={ConsoleText.projectorGone} /> : <NetworkTrouble onRefresh={task.reload} />;
  }
  return <ClassProjector classId={task.data.classId} />;
}

function ClassProjector({ classId }: { classId: string }) {
  const current = useCurrentTask(classId);
  const { view } = useLiveView(current && current !== 'gone' ? current.groupTaskId : undefined);
  if (current === 'gone') return <ProjectorMessage text={ConsoleText.projectorGone} />;
  if (current === null) return <ProjectorMessage text={ConsoleText.projectorNoTask} />;
  if (!view) return <Spinner />;
  return (
    <main className="projector">
      <header className="projector__header">
        <h1 className="projector__title">{view.title}</h1>
        {!view.running && <p className="tag">{ConsoleText.ended}</p>}
      </header>
      <p className="projector__counts">{ConsoleText.counts(view.joined.length, view.submitted.length, view.studentCount)}</p>
      <KindPanel key={view.groupTaskId} view={view} projector />
    </main>
  );
}

function ProjectorMessage({ text }: { text: string }) {
  return (
    <main className="projector">
      <p className="projector__counts" role="status">
        {text}
      </p>
    </main>
  );
}
