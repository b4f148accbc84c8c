/**
 * The new accounts' passwords after a real import (issue 34), shown this once: the server keeps only
 * their hashes. The admin prints them as slips to hand out or keeps the CSV; until one of the two is
 * done, closing the tab asks first.
 */
import { useEffect, useState } from 'react';
import type { PasswordSlip } from '@server/school/admin-contract';
import { useToast } from '../../hooks/use-toast';
import { fileStamp } from './format';
import { passwordCsv, passwordSlipsHtml } from './password-sheets';
import { downloadText, openPrintPage } from './save-file';
import { PasswordText, SheetText } from './strings';

export function NewPasswords({ slips }: { slips: PasswordSlip[] }) {
  const toast = useToast();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before 2023 ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [saved]);

  const print = () => {
    if (openPrintPage(passwordSlipsHtml(slips))) setSaved(true);
    else toast(PasswordText.popupBlocked);
  };
  const download = () => {
    downloadText(passwordCsv(slips), PasswordText.fileName(fileStamp(new Date())), 'text/csv;charset=utf-8');
    setSaved(true);
  };

  return (
    <section className="admin-passwords" aria-labelledby="admin-passwords-title">
      <h3 id="admin-passwords-title">{PasswordText.title(slips.length)}</h3>
      <p className="admin-warning" role="alert">
        {PasswordText.warning}
      </p>
      <div className="admin-actions">
        <button type="button" className="button button--primary" onClick={print}>
          {PasswordText.print}
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          {PasswordText.csv}
        </button>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {SheetText.csvHeader.map((label) => (
                <th key={label}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slips.map((slip) => (
              <tr key={slip.account}>
                <td>{slip.className}</td>
                <td>{slip.name}</td>
                <td>{slip.account}</td>
                <td className="admin-secret__password">{slip.password}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
