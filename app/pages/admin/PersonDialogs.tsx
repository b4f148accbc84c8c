/** The questions asked before an action on a person (issue 34): which class to move to; 停用 and 重置密码 are confirmed first. */
import { useState } from 'react';
import type { Person, SchoolClassRow } from '@server/school/admin-contract';
import { Dialog } from '../../shell/Dialog';
import { classLabel } from './format';
import { PeopleText } from './strings';

export type PersonAction = { kind: 'move' | 'disable' | 'reset'; person: Person };

interface PersonDialogsProps {
  action: PersonAction;
  classes: SchoolClassRow[];
  onCancel(): void;
  /** `classId`: the class chosen to move to. */
  onConfirm(action: PersonAction, classId?: string): void;
}

export function PersonDialogs({ action, classes, onCancel, onConfirm }: PersonDialogsProps) {
  const { person } = action;
  if (action.kind === 'move') return <MoveDialog person={person} classes={classes} onCancel={onCancel} onMove={(classId) => onConfirm(action, classId)} />;
  const [title, body, confirmText] =
    action.kind === 'disable'
      ? [PeopleText.disableTitle(person.name), PeopleText.disableBody, PeopleText.disable]
      : [PeopleText.resetTitle(person.name), PeopleText.resetBody, PeopleText.resetConfirm];
  return (
    <Dialog title={title} confirmText={confirmText} onCancel={onCancel} onConfirm={() => onConfirm(action)}>
      {body}
    </Dialog>
  );
}

function MoveDialog({ person, classes, onCancel, onMove }: { person: Person; classes: SchoolClassRow[]; onCancel(): void; onMove(classId: string): void }) {
  const current = new Set(person.classes.map((c) => c.id));
  const [classId, setClassId] = useState(classes.find((c) => !current.has(c.id))?.id ?? '');
  return (
    <Dialog title={PeopleText.moveTitle(person.name)} confirmText={PeopleText.moveConfirm} onCancel={onCancel} onConfirm={() => (classId ? onMove(classId) : onCancel())}>
      <label className="admin-move">
        {PeopleText.moveTo}
        <select value={classId} onChange={(event) => setClassId(event.target.value)}>
          {classes.map((c) => (
            <option key={c.id} value={c.id} disabled={current.has(c.id)}>
              {classLabel(c)}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  );
}
