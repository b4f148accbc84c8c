/** 导出 Excel / 导出 CSV of results: the server's file, fetched with the sign-in and saved under the name the server gives it. */
import { useState } from 'react';
import { ConfigToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../../../../hooks/use-toast';
import { useService } from '../../../../services/ServicesContext';
import { fetchExport, type ExportFormat } from './results-calls';
import { ResultsText } from './strings';
import './results.css';

/** How long the file's blob URL stays valid: the browser's download has read it well before. */
const URL_LIFETIME_MS = 60_000;

function saveFile(file: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), URL_LIFETIME_MS);
}

/**
 * `exportPath`: a homework's or a classroom task's export call (issue 37); `fallbackName`: the name the
 * contract promises (`<class>-<title>`), should the answer carry none.
 */
export function ExportButtons({ exportPath, fallbackName }: { exportPath: string; fallbackName: string }) {
  const config = useService(ConfigToken);
  const storage = useService(StorageToken);
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | undefined>(undefined);
  const download = (format: ExportFormat) => {
    setBusy(format);
    fetchExport(config, storage, exportPath, format)
      .then(({ file, fileName }) => saveFile(file, fileName ?? `${fallbackName}.${format}`))
      .catch((error: unknown) => {
        console.warn('export not downloaded', error);
        toast(ResultsText.exportFailed);
      })
      .finally(() => setBusy(undefined));
  };
  return (
    <div className="hw-results__export">
      {(['xlsx', 'csv'] as const).map((format) => (
        <button key={format} type="button" className="button button--ghost" disabled={busy !== undefined} onClick={() => download(format)}>
          {busy === format ? ResultsText.exporting : format === 'xlsx' ? ResultsText.exportXlsx : ResultsText.exportCsv}
        </button>
      ))}
    </div>
  );
}
