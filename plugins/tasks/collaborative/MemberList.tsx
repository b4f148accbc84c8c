/** A group's members: 组长 beside the leader, （你） beside the student, and what each does (a role) if given. */
import type { ReactNode } from 'react';
import type { Group, GroupStudent } from './grouping';
import { GroupText } from './strings';

export function MemberList({ group, userId, detail }: { group: Group; userId: string; detail?: (student: GroupStudent) => ReactNode }) {
  return (
    <ul className="groups__members" aria-label={group.name}>
      {Object.values(group.students).map((student) => (
        <li key={student.userId} className="groups__member">
          <span>
            {student.name}
            {student.userId === userId && GroupText.you}
            {student.userId === group.ownerId && <span className="tag">{GroupText.leader}</span>}
          </span>
          {detail && <span className="muted">{detail(student)}</span>}
        </li>
      ))}
    </ul>
  );
}
