/**
 * 老师分组 for a running collaborative task (issues 15, 32), on the kind's teacher panel: the teacher
 * picks the group size and sees the groups it makes (the remainder spread, no one alone: grouping.ts
 * groupSizes), then is asked before anything changes, with what the regrouping ends: the groups there
 * are, and the answers to another task than the one the new groups do. Answers to that task keep their
 * roles. The call, the dialog and the toasts come from the page host (taskPageHostRef).
 */
import { useState } from 'react';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { useTaskService } from '@core/registry/task-services';
import { answersRole, type CollaborativeLearning, type CollaborativeResult } from './definition';
import { makeTeacherGroups } from './group-calls';
import { DEFAULT_TEACHER_GROUP_SIZE, MIN_LOCK_SIZE, TEACHER_GROUP_SIZES, groupSizes } from './grouping';
import { TeacherGroupsText } from './strings';

interface TeacherGroupsProps {
  taskId: string;
  studentCount: number;
  task: CollaborativeLearning;
  /** The latest results, read through the kind's schema by the panel's host. */
  results: readonly { result: CollaborativeResult }[];
  /** How many groups there are now. */
  groupCount: number;
}

export function TeacherGroups({ taskId, studentCount, task, results, groupCount }: TeacherGroupsProps) {
  const { api, toast, Dialog } = useTaskService(taskPageHostRef);
  const [size, setSize] = useState(DEFAULT_TEACHER_GROUP_SIZE);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sizes = groupSizes(studentCount, size);
  const preview = sizes.length > 0 && studentCount >= MIN_LOCK_SIZE ? TeacherGroupsText.preview(studentCount, sizes) : TeacherGroupsText.tooFew;

  // The new groups all do the task's first assignment (server/classroom/teacher-groups.ts).
  const first = task.assignments[0];
  const firstRoles = first?.roles.map((r) => r.identifier) ?? [];
  const answers = results.map((r) => r.result.interactiveTaskResult.collaborativeResult);
  const kept = answers.filter((a) => answersRole(a, first?.identifier, firstRoles)).length;

  const make = () => {
    setAsking(false);
    setBusy(true);
    makeTeacherGroups(api, taskId, size)
      .then(() => toast(TeacherGroupsText.made), () => toast(TeacherGroupsText.failed))
      .finally(() => setBusy(false));
  };

  return (
    <section className="collab-panel__teacher-groups" aria-label={TeacherGroupsText.region}>
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
      <button type="button" className="button button--ghost" disabled={busy || studentCount < MIN_LOCK_SIZE} onClick={() => setAsking(true)}>
        {TeacherGroupsText.make}
      </button>
      {asking && (
        <Dialog title={TeacherGroupsText.askTitle} confirmText={TeacherGroupsText.confirm} onCancel={() => setAsking(false)} onConfirm={make}>
          {groupCount > 0 && <p>{TeacherGroupsText.dissolves(groupCount)}</p>}
          <p>{TeacherGroupsText.deals(preview, first?.name ?? '')}</p>
          {kept > 0 && <p>{TeacherGroupsText.keeps(kept)}</p>}
          {answers.length > kept && <p>{TeacherGroupsText.loses(answers.length - kept)}</p>}
        </Dialog>
      )}
    </section>
  );
}
