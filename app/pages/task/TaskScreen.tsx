/**
 * The host of a classroom task kind's screen (spec 02 §2, §4; issue 13). It polls the running task,
 * parses it with the kind's definition, hands the kind's screen the task and this student's last
 * result, submits what the screen hands back (one Idempotency-Key per press, kept on the device and
 * delivered later when the network fails), and when the task ends
 * or another one starts says 任务已终止 and returns to /exercise. The kind's screen (plugins/tasks/
 * <kind>/View.tsx) only shows the task.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ClassroomTask } from '@app/client/classroom-calls';
import { fetchOwnTaskResult, fetchQuiz } from '@app/client/player-calls';
import { ParseError } from '@core/content';
import type { TaskDefinition, TaskViewProps } from '@core/registry/task-plugin';
import { ApiError } from '@core/services/api/api-service';
import type { AppEvents } from '@core/services/events';
import { ApiToken, EventsToken, StorageToken } from '@core/services/tokens';
import { sharedPendingSubmissions, submissionSender } from '@app/session/pending-submissions';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../hooks/use-async';
import { useTaskAudio } from '../../hooks/use-task-audio';
import { useClassroomPoll } from '../../hooks/use-classroom-poll';
import { useTaskDraft } from '../../hooks/use-task-draft';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { ensurePendingSync } from '../../session/pending-sync';
import { useSession } from '../../session/SessionContext';
import { Dialog } from '../../shell/Dialog';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { TaskText } from './strings';
import './task.css';
import { MissingItemError, taskTarget, type TaskTarget } from './task-target';

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
  const optionalTaskId = search.get('optionalTaskId') ?? undefined;
  const { currentClass } = useSession();
  const plugin = taskRegistry.anyPlugin(kind);
  const poll = useClassroomPoll(search.get('groupId') ?? currentClass?.groupId, plugin.pollLogs);
  const definition = useAsync(useCallback(() => plugin.loadDefinition() as Promise<TaskDefinition>, [plugin]));
  const navigate = useNavigate();

  // Ended, or another task started: the student goes back to the task list.
  const ended = poll.status === 'none' || (poll.status === 'task' && groupTaskId !== undefined && poll.task.groupTaskId !== groupTaskId);
  const task = poll.status === 'task' && !ended ? poll.task : undefined;
  const target = useMemo(() => {
    if (!task || definition.status !== 'ready') return undefined;
    try {
      return { ok: true as const, value: taskTarget(task, definition.data, optionalTaskId) };
    } catch (error) {
      if (error instanceof ParseError || error instanceof MissingItemError) return { ok: false as const, error };
      throw error;
    }
  }, [task, definition, optionalTaskId]);

  // Also an optional task's item of such a kind (issue 32): its answer is graded like the kind's own task.
  const reviewable = definition.status === 'ready' && definition.data.grade !== undefined && groupTaskId !== undefined && poll.status === 'none';
  return (
    <main className="page">
      <PageHeader title={headerTitle(plugin, task)} backTo={optionalTaskId && groupTaskId ? optionalListPath(groupTaskId, search) : '/exercise'} />
      {(poll.status === 'loading' || (task && !target)) && <Spinner />}
      {target && !target.ok && <EmptyState text={TaskText.malformed} />}
      {task && target?.ok && <Submitting key={`${task.groupTaskId}/${target.value.taskId}`} View={View} target={target.value} kind={kind} />}
      {/* A kind with right answers shows them once the task ends (drag-drop); the others say 任务已终止. */}
      {ended && reviewable && groupTaskId && <Review View={View} definition={definition.data} groupTaskId={groupTaskId} optionalTaskId={optionalTaskId} />}
      {ended && !reviewable && <Dialog title={TaskText.terminated} onConfirm={() => navigate('/exercise')} />}
    </main>
  );
}

/** The header: the task's title, or for a kind headed by its unit (reading) the unit's (spec 02 §2). */
function headerTitle(plugin: { title: string; header?: 'task' | 'unit' }, task: ClassroomTask | undefined): string {
  if (plugin.header === 'unit') return task?.unitTitle || plugin.title;
  return task?.title ?? plugin.title;
}

/** Back from an item to the optional task's list, with the same query. */
function optionalListPath(groupTaskId: string, search: URLSearchParams): string {
  const query = new URLSearchParams({ groupTaskId });
  const optionalId = search.get('optionalId');
  if (optionalId) query.set('optionalId', optionalId);
  return `/optional-task?${query}`;
}

/**
 * The kind's screen with this student's submission state (keyed by the task: a new task starts afresh).
 * The last result handed in is read back from the server first, so a reload shows it; a new result
 * replaces it while the task runs.
 */
