/**
 * The host of a task kind's screen after class (spec 02 §4; issue 14), e.g. /resource-pack-after?
 * homework={id}&taskId={item}: the item of a homework (spec 01's child screen) whose content the
 * homework carries. It reads the homework, parses the item with the kind's definition, shows the kind's
 * screen with the item's stored result (a completed item can be reviewed and done again), and hands a
 * result to the homework submission as its task_result. A homework that cannot be loaded says
 * 获取Alix课程失败 (the issue's toast) and offers a retry.
 */
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchHomework, type HomeworkDetail } from '@app/client';
import { submitStudentHomework } from '@app/client/player-calls';
import { ParseError } from '@core/content';
import type { TaskResultBody } from '@core/contract';
import { TaskType } from '@core/domain';
import { homeworkTaskEntries } from '@plugins/tasks/after-class';
import { unitLabel } from '../../homework/list-rules';
import type { TaskDefinition, TaskViewProps } from '@core/registry/task-plugin';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { taskRegistry } from '@plugins/tasks';
import { useAsync } from '../../hooks/use-async';
import { useTaskAudio } from '../../hooks/use-task-audio';
import { useTaskDraft } from '../../hooks/use-task-draft';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { AfterClassText } from './strings';

type AnyView = ComponentType<TaskViewProps<unknown, unknown>>;

/** The route component of one kind's after-class screen. */
export function afterClassScreen(kind: string, View: AnyView): ComponentType {
  return function AfterClassKindScreen() {
    return <AfterClassTaskScreen kind={kind} View={View} />;
  };
}

function AfterClassTaskScreen({ kind, View }: { kind: string; View: AnyView }) {
  const [search] = useSearchParams();
  const homeworkId = search.get('homework') ?? '';
  const taskId = search.get('taskId') ?? '';
  const api = useService(ApiToken);
  const toast = useToast();
  const plugin = taskRegistry.anyPlugin(kind);
  const homework = useAsync(useCallback(() => fetchHomework(api, homeworkId), [api, homeworkId]));
  const definition = useAsync(useCallback(() => plugin.loadDefinition() as Promise<TaskDefinition>, [plugin]));
  const failed = homework.status === 'failed';
  useEffect(() => {
    if (failed) toast(AfterClassText.loadFailed);
  }, [failed, toast]);

  const item = useMemo(() => {
    if (homework.status !== 'ready' || definition.status !== 'ready') return undefined;
    const entry = homeworkTaskEntries(homework.data.groupHomework.tasks).find((task) => task.id === taskId);
    if (!entry) return { ok: false as const };
    try {
      // The item carries its kind's part as a served interactive task does (e.g. resourcePack).
      return { ok: true as const, title: entry.title, model: definition.data.parse({ taskType: TaskType.INTERACTIVE, interactiveTask: entry }) };
    } catch (error) {
      if (error instanceof ParseError) return { ok: false as const };
      throw error;
    }
  }, [homework, definition, taskId]);

  const backTo = `/homework-child?homework=${encodeURIComponent(homeworkId)}`;
  return (
    <main className="page">
      <PageHeader title={item?.ok ? (plugin.header === 'unit' && homework.status === 'ready' ? unitAndPeriod(homework.data) : undefined) || item.title : plugin.title} backTo={backTo} />
      {(homework.status === 'loading' || (homework.status === 'ready' && !item)) && <Spinner />}
      {failed && (homework.error instanceof ApiError && homework.error.status === 404 ? <EmptyState text={AfterClassText.notFound} /> : <NetworkTrouble onRefresh={homework.reload} />)}
      {item && !item.ok && <EmptyState text={AfterClassText.malformed} />}
      {homework.status === 'ready' && item?.ok && <AfterClassSubmitting View={View} kind={kind} homework={homework.data} taskId={taskId} model={item.model} textbook={definition.status === 'ready' ? definition.data.afterClass?.textbook : undefined} />}
    </main>
  );
}

/** The homework's unit (its label, e.g. M1U1) and period (its topic), for a kind headed by them (reading; spec 02 §2). */
const unitAndPeriod = (homework: HomeworkDetail): string => [unitLabel(homework.groupHomework.category), homework.topic].filter(Boolean).join(' ');

/** The item's stored task result, in the kind's result shape ({ interactiveTaskResult: task_result }). */
function storedResult(homework: HomeworkDetail, taskId: string): unknown {
  const stored = (homework.taskResults ?? []).find((result) => Object.values(result as Record<string, { id?: string }>).some((part) => part?.id === taskId));
  return stored ? { interactiveTaskResult: stored } : undefined;
}

function AfterClassSubmitting({ View, kind, homework, taskId, model, textbook }: { View: AnyView; kind: string; homework: HomeworkDetail; taskId: string; model: unknown; textbook: string | undefined }) {
  const api = useService(ApiToken);
  const draft = useTaskDraft(kind, `${homework.id}/${taskId}`);
  const toast = useToast();
  const [submitted, setSubmitted] = useState<unknown>(() => storedResult(homework, taskId));
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = useCallback(
    (result: unknown, options?: { quiet?: boolean }) => {
      // After class only a done item counts (spec 02 §4): opening one records nothing.
      if (options?.quiet) return Promise.resolve(true);
      setSubmitting(true);
      // The kind's result after class is what it holds under interactiveTaskResult (its afterClass resultKey).
      const { interactiveTaskResult } = result as { interactiveTaskResult: TaskResultBody };
      // A kind may name the textbook with its result (a reading report: spec 02 §7, §9).
      const named = textbook === undefined ? {} : { textbook };
      return submitStudentHomework(api, homework.id, { answers: [], unitId: homework.groupHomework.unitId, category: homework.groupHomework.category, task_result: interactiveTaskResult, ...named }, { idempotencyKey: crypto.randomUUID() })
        .then(
          () => {
            setSubmitted(result);
            draft.clear();
            toast(AfterClassText.submitted);
            return true;
          },
          (error: unknown) => {
            toast(error instanceof ApiError ? error.message : AfterClassText.submitFailed);
            return false;
          },
        )
        .finally(() => setSubmitting(false));
    },
    [api, homework, toast, draft, textbook],
  );
  const audio = useTaskAudio(AfterClassText.audioFailed);
  const navigate = useNavigate();
  const onDone = () => navigate(`/homework-child?homework=${encodeURIComponent(homework.id)}`);
  return <View task={model} taskId={taskId} submitted={submitted} submitting={submitting} onSubmit={onSubmit} audio={audio} onDone={onDone} draft={draft} />;
}
