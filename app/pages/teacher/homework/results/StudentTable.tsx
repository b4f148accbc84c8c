/** Per student: name, 状态, 正确率, 用时, answered, sortable by name or accuracy; a name opens that student's answers. */
import { useState } from 'react';
import { minutesAndSeconds, sortStudents, type ResultStudent, type StudentSort } from './results-view';
import { ResultsText } from './strings';

export function StudentTable({ students, itemCount, onOpen }: { students: readonly ResultStudent[]; itemCount: number; onOpen(student: ResultStudent): void }) {
  const [sort, setSort] = useState<StudentSort>({ by: 'name', descending: false });
  const sorted = sortStudents(students, sort);
  // A second press on the same column turns the order round; accuracy starts with the best.
  const sortBy = (by: StudentSort['by']) => setSort((old) => (old.by === by ? { by, descending: !old.descending } : { by, descending: by === 'accuracy' }));
  const ariaSort = (by: StudentSort['by']) => (sort.by === by ? (sort.descending ? 'descending' : 'ascending') : 'none');
  return (
    <table className="hw-results__table">
      <caption>{ResultsText.students}</caption>
      <thead>
        <tr>
          <th scope="col" aria-sort={ariaSort('name')}>
            <button type="button" className="link-button" onClick={() => sortBy('name')} aria-label={ResultsText.sortBy(ResultsText.name)}>
              {ResultsText.name}
            </button>
          </th>
          <th scope="col">{ResultsText.progress}</th>
          <th scope="col" aria-sort={ariaSort('accuracy')}>
            <button type="button" className="link-button" onClick={() => sortBy('accuracy')} aria-label={ResultsText.sortBy(ResultsText.accuracy)}>
              {ResultsText.accuracy}
            </button>
          </th>
          <th scope="col">{ResultsText.timeSpent}</th>
          <th scope="col">{ResultsText.answered}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((student) => (
          <tr key={student.id}>
            <th scope="row">
              <button type="button" className="link-button" onClick={() => onOpen(student)} aria-label={ResultsText.openAnswers(student.name)}>
                {student.name}
              </button>
            </th>
            <td className={`hw-results__progress hw-results__progress--${student.progress}`}>{ResultsText.progressName[student.progress]}</td>
            <td>{student.accuracy === null ? ResultsText.none : ResultsText.percent(student.accuracy)}</td>
            <td>{student.timeSpentSec === null ? ResultsText.none : ResultsText.minutes(...minutesAndSeconds(student.timeSpentSec))}</td>
            <td>
              {student.answered}/{itemCount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
