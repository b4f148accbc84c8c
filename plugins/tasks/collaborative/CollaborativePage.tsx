/**
 * /collaborative-learning (spec 02 §2, §4; issue 15): the group's name and members with their roles, the
 * student's own role with its part of the task and their answer (a text or a choice; a recording where
 * the role takes one comes with the recorder) with the likes and comments it got, and the groupmates'
 * answers (polled every 10 s) with their live progress, likes and comments. An answer shows only under
 * the role it answers. The groups are polled every 4 s; once the task ends (use-group-task-ended.ts)
 * only 任务已终止 is left (issue 32).
 *
 * A page of the collaborative kind's own (its route's loadPage), with the app's chrome, calls and
 * hooks from the page host (taskPageHostRef) and the recorder from taskRecorderRef.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { storedFileRef } from '@core/registry/task-service-refs';
import { useTaskService } from '@core/registry/task-services';
import { answersRole } from './definition';
import { fetchGroupAnswers, fetchInteractions, postInteraction, postRealtime, type GroupAnswer, type Interaction, type RealtimeEntry } from './group-calls';
import { groupErrorText, isTaskGone } from './group-errors';
import { AnswerType, COLLABORATIVE_GROUP_POLL_MS, GROUP_ANSWERS_POLL_MS, groupOf, type Assignment, type Group, type GroupStudent, type Role } from './grouping';
import { MemberList } from './MemberList';
import { RoleRecording } from './RoleRecording';
import { CollaborativeText, GroupText } from './strings';
import { useGroupSpecification } from './use-group-specification';
import { useGroupTaskEnded } from './use-group-task-ended';
import './groups.css';

interface CollaborativeAnswer { assignmentIdentifier: string; roleIdentifier: string; text?: string; choice?: string; recording?: { url?: string; score?: number } }
/** A member's answer, when it answers the role they hold now (answersRole: not after a regrouping dealt another). */
const answerOf = (body: unknown, assignment: Assignment, student: GroupStudent | undefined): CollaborativeAnswer | undefined => {
  const answer = (body as { interactiveTaskResult?: { collaborativeResult?: CollaborativeAnswer } } | null)?.interactiveTaskResult?.collaborativeResult;
  return answersRole(answer, assignment.identifier, student?.roleIdentifiers ?? []) ? answer : undefined;
};

export function CollaborativePage() {
  const [search] = useSearchParams();
  const groupTaskId = search.get('groupTaskId') ?? '';
  const { PageHeader, Spinner, EmptyState, Dialog, signedIn } = useTaskService(taskPageHostRef);
  const { poll } = useGroupSpecification(groupTaskId, COLLABORATIVE_GROUP_POLL_MS);
  const { userId, groupId } = signedIn;
  const { ended, markEnded } = useGroupTaskEnded(groupTaskId, search.get('groupId') ?? groupId, poll);
  const navigate = useNavigate();
  // Once the task has ended nothing here can be done any more: only 任务已终止 is left.
  const specification = poll.status === 'ready' && !ended ? poll.specification : undefined;
  const mine = specification ? groupOf(specification.groups, userId) : undefined;
  const assignment = specification?.assignments.find((a) => a.identifier === mine?.assignmentIdentifier);

  return (
    <main className="page">
      <PageHeader title={assignment?.name ?? CollaborativeText.title} backTo="/exercise" />
      {poll.status === 'loading' && <Spinner />}
      {specification && (!mine || !assignment) && (
        <EmptyState
          text={CollaborativeText.noGroup}
          action={
            <button type="button" className="button button--primary" onClick={() => navigate(`/self-grouping?groupTaskId=${encodeURIComponent(groupTaskId)}`)}>
              {CollaborativeText.toGrouping}
            </button>
          }
        />
      )}
      {mine && assignment && <GroupTask groupTaskId={groupTaskId} group={mine} assignment={assignment} userId={userId} onGone={markEnded} />}
      {ended && <Dialog title={GroupText.terminated} onConfirm={() => navigate('/exercise')} />}
    </main>
  );
}

const roleOf = (assignment: Assignment, roleIdentifiers: readonly string[]): Role | undefined => assignment.roles.find((r) => roleIdentifiers.includes(r.identifier));
const roleName = (role: Role | undefined) => role?.name ?? role?.identifier ?? '';

