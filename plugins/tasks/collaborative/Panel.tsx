/**
 * Collaborative learning in the teacher console (issue 15): every group with its task, its members,
 * each member's role and answer (a recording with its score and 播放录音, issue 32). An answer shows
 * only under the role it answers. On the projector: the groups, their task and how many answered.
 */
import { useMemo, useState } from 'react';
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { storedFileRef } from '@core/registry/task-service-refs';
import { useOptionalTaskService } from '@core/registry/task-services';
import { TeacherGroups } from './TeacherGroups';
import { answersRole, liveGroupsSchema, type CollaborativeLearning, type CollaborativeResult } from './definition';
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
  recordingScore: (score: number) => `录音得分 ${score}`,
  recorded: '已录音',
  play: '播放录音',
  recordingOf: (name: string) => `${name}的录音`,
  playFailed: '录音加载失败，请稍后重试',
} as const;

type Answer = CollaborativeResult['interactiveTaskResult']['collaborativeResult'];

/** The live view's groups, read through their schema: none when there are none, or when they do not fit it. */
function readGroups(groups: unknown) {
  if (groups === undefined) return [];
  const read = liveGroupsSchema.safeParse(groups);
  if (!read.success) console.warn('the live view\'s groups do not fit their schema', read.error.issues[0]);
  return read.success ? read.data : [];
}

export default function CollaborativePanel({ task, results, groups: liveGroups, projector = false, ended = false, live }: TaskPanelProps<CollaborativeLearning, CollaborativeResult>) {
  const groups = useMemo(() => readGroups(liveGroups), [liveGroups]);
  // Recordings are stored uploads: played from what the host's storedFileRef fetches with the teacher's token.
  const loadImage = useOptionalTaskService(storedFileRef);
  const latest = (studentId: string) => results.find((r) => r.studentId === studentId)?.result.interactiveTaskResult.collaborativeResult;
  return (
    <>
      {/* 老师分组, while the task runs; not on the projector. */}
      {live && !projector && !ended && <TeacherGroups taskId={live.taskId} studentCount={live.studentCount} task={task} results={results} groupCount={groups.length} />}
      <section className={`collab-panel${projector ? ' collab-panel--projector' : ''}`} aria-label={CollaborativePanelText.region}>
        {groups.length === 0 && <p className="muted">{CollaborativePanelText.noGroups}</p>}
        {groups.map((group) => {
          const assignment = task.assignments.find((a) => a.identifier === group.assignmentIdentifier);
          const members = Object.values(group.students);
          const answerOf = (member: (typeof members)[number]): Answer | undefined => {
            const answer = latest(member.userId);
            return answersRole(answer, group.assignmentIdentifier, member.roleIdentifiers) ? answer : undefined;
          };
          const answered = members.filter((m) => answerOf(m)).length;
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
                    const answer = answerOf(member);
                    const choice = answer?.choice ? role?.options?.find((o) => o.key === answer.choice)?.text : undefined;
                    const recording = answer?.recording && (answer.recording.score !== undefined ? CollaborativePanelText.recordingScore(answer.recording.score) : CollaborativePanelText.recorded);
                    return (
                      <li key={member.userId}>
                        <strong>{member.name}</strong>
                        {member.userId === group.ownerId && `（${CollaborativePanelText.leader}）`}
                        {role && ` · ${role.name ?? role.identifier}`}
                        {'：'}
                        <span lang="en">{answer ? [choice, answer.text].filter(Boolean).join(' — ') : CollaborativePanelText.noAnswer}</span>
                        {recording && <span>{answer.text || choice ? ' — ' : ''}{recording}</span>}
                        {answer?.recording?.url && loadImage && <Playback url={answer.recording.url} label={CollaborativePanelText.recordingOf(member.name)} load={loadImage} />}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </section>
    </>
  );
}

/**
 * 播放录音: the recording is a stored upload, served only with the teacher's token, so it is fetched
 * (the panel's loader of stored files) and played from an object URL.
 */
function Playback({ url, label, load }: { url: string; label: string; load(url: string): Promise<string> }) {
  const [state, setState] = useState<{ src?: string; failed?: boolean; loading?: boolean }>({});
  if (state.src) return <audio className="collab-panel__audio" src={state.src} controls autoPlay aria-label={label} />;
  return (
    <>
      <button
        type="button"
        className="button button--ghost collab-panel__play"
        aria-label={`${CollaborativePanelText.play}：${label}`}
        disabled={state.loading}
        onClick={() => {
          setState({ loading: true });
          load(url).then((src) => setState({ src }), () => setState({ failed: true }));
        }}
      >
        {CollaborativePanelText.play}
      </button>
      {state.failed && <span role="alert">{CollaborativePanelText.playFailed}</span>}
    </>
  );
}
