/**
 * The teacher console (issue 13; the spec shows no teacher screens): pick a class (kept in the address,
 * `?class=`, so a reload stays on it), start a task from the library (asking first while one runs),
 * watch it live, end it and keep its results on screen until closed, reopen a recent task's results,
 * write the teacher's own tasks (issue 36: the task editor, in place of the columns while open);
 * /teacher/projector/class/{classId} shows the class's current task for the classroom's projector.
 * Loaded only when a teacher signs in: students never download it.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fetchTeacherClasses } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/use-sign-out';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { Library } from './Library';
import { LivePanel } from './LivePanel';
import { ProjectorView } from './ProjectorView';
import { RecentTasks } from './RecentTasks';
import { StudentPasswords } from './StudentPasswords';
import type { TaskEditorStart } from './editor/editor-start';
import { ConsoleTabs, type ConsoleView } from './homework/ConsoleTabs';
import { ConsoleText } from './strings';
import './teacher.css';

/** The console's address parameter naming the chosen class. */
const CLASS_PARAM = 'class';
/** The task editor (issue 36): its chunk, and each kind's editor, load when the teacher opens it. */
const TaskEditorPanel = lazy(() => import('./editor/TaskEditorPanel'));
/** The 作业 view (issue 37): its chunk loads when the teacher opens the tab. */
const HomeworkPanel = lazy(() => import('./homework/HomeworkPanel'));
/** A homework's results and the class at a glance (issue 37), loaded when opened. */
const HomeworkResults = lazy(() => import('./homework/results/HomeworkResults'));
const ClassGlance = lazy(() => import('./homework/results/ClassGlance').then((m) => ({ default: m.ClassGlance })));

export function TeacherConsolePage() {
  const { pathname } = useLocation();
  const followed = /^\/teacher\/projector\/class\/([^/]+)$/.exec(pathname)?.[1];
  if (followed) return <ProjectorView classId={decodeURIComponent(followed)} />;
  // An older projector address names a task: the projector follows that task's class from there.
  const projected = /^\/teacher\/projector\/([^/]+)$/.exec(pathname)?.[1];
  if (projected) return <ProjectorView groupTaskId={decodeURIComponent(projected)} />;
  return <Console />;
}

function Console() {
  const api = useService(ApiToken);
  const { user } = useSession();
  const signOut = useSignOut();
  const classes = useAsync(useCallback(() => fetchTeacherClasses(api), [api]));
  const [params, setParams] = useSearchParams();
  // The task whose panel is shown, per class: null once the teacher closed it; absent: the running one.
  const [shown, setShown] = useState<Record<string, string | null>>({});
  // Bumped by every start and end here, so the recent list reloads.
  const [version, setVersion] = useState(0);
  // The task being written (新建任务, 编辑, 复制); the library reloads after each save.
  const [editing, setEditing] = useState<TaskEditorStart | undefined>(undefined);
  // The homework whose results are open (作业 tab).
  const [resultsOf, setResultsOf] = useState<string | undefined>(undefined);
  const [libraryVersion, setLibraryVersion] = useState(0);
  const [view, setView] = useState<ConsoleView>('classroom');

  if (classes.status === 'loading') return <Spinner />;
  if (classes.status === 'failed') return <NetworkTrouble onRefresh={classes.reload} />;
  const current = classes.data.find((c) => c.id === params.get(CLASS_PARAM)) ?? classes.data[0];
  const shownId = current ? (current.id in shown ? shown[current.id] : current.runningTask?.groupTaskId) : undefined;
  const show = (classId: string, groupTaskId: string | null) => setShown((s) => ({ ...s, [classId]: groupTaskId }));
  const chooseClass = (classId: string) => {
    setResultsOf(undefined);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(CLASS_PARAM, classId);
        return next;
      },
      { replace: true },
    );
  };

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
        <select value={current?.id ?? ''} onChange={(event) => chooseClass(event.target.value)}>
          {classes.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.gradeLevelStr}
              {c.name}（{ConsoleText.students(c.studentCount)}）
            </option>
          ))}
        </select>
      </label>
      {!editing && <ConsoleTabs view={view} onChange={setView} />}
      {current && !editing && view === 'homework' && (
        <Suspense fallback={<Spinner />}>
          {resultsOf ? (
            <HomeworkResults homeworkId={resultsOf} onClose={() => setResultsOf(undefined)} />
          ) : (
            <>
              <ClassGlance key={`glance-${current.id}`} classId={current.id} />
              <HomeworkPanel key={current.id} classes={classes.data} classId={current.id} onOpenResults={setResultsOf} />
            </>
          )}
        </Suspense>
      )}
      {current && editing && (
        <Suspense fallback={<Spinner />}>
          <TaskEditorPanel
            start={editing}
            classId={current.id}
            onSaved={() => {
              setEditing(undefined);
              setLibraryVersion((n) => n + 1);
            }}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
      {current && !editing && view === 'classroom' && (
        <div className="console__columns">
          {shownId ? (
            <LivePanel
              key={shownId}
              groupTaskId={shownId}
              classId={current.id}
              onEnded={() => setVersion((n) => n + 1)}
              onClose={() => show(current.id, null)}
            />
          ) : (
            <p className="card muted">{ConsoleText.noRunning}</p>
          )}
          <div className="console__side">
            <Library
              classId={current.id}
              onEdit={setEditing}
              reloadKey={libraryVersion}
              onStarted={(groupTaskId) => {
                show(current.id, groupTaskId);
                setVersion((n) => n + 1);
              }}
            />
            <RecentTasks key={current.id} classId={current.id} version={version} shownId={shownId} onOpen={(groupTaskId) => show(current.id, groupTaskId)} />
            <StudentPasswords key={`accounts-${current.id}`} classId={current.id} />
          </div>
        </div>
      )}
    </main>
  );
}
