/**
 * 导入花名册 (issue 34): pick or drop a roster file, preview what it would change (a dry run), then
 * import the same bytes with the same options. A refused file (422) lists every bad row and imports
 * nothing; after a real import the new accounts' passwords are shown, this once.
 */
import { useState } from 'react';
import { rosterRefusal, sendRoster, type RosterFile } from '@app/client/admin-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import type { RosterRefusal, RosterReport } from '@server/school/admin-contract';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { failureText } from './failures';
import { FileDropZone } from './FileDropZone';
import { NewPasswords } from './NewPasswords';
import { ROSTER_ACCEPT, readRosterFile, rosterFileProblem } from './roster-file';
import { RosterReportView } from './RosterReportView';
import { RosterText } from './strings';

type Step =
  | { kind: 'choosing' }
  | { kind: 'checking' }
  | { kind: 'previewed'; report: RosterReport }
  | { kind: 'importing'; report: RosterReport }
  | { kind: 'imported'; report: RosterReport }
  | { kind: 'refused'; refusal: RosterRefusal };

export function RosterImport() {
  const api = useService(ApiToken);
  const toast = useToast();
  const [file, setFile] = useState<(RosterFile & { size: number }) | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [removeMissing, setRemoveMissing] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const busy = step.kind === 'checking' || step.kind === 'importing';

  const choose = (picked: File | undefined) => {
    if (!picked || busy) return;
    setStep({ kind: 'choosing' });
    setFile(undefined);
    const wrong = rosterFileProblem(picked);
    setProblem(wrong);
    if (wrong) return;
    readRosterFile(picked).then(
      (read) => setFile({ ...read, size: picked.size }),
      () => setProblem(RosterText.unreadable),
    );
  };

  const send = (dryRun: boolean) => {
    if (!file) return;
    const previewed = step.kind === 'previewed' ? step.report : undefined;
    setStep(dryRun || !previewed ? { kind: 'checking' } : { kind: 'importing', report: previewed });
    sendRoster(api, file, { dryRun, removeMissing }).then(
      (report) => setStep({ kind: dryRun ? 'previewed' : 'imported', report }),
      (error: unknown) => {
        const refusal = rosterRefusal(error);
        if (refusal) return setStep({ kind: 'refused', refusal });
        setStep(previewed ? { kind: 'previewed', report: previewed } : { kind: 'choosing' });
        if (error instanceof ApiError && error.status === 413) return setProblem(RosterText.tooLarge);
        const text = failureText(error);
        if (text) toast(text);
        return undefined;
      },
    );
  };

  const startOver = () => {
    setFile(undefined);
    setProblem(undefined);
    setStep({ kind: 'choosing' });
  };

  if (step.kind === 'imported') {
    return (
      <div className="admin-roster">
        <RosterReportView report={step.report} title={RosterText.doneTitle} />
        {step.report.passwords.length > 0 && <NewPasswords slips={step.report.passwords} />}
        <button type="button" className="button button--ghost admin-roster__again" onClick={startOver}>
          {RosterText.again}
        </button>
      </div>
    );
  }

  return (
    <div className="admin-roster">
      <p>{RosterText.intro}</p>
      <FileDropZone
        dropText={RosterText.dropZone}
        chooseText={RosterText.choose}
        accept={ROSTER_ACCEPT}
        disabled={busy}
        onChoose={choose}
        chosen={file && RosterText.chosen(file.fileName, Math.max(1, Math.round(file.size / 1024)))}
        {...(problem ? { problem } : {})}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={removeMissing}
          disabled={busy}
          onChange={(event) => {
            setRemoveMissing(event.target.checked);
            // A preview holds for the options it was made with.
            if (step.kind === 'previewed') setStep({ kind: 'choosing' });
          }}
        />
        {RosterText.removeMissing}
      </label>
      <p className="muted">{RosterText.removeMissingHint}</p>
      <div className="admin-actions">
        <button type="button" className="button button--ghost" disabled={!file || busy} onClick={() => send(true)}>
          {step.kind === 'checking' ? RosterText.previewing : RosterText.preview}
        </button>
        {(step.kind === 'previewed' || step.kind === 'importing') && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => send(false)}>
            {step.kind === 'importing' ? RosterText.importing : RosterText.confirm}
          </button>
        )}
      </div>
      {(step.kind === 'previewed' || step.kind === 'importing') && <RosterReportView report={step.report} title={RosterText.previewTitle} />}
      {step.kind === 'refused' && <Refusal refusal={step.refusal} />}
    </div>
  );
}

function Refusal({ refusal }: { refusal: RosterRefusal }) {
  return (
    <section className="admin-refusal" aria-labelledby="admin-refusal-title">
      <h3 id="admin-refusal-title">{RosterText.refusedTitle}</h3>
      <p className="admin-error" role="alert">
        {refusal.message}
      </p>
      <p className="muted">{RosterText.refusedNote}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{RosterText.row}</th>
              <th>{RosterText.reason}</th>
            </tr>
          </thead>
          <tbody>
            {refusal.rows.map((row, index) => (
              <tr key={`${row.row}-${index}`}>
                <td>{row.row}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
