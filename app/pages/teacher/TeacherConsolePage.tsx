/**
 * The teacher console (issue 13; the spec shows no teacher screens): pick a class, start a task from the
 * library (the running one ends), watch it live, end it; /teacher/projector/{id} shows the tally alone
 * for the classroom's projector. Loaded only when a teacher signs in: students never download it.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchTaskLibrary, fetchTeacherClasses, startLibraryTask } from '@core/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../hooks/use-async';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/use-sign-out';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { LivePanel } from './LivePanel';
import { ProjectorView } from './ProjectorView';
import { ConsoleText } from './strings';
import './teacher.css';

export function TeacherConsolePage() {
  const { pathname } = useLocation();
  const projected = /^\/teacher\/projector\/(.+)$/.exec(pathname)?.[1];
  if (projected) return <ProjectorView groupTaskId={decodeURIComponent(projected)} />;
  return <Console />;
}

function Console() {
  const api = useService(ApiToken);
  const { user } = useSession();
  const signOut = useSignOut();
  const classes = useAsync(useCallback(() => fetchTeacherClasses(api), [api]));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [started, setStarted] = useState<Record<string, string | null>>({});

  if (classes.status === 'loading') return <Spinner />;
  if (classes.status === 'failed') return <NetworkTrouble onRefresh={classes.reload} />;
  const current = classes.data.find((c) => c.id === chosen) ?? classes.data[0];
  const runningId = current ? (current.id in started ? started[current.id] : current.runningTask?.groupTaskId) : undefined;

  return (
    <main className="console">
      <header className="console__header">
        <h1>{ConsoleText.title}</h1>
        <span className="muted">{user.nickName}</span>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          {ConsoleText.signOut}
        </button>
      </header>
      <label className="console__class">
        {ConsoleText.classes}
        <select value={current?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {classes.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.gradeLevelStr}
              {c.name}（{ConsoleText.students(c.studentCount)}）
            </option>
          ))}
        </select>
      </label>
      {current && (
        <div className="console__columns">
          {runningId ? (
            <LivePanel key={runningId} groupTaskId={runningId} onEnded={() => setStarted((s) => ({ ...s, [current.id]: null }))} />
          ) : (
            <p className="card muted">{ConsoleText.noRunning}</p>
          )}
          <Library classId={current.id} onStarted={(groupTaskId) => setStarted((s) => ({ ...s, [current.id]: groupTaskId }))} />
        </div>
      )}
    </main>
  );
}

function Library({ classId, onStarted }: { classId: string; onStarted(groupTaskId: string): void }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const tasks = useAsync(useCallback(() => fetchTaskLibrary(api, classId), [api, classId]));
  const [starting, setStarting] = useState<string | undefined>(undefined);
  if (tasks.status !== 'ready') return tasks.status === 'loading' ? <Spinner /> : <NetworkTrouble onRefresh={tasks.reload} />;
  const start = (libraryId: string) => {
    setStarting(libraryId);
    startLibraryTask(api, classId, libraryId).then(onStarted, () => toast(ConsoleText.startFailed)).finally(() => setStarting(undefined));
  };
  return (
    <section className="card console__library" aria-labelledby="console-library-title">
      <h2 id="console-library-title">{ConsoleText.library}</h2>
      <ul>
        {tasks.data.map((task) => (
          <li key={task.id} className="console__library-item">
            <span className="tag">{kindLabel(task.kind)}</span>
            <span className="console__library-title">{task.title}</span>
            <button type="button" className="button button--primary" disabled={starting !== undefined} aria-label={`${ConsoleText.start}：${task.title}`} onClick={() => start(task.id)}>
              {ConsoleText.start}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A library item's kind as the teacher reads it: 课堂练习, or the task kind's own title (投票, 资源包, 分层题包...). */
function kindLabel(kind: string): string {
  if (kind === 'exercise') return ConsoleText.exercise;
  return taskRegistry.has(kind) ? taskRegistry.get(kind as 'vote').title : kind;
}
