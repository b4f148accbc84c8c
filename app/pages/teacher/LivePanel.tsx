/**
 * The running task of the class, live (issue 13): who joined, submitted or is missing, by name; the
 * kind's panel (a vote's tally); end with a 3 s countdown that can be cancelled; the projector view.
 */
import { useEffect, useState } from 'react';
import { endClassroomTask } from '@core/client/teacher-calls';
import type { LiveView } from '@core/contract';
import { ApiToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { KindPanel } from './KindPanel';
import { ConsoleText } from './strings';
import { TeacherGroups } from './TeacherGroups';
import { useLiveView } from './use-live-view';

export const END_COUNTDOWN_S = 3;

export function LivePanel({ groupTaskId, onEnded }: { groupTaskId: string; onEnded(): void }) {
  const view = useLiveView(groupTaskId);
  if (!view) return null;
  return (
    <section className="card console__live" aria-labelledby="console-live-title">
      <p className="tag">{view.running ? ConsoleText.running : ConsoleText.ended}</p>
      <h2 id="console-live-title">{view.title}</h2>
      <p className="console__counts" role="status">{ConsoleText.counts(view.joined.length, view.submitted.length, view.studentCount)}</p>
      {view.kind === 'collaborative' && view.running && <TeacherGroups view={view} />}
      <KindPanel view={view} />
      <Roster view={view} />
      {view.running && (
        <div className="console__actions">
          <a className="button button--ghost" href={`/teacher/projector/${encodeURIComponent(groupTaskId)}`} target="_blank" rel="noreferrer">
            {ConsoleText.projector}
          </a>
          <EndButton groupTaskId={groupTaskId} onEnded={onEnded} />
        </div>
      )}
    </section>
  );
}

function Roster({ view }: { view: LiveView }) {
  const submitted = new Set(view.submitted.map((s) => s.id));
  const groups: [string, { id: string; name: string }[]][] = [
    [ConsoleText.submitted, view.submitted],
    [ConsoleText.notSubmitted, view.joined.filter((s) => !submitted.has(s.id))],
    [ConsoleText.missing, view.missing],
  ];
  return (
    <div className="console__roster">
      {groups.map(([label, students]) => (
        <section key={label} aria-label={label}>
          <h3>
            {label}（{students.length}）
          </h3>
          <p className="console__names">{students.map((s) => s.name).join('、') || '—'}</p>
        </section>
      ))}
    </div>
  );
}

function EndButton({ groupTaskId, onEnded }: { groupTaskId: string; onEnded(): void }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [left, setLeft] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (left === undefined) return undefined;
    const timer = setTimeout(() => {
      if (left > 1) return setLeft(left - 1);
      setLeft(undefined);
      endClassroomTask(api, groupTaskId).then(onEnded, () => toast(ConsoleText.endFailed));
      return undefined;
    }, 1000);
    return () => clearTimeout(timer);
  }, [left, api, groupTaskId, onEnded, toast]);
  if (left !== undefined) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setLeft(undefined)}>
        {ConsoleText.endingIn(left)} {ConsoleText.cancelEnd}
      </button>
    );
  }
  return (
    <button type="button" className="button button--primary" onClick={() => setLeft(END_COUNTDOWN_S)}>
      {ConsoleText.end}
    </button>
  );
}
