/** A modal confirm (or alert) dialog. The default button texts are 确认 and 取消 (spec 01 §2). */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ShellText } from './strings';

export interface DialogProps {
  title: string;
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Without onCancel the dialog is an alert with one button. */
  onCancel?: () => void;
  onConfirm: () => void;
}

export function Dialog({ title, children, confirmText = ShellText.confirm, cancelText = ShellText.cancel, onCancel, onConfirm }: DialogProps) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children && <div className="dialog__body">{children}</div>}
        <div className="dialog__actions">
          {onCancel && (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {cancelText}
            </button>
          )}
          <button type="button" className="button button--primary" ref={confirmRef} onClick={onConfirm}>
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
