/**
 * The host of a classroom task kind's screen (spec 02 §2, §4; issue 13). It polls the running task,
 * parses it with the kind's definition, hands the kind's screen the task and this student's last
 * result, submits what the screen hands back (one Idempotency-Key per press), and when the task ends
 * or another one starts says 任务已终止 and returns to /exercise. The kind's screen (plugins/tasks/
 * <kind>/View.tsx) only shows the task.
 */
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { submitClassroomTaskResult } from '@core/client/player-calls';
import { ParseError } from '@core/content';
import type { TaskDefinition, TaskViewProps } from '@core/registry/task-plugin';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../hooks/use-async';
import { useClassroomPoll } from '../../hooks/use-classroom-poll';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { Dialog } from '../../shell/Dialog';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { TaskText } from './strings';

type AnyView = ComponentType<TaskViewProps<unknown, unknown>>;

/** The route component of one kind's screen. */
export function taskScreen(kind: string, View: AnyView): ComponentType {
  return function KindScreen() {
    return <TaskScreen kind={kind} View={View} />;
  };
}

function TaskScreen({ kind, View }: { kind: string; View: AnyView }) {
  const [search] = useSearchParams();
  const groupTaskId = search.get('groupTaskId') ?? undefined;
  const { currentClass } = useSession();
  const poll = useClassroomPoll(search.get('groupId') ?? currentClass?.groupId);
  const plugin = taskRegistry.get(kind as 'vote');
  const definition = useAsync(useCallback(() => plugin.loadDefinition() as Promise<TaskDefinition>, [plugin]));
  const navigate = useNavigate();

  // Ended, or another task started: the student goes back to the task list.
  const ended = poll.status === 'none' || (poll.status === 'task' && groupTaskId !== undefined && poll.task.groupTaskId !== groupTaskId);
  const task = poll.status === 'task' && !ended ? poll.task : undefined;
  const model = useMemo(() => {
    if (!task || definition.status !== 'ready') return undefined;
    try {
      return { ok: true as const, value: definition.data.parse(task) };
    } catch (error) {
      if (error instanceof ParseError) return { ok: false as const, error };
      throw error;
    }
  }, [task, definition]);

  return (
    <main className="page">
      <PageHeader title={task?.title ?? plugin.title} backTo="/exercise" />
      {(poll.status === 'loading' || (task && !model)) && <Spinner />}
      {model && !model.ok && <EmptyState text={TaskText.malformed} />}
      {task && model?.ok && <Submitting key={task.groupTaskId} View={View} task={model.value} groupTaskId={task.groupTaskId} kind={kind} />}
      {ended && <Dialog title={TaskText.terminated} onConfirm={() => navigate('/exercise')} />}
    </main>
  );
}

/** The kind's screen with this student's submission state (keyed by the task: a new task starts afresh); a new result replaces the last while the task runs. */
function Submitting({ View, task, groupTaskId, kind }: { View: AnyView; task: unknown; groupTaskId: string; kind: string }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [submitted, setSubmitted] = useState<unknown>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = (result: unknown) => {
    setSubmitting(true);
    submitClassroomTaskResult(api, { taskKind: kind, taskId: groupTaskId, body: result }, { idempotencyKey: crypto.randomUUID() }).then(
      () => {
        setSubmitted(result);
        toast(TaskText.submitted);
      },
      (error: unknown) => toast(error instanceof ApiError ? error.message : String(error)),
    ).finally(() => setSubmitting(false));
  };
  return <View task={task} submitted={submitted} submitting={submitting} onSubmit={onSubmit} />;
}
