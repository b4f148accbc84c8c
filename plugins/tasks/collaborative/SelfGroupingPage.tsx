/**
 * /self-grouping (spec 02 §2, §4; issue 15): students form groups for a collaborative task. Not in a
 * group: the groups with 加入, and 我是组长，新建小组 (暂无小组 when there are none). In a group: the
 * members with 组长 and （你）; the leader confirms (确认分组, two members at least) or disbands (asked
 * first), a member waits or quits. Confirmed: the tasks with their head counts (too big ones greyed), the
 * leader picks one and 开始答题 deals the roles; then everyone moves on to /collaborative-learning. Polls
 * every second; once the task ends (use-group-task-ended.ts) only 任务已终止 is left (issue 32).
 *
 * A page of the collaborative kind's own (its route's loadPage), with the app's chrome, calls and
 * hooks from the page host (taskPageHostRef).
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { useTaskService } from '@core/registry/task-services';
import { operateGroup, type OperateGroupRequest } from './group-calls';
import { groupErrorText, isTaskGone } from './group-errors';
import { GroupAction, GROUP_POLL_MS, MAX_GROUP_SIZE, MIN_LOCK_SIZE, groupOf, isRecommended, type Group } from './grouping';
import { MemberList } from './MemberList';
import { GroupText } from './strings';
import { useGroupSpecification } from './use-group-specification';
import { useGroupTaskEnded } from './use-group-task-ended';
import './groups.css';

export function SelfGroupingPage() {
  const [search] = useSearchParams();
  const groupTaskId = search.get('groupTaskId') ?? search.get('taskId') ?? '';
  const { PageHeader, Spinner, Dialog, api, toast, signedIn } = useTaskService(taskPageHostRef);
  const { poll, show } = useGroupSpecification(groupTaskId, GROUP_POLL_MS);
  const { userId, groupId: classGroupId } = signedIn;
  const { ended, markEnded } = useGroupTaskEnded(groupTaskId, search.get('groupId') ?? classGroupId, poll);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [askingDisband, setAskingDisband] = useState(false);

  const act = (action: OperateGroupRequest['action'], group?: OperateGroupRequest['group']) => {
    setBusy(true);
    operateGroup(api, { specifications: { groupTaskId }, action, ...(group ? { group } : {}) }, { idempotencyKey: crypto.randomUUID() })
      .then(show, (error: unknown) => (isTaskGone(error) ? markEnded() : toast(groupErrorText(error))))
      .finally(() => setBusy(false));
  };

  const specification = poll.status === 'ready' ? poll.specification : undefined;
  const mine = specification ? groupOf(specification.groups, userId) : undefined;
  // Once the group's task is assigned, everyone goes to collaborative learning (spec 02 §4, step 5).
  if (mine?.assignmentIdentifier && !ended) {
    const query = new URLSearchParams({ groupTaskId, source: mine.source });
    const groupId = search.get('groupId') ?? specification?.groupId;
    if (groupId) query.set('groupId', groupId);
    return <Navigate to={`/collaborative-learning?${query}`} replace />;
  }

  const isLeader = mine?.ownerId === userId;
  // Disbanding sends every member back to the group list, so the leader is asked first.
  const disbanding = isLeader && !mine.locked;
  const headerAction = mine && !mine.assignmentIdentifier && !ended && (
    <button
      type="button"
      className="groups__header-action"
      disabled={busy}
      onClick={() => (disbanding ? setAskingDisband(true) : act(isLeader ? GroupAction.UNLOCK : GroupAction.QUIT, { identifier: mine.identifier }))}
    >
      {isLeader ? (mine.locked ? GroupText.regroup : GroupText.disband) : GroupText.quit}
    </button>
  );
  // Once the task has ended nothing here can be done any more: only 任务已终止 is left.
  const live = specification && !ended ? specification : undefined;

  return (
    <main className="page groups">
      <PageHeader title={GroupText.title} backTo="/exercise" action={headerAction} />
      {poll.status === 'loading' && <Spinner />}
      {live && !mine && <GroupList groups={live.groups} busy={busy} onJoin={(group) => act(GroupAction.JOIN, { identifier: group.identifier })} onCreate={() => act(GroupAction.JOIN)} />}
      {live && mine && !mine.locked && <Members group={mine} userId={userId} busy={busy} onConfirm={() => act(GroupAction.LOCK, { identifier: mine.identifier })} />}
      {live && mine?.locked && <TaskChoice group={mine} userId={userId} assignments={live.assignments} isLeader={isLeader} busy={busy} onStart={(assignmentIdentifier) => act(GroupAction.ASSIGN_ROLE, { identifier: mine.identifier, assignmentIdentifier })} />}
      {askingDisband && mine && !ended && (
        <Dialog
          title={GroupText.disbandTitle}
          confirmText={GroupText.disband}
          onCancel={() => setAskingDisband(false)}
          onConfirm={() => {
            setAskingDisband(false);
            act(GroupAction.QUIT, { identifier: mine.identifier });
          }}
        >
          {GroupText.disbandBody}
        </Dialog>
      )}
      {ended && <Dialog title={GroupText.terminated} onConfirm={() => navigate('/exercise')} />}
    </main>
  );
}

const leaderName = (group: Group) => group.students[group.ownerId]?.name ?? '';

function GroupList({ groups, busy, onJoin, onCreate }: { groups: Group[]; busy: boolean; onJoin(group: Group): void; onCreate(): void }) {
  const { EmptyState } = useTaskService(taskPageHostRef);
  return (
    <section className="groups__list">
      {groups.length === 0 ? (
        <EmptyState text={GroupText.empty} />
      ) : (
        <ul className="groups__cards">
          {groups.map((group) => {
            const count = Object.keys(group.students).length;
            // A confirmed group takes nobody, so its 加入 is off. 加入 stays pressable on a full group:
            // the list may be a second old, and the server's 分组已满（10人） is what the student reads.
            return (
              <li key={group.identifier} className="card groups__card">
                <div>
                  <h2 className="groups__name">{group.name}</h2>
                  <p className="muted">
                    {GroupText.groupOf(leaderName(group))} · {GroupText.memberCount(count, MAX_GROUP_SIZE)}
                    {group.locked ? ` · ${GroupText.locked}` : count >= MAX_GROUP_SIZE ? ` · ${GroupText.full}` : ''}
                  </p>
                </div>
                <button type="button" className="button button--primary" disabled={busy || group.locked} aria-label={`${GroupText.join}：${group.name}`} onClick={() => onJoin(group)}>
                  {GroupText.join}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button--primary button--block groups__create" disabled={busy} onClick={onCreate}>
        {GroupText.create}
      </button>
    </section>
  );
}

function Members({ group, userId, busy, onConfirm }: { group: Group; userId: string; busy: boolean; onConfirm(): void }) {
  const isLeader = group.ownerId === userId;
  const count = Object.keys(group.students).length;
  return (
    <section className="groups__mine">
      <h2 className="groups__name">{group.name}</h2>
      <p className="muted">{GroupText.memberCount(count, MAX_GROUP_SIZE)}</p>
      <MemberList group={group} userId={userId} />
      {isLeader ? (
        <>
          <p className="groups__hint">{GroupText.leaderHint}</p>
          <button type="button" className="button button--primary button--block" disabled={busy || count < MIN_LOCK_SIZE} onClick={onConfirm}>
            {GroupText.confirm}
          </button>
        </>
      ) : (
        <p className="groups__hint" role="status">{GroupText.waitingForLeader}</p>
      )}
    </section>
  );
}

function TaskChoice({ group, userId, assignments, isLeader, busy, onStart }: { group: Group; userId: string; assignments: { identifier: string; name: string; roles: unknown[] }[]; isLeader: boolean; busy: boolean; onStart(assignmentIdentifier: string): void }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const count = Object.keys(group.students).length;
  return (
    <section className="groups__mine">
      <h2 className="groups__hint">{GroupText.lockedHint}</h2>
      <p className="muted">{GroupText.members(count)}</p>
      <fieldset className="groups__tasks" disabled={!isLeader || busy}>
        <legend className="visually-hidden">{GroupText.lockedHint}</legend>
        {assignments.map((assignment) => {
          const recommended = isRecommended({ ...assignment, roles: assignment.roles as never[] }, count);
          return (
            <label key={assignment.identifier} className={`groups__task${recommended ? '' : ' groups__task--greyed'}${chosen === assignment.identifier ? ' groups__task--on' : ''}`}>
              <input type="radio" name="assignment" value={assignment.identifier} checked={chosen === assignment.identifier} onChange={() => setChosen(assignment.identifier)} />
              <span className="groups__task-name" lang="en">{assignment.name}</span>
              <span className="muted">{GroupText.needs(assignment.roles.length)}</span>
              {!recommended && <span className="groups__task-warning">{GroupText.notEnough}</span>}
            </label>
          );
        })}
      </fieldset>
      {isLeader ? (
        <button type="button" className="button button--primary button--block" disabled={busy || chosen === undefined} onClick={() => chosen && onStart(chosen)}>
          {GroupText.startAnswering}
        </button>
      ) : (
        <p className="groups__hint" role="status">{GroupText.waitingForTask}</p>
      )}
      <MemberList group={group} userId={userId} />
    </section>
  );
}
