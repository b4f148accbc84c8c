/**
 * The classroom tasks screen /exercise (spec 02 §2): polls the class's running task; none → 暂无任务;
 * a task → its title, 'class exercise about to start' and 立刻开始, which opens the task's screen
 * (core/classroom/task-screen.ts). A new task replaces the old one on the next poll.
 */
import { useNavigate } from 'react-router-dom';
import { taskScreenPath } from '@core/classroom/task-screen';
import { useClassroomPoll } from '../../hooks/use-classroom-poll';
import { useSession } from '../../session/SessionContext';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { ExerciseText } from './strings';
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
          <p className="exercise__starting">{ExerciseText.aboutToStart}</p>
          <h2 id="exercise-task-title" className="exercise__title">
            {poll.task.title}
          </h2>
          <button type="button" className="button button--primary button--block" onClick={() => navigate(taskScreenPath(poll.task))}>
            {ExerciseText.start}
          </button>
        </section>
      )}
    </main>
  );
}
