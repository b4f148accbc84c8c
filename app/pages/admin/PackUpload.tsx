/**
 * A pack's upload (issue 35): pick or drop a .zip, 导入 sends it as it is. The server checks it whole
 * and imports all or nothing, so there is no preview: a refused pack (422) lists every problem (file,
 * JSON path, what is wrong), or says why the server would not take it at all.
 */
import { useState } from 'react';
import { packRefusal, sendPack } from '@app/client/admin-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import type { PackImportReport, PackRefusal } from '@server/school/admin-contract';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { failureText } from './failures';
import { FileDropZone } from './FileDropZone';
import { fileSize } from './format';
import { PACK_ACCEPT, packFileProblem } from './pack-file';
import { PackReportView } from './PackReportView';
import { PackText } from './strings';

type Step = { kind: 'choosing' } | { kind: 'importing' } | { kind: 'imported'; report: PackImportReport } | { kind: 'refused'; refusal: PackRefusal };

export function PackUpload({ onImported }: { onImported(): void }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const busy = step.kind === 'importing';

  const choose = (picked: File | undefined) => {
    if (!picked || busy) return;
    setStep({ kind: 'choosing' });
    const wrong = packFileProblem(picked);
    setProblem(wrong);
    setFile(wrong ? undefined : picked);
  };

  const send = () => {
    if (!file) return;
    setStep({ kind: 'importing' });
    sendPack(api, file).then(
      (report) => {
        // Done with this file: sending it again could only answer 内容未变.
        setFile(undefined);
        setStep({ kind: 'imported', report });
        onImported();
      },
      (error: unknown) => {
        const refusal = packRefusal(error);
        if (refusal) return setStep({ kind: 'refused', refusal });
        setStep({ kind: 'choosing' });
        if (error instanceof ApiError && error.status === 413) return setProblem(PackText.tooLarge);
        const text = failureText(error);
        if (text) toast(text);
        return undefined;
      },
    );
  };

  return (
    <>
      <FileDropZone
        dropText={PackText.dropZone}
        chooseText={PackText.choose}
        accept={PACK_ACCEPT}
        disabled={busy}
        onChoose={choose}
        chosen={file && PackText.chosen(file.name, fileSize(file.size))}
        {...(problem ? { problem } : {})}
      />
      <div className="admin-actions">
        <button type="button" className="button button--primary" disabled={!file || busy} onClick={send}>
          {busy ? PackText.importing : PackText.import}
        </button>
      </div>
      {step.kind === 'imported' && <PackReportView report={step.report} />}
      {step.kind === 'refused' && <Refusal refusal={step.refusal} />}
    </>
  );
}

function Refusal({ refusal }: { refusal: PackRefusal }) {
  return (
    <section className="admin-refusal" aria-labelledby="admin-pack-refusal-title">
      <h3 id="admin-pack-refusal-title">{PackText.refusedTitle}</h3>
      <p className="admin-error" role="alert">
        {refusal.message}
      </p>
      <p className="muted">{refusal.problems.length > 0 ? PackText.refusedNote : PackText.refusedWhole}</p>
      {refusal.problems.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{PackText.file}</th>
                <th>{PackText.path}</th>
                <th>{PackText.problem}</th>
              </tr>
            </thead>
            <tbody>
              {refusal.problems.map((problem, index) => (
                <tr key={`${index}-${problem.file}-${problem.path}`}>
                  <td>
                    <code>{problem.file}</code>
                  </td>
                  <td>{problem.path ? <code>{problem.path}</code> : '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
