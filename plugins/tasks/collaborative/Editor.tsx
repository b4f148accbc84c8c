/**
 * The collaborative-learning task's editor in the teacher console (issue 36): how the groups are made,
 * and the assignments a group may do, each with its roles. The host keeps the draft and checks it with
 * the kind's definition; the problems come back at their paths in the served task
 * (`collaborativeLearning.assignments[0].roles[1].refText`) and show at their fields.
 */
import { useId } from 'react';
import { TaskType } from '@core/domain';
import type { EditedTask, TaskEditorProps } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { AssignmentEditor } from './AssignmentEditor';
import { PART_PATH, assignmentPath, blankPart, moved, newAssignment, partOf, removed, replaced, withPart } from './editor-model';
import { SELF_GROUPING_MODE, TEACHER_GROUPING_MODE } from './grouping';
import { CollaborativeEditorText as Text } from './strings';
import './editor.css';

const MAX_ASSIGNMENTS = 20;

export const blank = (): EditedTask => withPart({ taskType: TaskType.COLLABORATIVE_LEARNING }, blankPart());

export function Editor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const part = partOf(task);
  const { assignments } = part;
  const groupMode = part.groupMode ?? SELF_GROUPING_MODE;
  const change = (next: Partial<typeof part>) => onChange(withPart(task, { ...part, ...next }));
  const modeProblem = problemAt(problems, `${PART_PATH}.groupMode`);
  // The list's own problem (none left, too many); an assignment's is at its fields.
  const listProblem = problems.find((problem) => problem.path === `${PART_PATH}.assignments`)?.message;
  // What no field shows: a task the definition does not take as a whole.
  const wholeProblem = problems.find((problem) => problem.path === '' || problem.path === PART_PATH)?.message;

  return (
    <div className="collab-editor" role="group" aria-label={Text.form}>
      <FieldProblem id={`${id}-whole`} message={wholeProblem} />
      <fieldset className="collab-editor__mode" aria-describedby={modeProblem ? `${id}-mode` : undefined}>
        <legend>{Text.groupMode}</legend>
        {[
          { mode: SELF_GROUPING_MODE, label: Text.selfGrouping, hint: Text.selfGroupingHint },
          { mode: TEACHER_GROUPING_MODE, label: Text.teacherGrouping, hint: Text.teacherGroupingHint },
        ].map(({ mode, label, hint }) => (
          <div key={mode} className="collab-editor__mode-choice">
            <label className="collab-editor__check">
              <input type="radio" name={`${id}-mode`} checked={groupMode === mode} aria-describedby={`${id}-hint-${mode}`} onChange={() => change({ groupMode: mode })} />
              {label}
            </label>
            <p id={`${id}-hint-${mode}`} className="collab-editor__hint">
              {hint}
            </p>
          </div>
        ))}
        <FieldProblem id={`${id}-mode`} message={modeProblem} />
      </fieldset>
      <h3 className="collab-editor__heading">{Text.assignments}</h3>
      {assignments.map((assignment, index) => (
        <AssignmentEditor
          key={assignment.identifier}
          assignment={assignment}
          number={index + 1}
          count={assignments.length}
          path={assignmentPath(index)}
          problems={problems}
          onChange={(next) => change({ assignments: replaced(assignments, index, next) })}
          onMove={(to) => change({ assignments: moved(assignments, index, to) })}
          onRemove={() => change({ assignments: removed(assignments, index) })}
        />
      ))}
      <FieldProblem id={`${id}-assignments`} message={listProblem} />
      <button type="button" className="button button--ghost" disabled={assignments.length >= MAX_ASSIGNMENTS} aria-describedby={listProblem ? `${id}-assignments` : undefined} onClick={() => change({ assignments: [...assignments, newAssignment(assignments)] })}>
        {Text.addAssignment}
      </button>
    </div>
  );
}