function Submitting({ View, target, kind }: { View: AnyView; target: TaskTarget; kind: string }) {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const events = useService(EventsToken);
  const { user } = useSession();
  const toast = useToast();
  const { taskId, groupTaskId } = target;
  // A result that cannot be read back is no reason to keep the student from the task.
  const stored = useAsync(useCallback(() => fetchOwnTaskResult(api, taskId, groupTaskId).then((own) => own.result, () => null), [api, taskId, groupTaskId]));
  const [submitted, setSubmitted] = useState<{ result: unknown; queuedAs?: string } | undefined>(undefined);
  // A result kept on the phone stays marked so until the delivery loop says the server has it.
  const queuedAs = submitted?.queuedAs;
  useEffect(() => {
    if (!queuedAs) return undefined;
    const onDelivered = ({ results }: AppEvents['submissions:delivered']) => {
      if (results.has(queuedAs)) setSubmitted((now) => (now?.queuedAs === queuedAs ? { result: now.result } : now));
    };
    events.on('submissions:delivered', onDelivered);
    return () => {
      events.off('submissions:delivered', onDelivered);
    };
  }, [events, queuedAs]);
  const [submitting, setSubmitting] = useState(false);
  // When the screen opened, for the optional envelope's durationSec (set in an effect: render stays pure).
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const draft = useTaskDraft(kind, taskId);
  const onSubmit = useCallback(
    (result: unknown, options?: { quiet?: boolean }) => {
      // Opening an optional item is not answering it: 共作答 counts answers.
      if (options?.quiet && target.optionalItem) return Promise.resolve(true);
      if (!options?.quiet) setSubmitting(true);
      const body = target.wrap(result, Math.round((Date.now() - openedAt.current) / 1000));
      // Through the device's queue (issue 41): a result the flaky Wi-Fi would lose is kept and delivered
      // by the delivery loop under its Idempotency-Key; the student's answer stands meanwhile.
      return sharedPendingSubmissions(storage)
        .sendOrQueue('taskResult', { taskKind: kind, taskId, body }, submissionSender(api), { userId: user.id })
        .then(
          (outcome) => {
            setSubmitted(outcome.status === 'queued' ? { result, queuedAs: outcome.submission.id } : { result });
            if (outcome.status === 'queued') ensurePendingSync(api, storage, events, user.id);
            if (!options?.quiet) {
              // Handed in (or kept on the phone to be): the work in progress is the result now.
              draft.clear();
              toast(outcome.status === 'queued' ? TaskText.savedOnDevice : TaskText.submitted);
            }
            return true;
          },
          (error: unknown) => {
            if (!options?.quiet) toast(error instanceof ApiError ? error.message : String(error));
            return false;
          },
        )
        .finally(() => setSubmitting(false));
    },
    [api, storage, events, user.id, kind, taskId, target, toast, draft],
  );
  const audio = useTaskAudio(TaskText.audioFailed);
  const navigate = useNavigate();
  if (stored.status === 'loading') return <Spinner />;
  const result = submitted ? submitted.result : target.unwrap(stored.status === 'ready' ? stored.data : null);
  return <View task={target.model} taskId={taskId} submitted={result} savedOnDevice={queuedAs !== undefined} submitting={submitting} onSubmit={onSubmit} audio={audio} onDone={() => navigate('/exercise')} draft={draft} />;
}

/**
 * The ended task with this student's graded result (kinds with right answers, alone or as an optional
 * task's item): the task is read back by id (GET .../quiz?groupTaskId=, running or ended) and the result
 * with its grade; the screen shows what was right, read-only, under 任务已终止 with a way back to /exercise.
 */
function Review({ View, definition, groupTaskId, optionalTaskId }: { View: AnyView; definition: TaskDefinition; groupTaskId: string; optionalTaskId: string | undefined }) {
  const api = useService(ApiToken);
  const navigate = useNavigate();
  const ended = useAsync(
    useCallback(async () => {
      // An optional task's item: the item's own task, and the item's answer with its grade.
      const [task, own] = await Promise.all([fetchQuiz(api, { groupTaskId }), fetchOwnTaskResult(api, optionalTaskId ?? groupTaskId, groupTaskId)]);
      if (!task || !own.result || own.grade === undefined) return null;
      const target = taskTarget(task, definition, optionalTaskId);
      return { model: target.model, result: target.unwrap(own.result), grade: own.grade };
    }, [api, definition, groupTaskId, optionalTaskId]),
  );
  if (ended.status === 'loading') return <Spinner />;
  // Nothing handed in (or the task cannot be read): nothing to review.
  if (ended.status === 'failed' || ended.data === null) return <Dialog title={TaskText.terminated} onConfirm={() => navigate('/exercise')} />;
  return (
    <>
      <p className="task-ended" role="status">{TaskText.endedReview}</p>
      <View task={ended.data.model} taskId={groupTaskId} submitted={ended.data.result} submitting={false} onSubmit={() => undefined} review={ended.data.grade} />
      <button type="button" className="button button--primary button--block task-ended__back" onClick={() => navigate('/exercise')}>
        {TaskText.backToExercise}
      </button>
    </>
  );
}