function GroupTask({ groupTaskId, group, assignment, userId, onGone }: { groupTaskId: string; group: Group; assignment: Assignment; userId: string; onGone(): void }) {
  const { api } = useTaskService(taskPageHostRef);
  const [mates, setMates] = useState<{ answers: GroupAnswer[]; realtime: RealtimeEntry[]; interactions: Interaction[] }>({ answers: [], realtime: [], interactions: [] });
  const refresh = useCallback(async () => {
    const [{ answers, realtime }, interactions] = await Promise.all([fetchGroupAnswers(api, groupTaskId), fetchInteractions(api, groupTaskId)]);
    setMates({ answers, realtime, interactions });
  }, [api, groupTaskId]);
  useEffect(() => {
    let stopped = false;
    const load = () =>
      void refresh().catch((error: unknown) => {
        if (stopped) return;
        if (isTaskGone(error)) onGone();
        else console.warn('group answers poll failed (network error)', error);
      });
    load();
    const timer = setInterval(load, GROUP_ANSWERS_POLL_MS);
    void postRealtime(api, { groupTaskId, status: 'viewing' }).catch(() => undefined);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, groupTaskId, refresh, onGone]);

  const me = group.students[userId];
  const role = roleOf(assignment, me?.roleIdentifiers ?? []);
  const myAnswer = answerOf(mates.answers.find((a) => a.studentId === userId)?.body, assignment, me);

  return (
    <section className="collab">
      {role && (
        <>
          <div className="collab__role">
            <h3>
              {CollaborativeText.myRole}：{roleName(role)}
            </h3>
            {role.prompt && <p className="collab__prompt" lang="en">{role.prompt}</p>}
          </div>
          <AnswerForm key={JSON.stringify(myAnswer ?? null)} groupTaskId={groupTaskId} assignment={assignment} role={role} submitted={myAnswer} onSubmitted={() => void refresh()} onGone={onGone} />
          {myAnswer && <Reactions group={group} interactions={mates.interactions} studentId={userId} label={CollaborativeText.onMyAnswer} withLikes />}
        </>
      )}
      <h2 className="groups__name">{group.name}</h2>
      <MemberList group={group} userId={userId} detail={(student) => CollaborativeText.roleOf(roleName(roleOf(assignment, student.roleIdentifiers)))} />
      <Groupmates group={group} assignment={assignment} userId={userId} groupTaskId={groupTaskId} {...mates} onChanged={() => void refresh()} />
    </section>
  );
}

