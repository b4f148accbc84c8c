/**
 * What the class did with one homework (issue 37): its title, due time and whether it was withdrawn; per
 * student (sortable), who has not started, per item; one student's answers; the export. Polled, so it
 * follows the students' submissions without a reload. Loaded lazily by the console (default export).
 */
import { useState } from 'react';
import { useStoredImageLoader } from '../../../../hooks/use-stored-image';
import { ExportButtons } from './ExportButtons';
import { ResultsPaths } from './results-calls';
import { ItemBreakdown } from './ItemBreakdown';
import { formatDue, type ResultStudent } from './results-view';
import { StudentAnswers } from './StudentAnswers';
import { StudentTable } from './StudentTable';
import { ResultsText } from './strings';
import { useResultsPoll } from './use-results-poll';
import './results.css';

export interface HomeworkResultsProps {
  homeworkId: string;
  onClose(): void;
}

export function HomeworkResults({ homeworkId, onClose }: HomeworkResultsProps) {
  const { results, gone, failed } = useResultsPoll(homeworkId);
  // Recordings are stored uploads: fetched with the teacher's token once per screen, freed on leaving it.
  const loadRecording = useStoredImageLoader();
  const [opened, setOpened] = useState<ResultStudent | undefined>(undefined);
  const closeButton = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {ResultsText.close}
    </button>
  );
  if (!results) {
    return (
      <section className="card hw-results" aria-label={ResultsText.region}>
        <p role={gone || failed ? 'alert' : 'status'}>{gone ? ResultsText.gone : failed ? ResultsText.loadFailed : ResultsText.loading}</p>
        {closeButton}
      </section>
    );
  }
  const { homework, students, items } = results;
  const names = new Map(students.map((student) => [student.id, student.name]));
  const notStarted = students.filter((student) => student.progress === 'not-started');
  return (
    <section className="card hw-results" aria-labelledby="hw-results-title">
      <header className="hw-results__header">
        <h2 id="hw-results-title">{homework.title}</h2>
        <p>
          {homework.className} · {homework.dueAtSec === null ? ResultsText.noDue : ResultsText.due(formatDue(homework.dueAtSec))}
          {homework.withdrawn && <span className="tag hw-results__withdrawn">{ResultsText.withdrawn}</span>}
        </p>
        <p role="status">{ResultsText.counts(homework.finished, homework.started, homework.students)}</p>
        {failed && <p role="alert">{ResultsText.loadFailed}</p>}
        <div className="hw-results__actions">
          <ExportButtons exportPath={ResultsPaths.export(homeworkId)} fallbackName={`${homework.className}-${homework.title}`} />
          {closeButton}
        </div>
      </header>
      {opened ? (
        <StudentAnswers homeworkId={homeworkId} student={opened} items={items} loadRecording={loadRecording} onBack={() => setOpened(undefined)} />
      ) : (
        <>
          <StudentTable students={students} itemCount={items.length} onOpen={setOpened} />
          <section aria-labelledby="hw-results-not-started">
            <h3 id="hw-results-not-started">{ResultsText.notStarted(notStarted.length)}</h3>
            {notStarted.length > 0 ? (
              <ul className="hw-results__names">
                {notStarted.map((student) => (
                  <li key={student.id}>{student.name}</li>
                ))}
              </ul>
            ) : (
              <p>{ResultsText.everyoneStarted}</p>
            )}
          </section>
          <ItemBreakdown items={items} studentName={(id) => names.get(id) ?? id} loadRecording={loadRecording} />
        </>
      )}
    </section>
  );
}

export default HomeworkResults;
