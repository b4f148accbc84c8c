/**
 * The running task of the class, live (issue 13): who joined, submitted or is missing, by name; the
 * kind's panel (a vote's tally); end with a 3 s countdown that can be cancelled; the projector view.
 * Once ended its results stay until the teacher closes them (issue 32). Below, folded: a student's
 * password reset (issue 34).
 */
import { useEffect, useState } from 'react';
import { endClassroomTask, taskExportPath } from '@app/client/teacher-calls';
import type { LiveView } from '@core/contract';
import { ApiToken } from '@core/services/tokens';
import { NameList } from '@plugins/tasks/NameList';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { KindPanel } from './KindPanel';
import { ExportButtons } from './homework/results/ExportButtons';
import { ConsoleText } from './strings';
import { useLiveView } from './use-live-view';

export const END_COUNTDOWN_S = 3;

interface LivePanelProps {
  groupTaskId: string;
  /** The class the projector follows. */
  classId: string;
  onEnded(): void;
  /** The teacher is done with an ended task's results. */
  onClose(): void;
}

export function LivePanel({ groupTaskId, classId, onEnded, onClose }: LivePanelProps) {
  const { view, reload } = useLiveView(groupTaskId);
  if (!view) return null;
  return (
    <section className="card console__live" aria-labelledby="console-live-title">
      <p className="tag">{view.running ? ConsoleText.running : ConsoleText.ended}</p>
      <h2 id="console-live-title">{view.title}</h2>
      <p className="console__counts" role="status">{ConsoleText.counts(view.joined.length, view.submitted.length, view.studentCount)}</p>
      <KindPanel view={view} />
      <Roster view={view} />
      <ExportButtons exportPath={taskExportPath(groupTaskId)} fallbackName={view.title} />
      <div className="console__actions">
        {/* The projector follows the class: it moves on to the next task by itself. */}
        <a className="button button--ghost" href={`/teacher/projector/class/${encodeURIComponent(classId)}`} target="_blank" rel="noreferrer">
          {ConsoleText.projector}
        </a>
        {view.running ? (
          <EndButton
            groupTaskId={groupTaskId}
            onEnded={() => {
              reload();
              onEnded();
            }}
          />
        ) : (
          <button type="button" className="button button--ghost" onClick={onClose}>
            {ConsoleText.closeResults}
          </button>
        )}
      </div>
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
          <NameList names={students.map((s) => s.name)} empty="—" />
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