function AnswerForm({ groupTaskId, assignment, role, submitted, onSubmitted, onGone }: { groupTaskId: string; assignment: Assignment; role: Role; submitted: CollaborativeAnswer | undefined; onSubmitted(): void; onGone(): void }) {
  const { api, toast, submitTaskResult } = useTaskService(taskPageHostRef);
  const takes = new Set(role.answerTypes ?? [AnswerType.TEXT]);
  const [text, setText] = useState(submitted?.text ?? '');
  const [choice, setChoice] = useState(submitted?.choice);
  const [sending, setSending] = useState(false);
  const [typing, setTyping] = useState(false);
  const onlyRecording = !takes.has(AnswerType.TEXT) && !takes.has(AnswerType.CHOICE);
  const ready = (takes.has(AnswerType.CHOICE) && role.options?.length ? choice !== undefined : text.trim() !== '');

  const submit = (recording?: { url?: string; score: number; receipt?: string }) => {
    setSending(true);
    const collaborativeResult = {
      assignmentIdentifier: assignment.identifier,
      roleIdentifier: role.identifier,
      ...(choice !== undefined ? { choice } : {}),
      ...(text.trim() ? { text: text.trim() } : {}),
      ...(recording ? { recording } : {}),
    };
    submitTaskResult('collaborative', groupTaskId, { interactiveTaskResult: { collaborativeResult } })
      .then(
        () => {
          toast(CollaborativeText.submitted);
          void postRealtime(api, { groupTaskId, status: 'submitted' }).catch(() => undefined);
          onSubmitted();
        },
        // The server answers 404 once the teacher has ended the task: the screen says 任务已终止.
        (error: unknown) => (isTaskGone(error) ? onGone() : toast(groupErrorText(error, CollaborativeText.submitFailed))),
      )
      .finally(() => setSending(false));
  };

  return (
    <form
      className="collab__answer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{CollaborativeText.answer}</h3>
      {takes.has(AnswerType.CHOICE) && role.options && (
        <fieldset className="collab__options">
          <legend className="visually-hidden">{CollaborativeText.choose}</legend>
          {role.options.map((option) => (
            <label key={option.key} className="collab__option">
              <input type="radio" name="choice" value={option.key} checked={choice === option.key} onChange={() => setChoice(option.key)} />
              <span lang="en">{option.key}. {option.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      {takes.has(AnswerType.TEXT) && (
        <textarea
          aria-label={CollaborativeText.answer}
          placeholder={CollaborativeText.placeholder}
          value={text}
          maxLength={2000}
          onChange={(event) => {
            setText(event.target.value);
            if (!typing) {
              setTyping(true);
              void postRealtime(api, { groupTaskId, status: 'answering' }).catch(() => undefined);
            }
          }}
        />
      )}
      {takes.has(AnswerType.RECORDING) && role.refText && <RoleRecording groupTaskId={groupTaskId} refText={role.refText} disabled={sending} onRecorded={(recording) => submit(recording)} />}
      {submitted?.recording?.score !== undefined && <p className="muted">{CollaborativeText.recordingScore(submitted.recording.score)}</p>}
      {submitted && <p role="status" className="groups__hint">{CollaborativeText.submitted}</p>}
      {!onlyRecording && (
        <button type="submit" className="button button--primary button--block" disabled={sending || !ready}>
          {submitted ? CollaborativeText.resubmit : CollaborativeText.submit}
        </button>
      )}
    </form>
  );
}

function Groupmates({ group, assignment, userId, groupTaskId, answers, realtime, interactions, onChanged }: { group: Group; assignment: Assignment; userId: string; groupTaskId: string; answers: GroupAnswer[]; realtime: RealtimeEntry[]; interactions: Interaction[]; onChanged(): void }) {
  const { api, toast, audio } = useTaskService(taskPageHostRef);
  const [comments, setComments] = useState<Record<string, string>>({});
  // Leaving the page stops a recording playing.
  useEffect(() => () => audio.stop(), [audio]);
  // A recording is a stored upload, served only with the viewer's token, which the audio element
  // cannot send: it is fetched with it and played from an object URL (as the teacher's panel does).
  const loadFile = useTaskService(storedFileRef);
  const playRecording = (id: string, url: string) => loadFile(url).then((src) => audio.play(id, src)).catch(() => toast(CollaborativeText.playFailed));
  const interact = (targetStudentId: string, action: 1 | 2, comment?: string) =>
    postInteraction(api, { groupTaskId, targetStudentId, action, ...(comment ? { comment } : {}) }, { idempotencyKey: crypto.randomUUID() }).then(
      () => {
        if (action === 2) setComments((now) => ({ ...now, [targetStudentId]: '' }));
        onChanged();
      },
      (error: unknown) => toast(groupErrorText(error)),
    );
  const mates = Object.values(group.students).filter((s) => s.userId !== userId);
  return (
    <section aria-label={CollaborativeText.groupmates}>
      <h3>{CollaborativeText.groupmates}</h3>
      <ul className="collab__mates">
        {mates.map((mate) => {
          const answer = answerOf(answers.find((a) => a.studentId === mate.userId)?.body, assignment, mate);
          const role = roleOf(assignment, mate.roleIdentifiers);
          const status = realtime.find((r) => r.studentId === mate.userId)?.status;
          const likes = interactions.filter((i) => i.targetStudentId === mate.userId && i.action === 1).length;
          const choiceText = answer?.choice ? role?.options?.find((o) => o.key === answer.choice)?.text : undefined;
          return (
            <li key={mate.userId} className="collab__mate" aria-label={mate.name}>
              <div className="collab__mate-head">
                <strong>
                  {mate.name} · {roleName(role)}
                </strong>
                {status && <span className="muted">{CollaborativeText.status[status] ?? status}</span>}
              </div>
              {answer ? (
                <p lang="en">
                  {[choiceText ? `${answer.choice}. ${choiceText}` : undefined, answer.text, answer.recording?.score !== undefined ? CollaborativeText.recordingScore(answer.recording.score) : undefined].filter(Boolean).join(' — ')}
                  {answer.recording?.url && (
                    <button type="button" className="button button--ghost" onClick={() => void playRecording(`mate-${mate.userId}`, answer.recording!.url!)}>
                      {CollaborativeText.play}
                    </button>
                  )}
                </p>
              ) : (
                <p className="muted">{CollaborativeText.noAnswerYet}</p>
              )}
              <Reactions group={group} interactions={interactions} studentId={mate.userId} label={CollaborativeText.commentsOn(mate.name)} />
              {answer && (
                <div className="collab__actions">
                  <button type="button" className="button button--ghost" aria-label={`${CollaborativeText.like} ${mate.name}`} onClick={() => void interact(mate.userId, 1)}>
                    {likes > 0 ? CollaborativeText.liked(likes) : CollaborativeText.like}
                  </button>
                  <input
                    aria-label={`${CollaborativeText.comment} ${mate.name}`}
                    placeholder={CollaborativeText.commentPlaceholder}
                    maxLength={200}
                    value={comments[mate.userId] ?? ''}
                    onChange={(event) => setComments((now) => ({ ...now, [mate.userId]: event.target.value }))}
                  />
                  <button type="button" className="button button--ghost" disabled={!comments[mate.userId]?.trim()} onClick={() => void interact(mate.userId, 2, comments[mate.userId]?.trim())}>
                    {CollaborativeText.send}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The comments on a student's answer, by who wrote them, and with `withLikes` its likes too: on the
 * student's own answer (issue 32); on a groupmate's the 赞 button counts them.
 */
function Reactions({ group, interactions, studentId, label, withLikes = false }: { group: Group; interactions: Interaction[]; studentId: string; label: string; withLikes?: boolean }) {
  const likes = withLikes ? interactions.filter((i) => i.targetStudentId === studentId && i.action === 1).length : 0;
  const notes = interactions.filter((i) => i.targetStudentId === studentId && i.action === 2);
  if (notes.length === 0 && likes === 0) return null;
  return (
    <section className="collab__reactions" aria-label={label}>
      {likes > 0 && <p className="muted">{CollaborativeText.liked(likes)}</p>}
      {notes.length > 0 && (
        <ul className="collab__comments">
          {notes.map((note, index) => (
            <li key={index}>
              {group.students[note.fromStudentId]?.name ?? ''}：{note.comment}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
