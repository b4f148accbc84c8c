/** The projector view of a running task (issue 13): the title and the kind's tally in large type, no names. */
import { KindPanel } from './KindPanel';
import { ConsoleText } from './strings';
import { useLiveView } from './use-live-view';

export function ProjectorView({ groupTaskId }: { groupTaskId: string }) {
  const view = useLiveView(groupTaskId);
  if (!view) return null;
  return (
    <main className="projector">
      <p className="projector__counts">{ConsoleText.counts(view.joined.length, view.submitted.length, view.studentCount)}</p>
      <KindPanel view={view} projector />
    </main>
  );
}
