/**
 * The classroom tasks screen /exercise (spec 02 §2): polls the class's running task; none → 暂无任务;
 * a task → its title, 'class exercise about to start' and 立刻开始, which opens the task's screen
 * (./task-screen.ts: the player, or the screen of the task's kind). A new task replaces the old one on the next poll. A task the student
 * has handed in says 已提交 instead and offers 查看 (issue 32): not a fresh start.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchOwnTaskResult } from '@app/client/player-calls';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useClassroomPoll } from '../../hooks/use-classroom-poll';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { ExerciseText } from './strings';
import { taskScreenPath } from './task-screen';
import './exercise.css';

export function ExercisePage() {
  const { currentClass } = useSession();
  const poll = useClassroomPoll(currentClass?.groupId);
  const navigate = useNavigate();
  return (
    <main className="page">
      <PageHeader title={ExerciseText.title} />
      {poll.status === 'loading' && <Spinner />}
      {poll.status === 'none' && <EmptyState text={ExerciseText.empty} />}
      {poll.status === 'task' && (
        <section className="card exercise__task" aria-labelledby="exercise-task-title">
          <TaskCard key={poll.task.groupTaskId} groupTaskId={poll.task.groupTaskId} title={poll.task.title} onOpen={() => void taskScreenPath(poll.task).then((path) => navigate(path), (error: unknown) => console.warn('task screen not found', error))} />
        </section>
      )}
    </main>
  );
}

/** The running task: 立刻开始 until this student has handed it in, then 已提交 (read once per task). */
function TaskCard({ groupTaskId, title, onOpen }: { groupTaskId: string; title: string; onOpen: () => void }) {
  const api = useService(ApiToken);
  // A result that cannot be read is no reason to keep the student from the task: it offers the start.
  const own = useAsync(useCallback(() => fetchOwnTaskResult(api, groupTaskId).then((answer) => answer.submitted === true, () => false), [api, groupTaskId]));
  const submitted = own.status === 'ready' && own.data;
  return (
    <>
      <p className="exercise__starting" role={submitted ? 'status' : undefined}>{submitted ? ExerciseText.submitted : ExerciseText.aboutToStart}</p>
      <h2 id="exercise-task-title" className="exercise__title">
        {title}
      </h2>
      {own.status !== 'loading' && (
        <button type="button" className={submitted ? 'button button--block' : 'button button--primary button--block'} onClick={onOpen}>
          {submitted ? ExerciseText.view : ExerciseText.start}
        </button>
      )}
    </>
  );
}
