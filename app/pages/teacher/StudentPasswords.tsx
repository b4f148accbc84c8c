/**
 * A teacher resets a student's forgotten password (issue 34), for the students of the class shown: the
 * console has no roster call, so the students are the live view's (joined and missing are the whole
 * class). Folded away under the live panel: it is a rare need, and the panel may be on a projector.
 */
import { useState } from 'react';
import { resetStudentPassword } from '@app/client/teacher-calls';
import type { LiveView } from '@core/contract';
import { ApiToken } from '@core/services/tokens';
import type { NewPassword } from '@server/school/admin-contract';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { NewPasswordDialog } from '../admin/NewPasswordDialog';
import { ConsoleText } from './strings';

type Student = { id: string; name: string };

export function StudentPasswords({ view }: { view: Pick<LiveView, 'joined' | 'missing'> }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [asking, setAsking] = useState<Student | undefined>(undefined);
  const [result, setResult] = useState<NewPassword | undefined>(undefined);
  const students = [...new Map([...view.joined, ...view.missing].map((s) => [s.id, s])).values()].toSorted((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  const reset = (student: Student) => {
    setAsking(undefined);
    resetStudentPassword(api, student.id).then(setResult, () => toast(ConsoleText.resetFailed));
  };
  return (
    <details className="console__accounts">
      <summary>{ConsoleText.accounts}</summary>
      <ul>
        {students.map((student) => (
          <li key={student.id}>
            <span>{student.name}</span>
            <button type="button" className="link-button" aria-label={ConsoleText.resetFor(student.name)} onClick={() => setAsking(student)}>
              {ConsoleText.reset}
            </button>
          </li>
        ))}
      </ul>
      {asking && (
        <Dialog title={ConsoleText.resetTitle(asking.name)} confirmText={ConsoleText.resetConfirm} onCancel={() => setAsking(undefined)} onConfirm={() => reset(asking)}>
          {ConsoleText.resetBody}
        </Dialog>
      )}
      {result && <NewPasswordDialog result={result} onDone={() => setResult(undefined)} />}
    </details>
  );
}
