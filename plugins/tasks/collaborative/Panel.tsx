/**
 * Collaborative learning in the teacher console (issue 15): every group with its task, its members,
 * each member's role and answer. On the projector: the groups, their task and how many answered.
 */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import type { CollaborativeLearning, CollaborativeResult } from './definition';
import './collaborative.css';

export const CollaborativePanelText = {
  region: '协作学习小组',
  noGroups: '还没有小组：学生正在分组，或者点「老师分组」',
  leader: '组长',
  forming: '正在分组',
  choosing: '已确认，正在选择任务',
  answered: (n: number, of: number) => `${n}/${of} 人已作答`,
  noAnswer: '未作答',
  selfMade: '学生自由分组',
  teacherMade: '老师分组',
} as const;

export default function CollaborativePanel({ task, results, groups = [], projector = false }: TaskPanelProps<CollaborativeLearning, CollaborativeResult>) {
  const answerOf = (studentId: string) => results.find((r) => r.studentId === studentId)?.result.interactiveTaskResult.collaborativeResult;
  return (
    <section className={`collab-panel${projector ? ' collab-panel--projector' : ''}`} aria-label={CollaborativePanelText.region}>
      {groups.length === 0 && <p className="muted">{CollaborativePanelText.noGroups}</p>}
      {groups.map((group) => {
        const assignment = task.assignments.find((a) => a.identifier === group.assignmentIdentifier);
        const members = Object.values(group.students);
        const answered = members.filter((m) => answerOf(m.userId)).length;
        return (
          <section key={group.identifier} className="collab-panel__group" aria-label={group.name}>
            <h3 className="collab-panel__name">
              {group.name}
              <span className="tag">{group.source === 'SOURCE_TEACHER' ? CollaborativePanelText.teacherMade : CollaborativePanelText.selfMade}</span>
            </h3>
            <p className="muted">
              {assignment ? <span lang="en">{assignment.name}</span> : group.locked ? CollaborativePanelText.choosing : CollaborativePanelText.forming}
              {assignment && ` · ${CollaborativePanelText.answered(answered, members.length)}`}
            </p>
            {!projector && (
              <ul className="collab-panel__members">
                {members.map((member) => {
                  const role = assignment?.roles.find((r) => member.roleIdentifiers.includes(r.identifier));
                  const answer = answerOf(member.userId);
                  const choice = answer?.choice ? role?.options?.find((o) => o.key === answer.choice)?.text : undefined;
                  return (
                    <li key={member.userId}>
                      <strong>{member.name}</strong>
                      {member.userId === group.ownerId && `（${CollaborativePanelText.leader}）`}
                      {role && ` · ${role.name ?? role.identifier}`}
                      {'：'}
                      <span lang="en">{answer ? [choice, answer.text].filter(Boolean).join(' — ') : CollaborativePanelText.noAnswer}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
