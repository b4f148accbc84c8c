/**
 * One assignment (a group's task) in the collaborative editor: its name, its place among the others
 * (上移/下移), and its roles, one per member (members beyond the roles take them again in turn).
 */
import { useId } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { EditorField } from './EditorField';
import { newRole, removed, replaced } from './editor-model';
import type { Assignment } from './grouping';
import { RoleEditor } from './RoleEditor';
import { CollaborativeEditorText as Text } from './strings';

const MAX_ROLES = 10;

interface AssignmentEditorProps {
  assignment: Assignment;
  /** Its place in the list, from 1, and how many there are (for 上移/下移). */
  number: number;
  count: number;
  path: string;
  problems: readonly EditorProblem[];
  onChange(assignment: Assignment): void;
  onMove(to: number): void;
  onRemove(): void;
}

export function AssignmentEditor({ assignment, number, count, path, problems, onChange, onMove, onRemove }: AssignmentEditorProps) {
  const id = useId();
  const { roles } = assignment;
  // The list's own problem (no role at all); a role's is at its field.
  const rolesProblem = problems.find((problem) => problem.path === `${path}.roles`)?.message;

  return (
    <fieldset className="collab-editor__assignment">
      <legend>{Text.assignment(number)}</legend>
      <EditorField label={Text.assignmentName} value={assignment.name} maxLength={200} english problem={problemAt(problems, `${path}.name`)} onChange={(name) => onChange({ ...assignment, name })} />
      <div className="collab-editor__actions">
        <button type="button" className="button button--ghost" disabled={number === 1} onClick={() => onMove(number - 2)}>
          {Text.moveUp(number)}
        </button>
        <button type="button" className="button button--ghost" disabled={number === count} onClick={() => onMove(number)}>
          {Text.moveDown(number)}
        </button>
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {Text.removeAssignment(number)}
        </button>
      </div>
      <h4 className="collab-editor__heading">{Text.roles}</h4>
      {roles.map((role, index) => (
        <RoleEditor
          key={role.identifier}
          role={role}
          number={index + 1}
          path={`${path}.roles[${index}]`}
          problems={problems}
          onChange={(next) => onChange({ ...assignment, roles: replaced(roles, index, next) })}
          onRemove={() => onChange({ ...assignment, roles: removed(roles, index) })}
        />
      ))}
      <FieldProblem id={`${id}-roles`} message={rolesProblem} />
      <button type="button" className="button button--ghost" disabled={roles.length >= MAX_ROLES} aria-describedby={rolesProblem ? `${id}-roles` : undefined} onClick={() => onChange({ ...assignment, roles: [...roles, newRole(roles)] })}>
        {Text.addRole}
      </button>
    </fieldset>
  );
}
