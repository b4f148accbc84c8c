/**
 * A teacher resets a student's forgotten password (issue 34), for the students of the class chosen,
 * whether a task runs or not. Folded away beside the library, and its list asked for only when opened:
 * it is a rare need, and the console may be on a projector.
 */
import { useCallback, useState } from 'react';
import { fetchClassStudents, resetStudentPassword } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import type { NewPassword } from '@server/school/admin-contract';
import { useAsync } from '../../hooks/use-async';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { NetworkTrouble } from '../../shell/EmptyState';
import { Spinner } from '../../shell/Spinner';
import { NewPasswordDialog } from '../admin/NewPasswordDialog';
import { ConsoleText } from './strings';

type Student = { id: string; name: string };

export function StudentPasswords({ classId }: { classId: string }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [opened, setOpened] = useState(false);
  const [asking, setAsking] = useState<Student | undefined>(undefined);
  const [result, setResult] = useState<NewPassword | undefined>(undefined);
  return (
    <details className="card console__accounts" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>{ConsoleText.accounts}</summary>
      {opened && <ClassStudents classId={classId} onReset={setAsking} />}
      {asking && (
        <Dialog title={ConsoleText.resetTitle(asking.name)} confirmText={ConsoleText.resetConfirm} onCancel={() => setAsking(undefined)} onConfirm={() => reset(asking)}>
          {ConsoleText.resetBody}
        </Dialog>
      )}
      {result && <NewPasswordDialog result={result} onDone={() => setResult(undefined)} />}
    </details>
  );

  function reset(student: Student) {
    setAsking(undefined);
    resetStudentPassword(api, student.id).then(setResult, () => toast(ConsoleText.resetFailed));
  }
}

function ClassStudents({ classId, onReset }: { classId: string; onReset(student: Student): void }) {
  const api = useService(ApiToken);
  const students = useAsync(useCallback(() => fetchClassStudents(api, classId), [api, classId]));
  if (students.status === 'loading') return <Spinner />;
  if (students.status === 'failed') return <NetworkTrouble onRefresh={students.reload} />;
  return (
    <ul>
      {students.data.toSorted((a, b) => a.name.localeCompare(b.name, 'zh-CN')).map((student) => (
        <li key={student.id}>
          <span>{student.name}</span>
          <span className="muted">{student.account}</span>
          <button type="button" className="link-button" aria-label={ConsoleText.resetFor(student.name)} onClick={() => onReset(student)}>
            {ConsoleText.reset}
          </button>
        </li>
      ))}
    </ul>
  );
}
