/**
 * 老师分组 for a running collaborative task (issues 15, 32): the teacher picks the group size and sees
 * the groups it makes (the remainder spread, no one alone: plugins/tasks/collaborative/grouping.ts groupSizes), then
 * is asked before anything changes, with what the regrouping ends: the groups there are, and the
 * answers to another task than the one the new groups do. Answers to that task keep their roles.
 */
import { useMemo, useState } from 'react';
import { DEFAULT_TEACHER_GROUP_SIZE, MIN_LOCK_SIZE, TEACHER_GROUP_SIZES, groupSizes } from '@plugins/tasks/collaborative/grouping';
import { makeTeacherGroups } from '@app/client/teacher-calls';
import type { LiveView } from '@core/contract';
import { ApiToken } from '@core/services/tokens';
import { answersRole, collaborativeLearningSchema, collaborativeResultSchema } from '@plugins/tasks/collaborative/definition';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { TeacherGroupsText } from './strings';

/**
 * The task's first assignment and the answers of the live view, read through the kind's schemas (the
 * server checked them when stored; here they are JSON off the wire): once per poll response (issue 33).
 */
function readView(view: LiveView) {
  const task = collaborativeLearningSchema.safeParse(view.collaborativeLearning);
  const answers = view.results.flatMap((r) => {
    const checked = collaborativeResultSchema.safeParse(r.result);
    return checked.success ? [checked.data.interactiveTaskResult.collaborativeResult] : [];
  });
  return { task: task.success ? task.data.assignments[0] : undefined, answers };
}

export function TeacherGroups({ view }: { view: LiveView }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [size, setSize] = useState(DEFAULT_TEACHER_GROUP_SIZE);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sizes = groupSizes(view.studentCount, size);
  const preview = sizes.length > 0 && view.studentCount >= MIN_LOCK_SIZE ? TeacherGroupsText.preview(view.studentCount, sizes) : TeacherGroupsText.tooFew;

  // The new groups all do the task's first assignment (server/classroom/teacher-groups.ts).
  const { task, answers } = useMemo(() => readView(view), [view]);
  const taskRoles = task?.roles.map((r) => r.identifier) ?? [];
  const kept = answers.filter((a) => answersRole(a, task?.identifier, taskRoles)).length;
  const existing = view.groups?.length ?? 0;

  const make = () => {
    setAsking(false);
    setBusy(true);
    makeTeacherGroups(api, view.groupTaskId, size)
      .then(() => toast(TeacherGroupsText.made), () => toast(TeacherGroupsText.failed))
      .finally(() => setBusy(false));
  };

  return (
    <section className="console__groups" aria-label={TeacherGroupsText.region}>
      <label>
        {TeacherGroupsText.size}
        <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
          {TEACHER_GROUP_SIZES.map((n) => (
            <option key={n} value={n}>
              {TeacherGroupsText.sizeOption(n)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted" role="status">{preview}</p>
      <button type="button" className="button button--ghost" disabled={busy || view.studentCount < MIN_LOCK_SIZE} onClick={() => setAsking(true)}>
        {TeacherGroupsText.make}
      </button>
      {asking && (
        <Dialog title={TeacherGroupsText.askTitle} confirmText={TeacherGroupsText.confirm} onCancel={() => setAsking(false)} onConfirm={make}>
          {existing > 0 && <p>{TeacherGroupsText.dissolves(existing)}</p>}
          <p>{TeacherGroupsText.deals(preview, task?.name ?? '')}</p>
          {kept > 0 && <p>{TeacherGroupsText.keeps(kept)}</p>}
          {answers.length > kept && <p>{TeacherGroupsText.loses(answers.length - kept)}</p>}
        </Dialog>
      )}
    </section>
  );
}
