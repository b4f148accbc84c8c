/**
 * A reset account's new password, shown this once (issue 34): the server keeps only its hash. Used by
 * the admin's people list and by the teacher console's reset of a student's password.
 */
import { useState } from 'react';
import type { NewPassword } from '@server/school/admin-contract';
import { useToast } from '../../hooks/use-toast';
import { Dialog } from '../../shell/Dialog';
import { NewPasswordText } from './new-password-strings';

export function NewPasswordDialog({ result, onDone }: { result: NewPassword; onDone(): void }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    // The clipboard is refused outside a secure page or without permission: then it is copied by hand.
    (navigator.clipboard?.writeText(result.password) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => toast(NewPasswordText.copyFailed),
    );
  return (
    <Dialog title={NewPasswordText.title(result.name)} confirmText={NewPasswordText.done} onConfirm={onDone}>
      <dl className="admin-secret">
        <dt>{NewPasswordText.account}</dt>
        <dd>{result.account}</dd>
        <dt>{NewPasswordText.password}</dt>
        <dd className="admin-secret__password">{result.password}</dd>
      </dl>
      <p className="muted">{NewPasswordText.once}</p>
      <button type="button" className="link-button" onClick={() => void copy()}>
        {copied ? NewPasswordText.copied : NewPasswordText.copy}
      </button>
    </Dialog>
  );
}
