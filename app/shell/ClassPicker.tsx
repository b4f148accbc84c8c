/**
 * The class label and its picker (spec 01 §2): with more than one class, tapping the label opens a
 * sheet listing 'school short name grade class'; with one it is plain text. No class reads '未选择'.
 */
import { useState } from 'react';
import { canPickClass } from '@app/account';
import { useSession } from '../session/SessionContext';

export const ClassPickerText = { unset: '未选择', title: '选择班级', cancel: '取消', switchClass: '切换班级' } as const;

export function ClassLabel({ className = 'class-label' }: { className?: string }) {
  const { classes, currentClass, chooseClass } = useSession();
  const [open, setOpen] = useState(false);
  const label = currentClass?.label ?? ClassPickerText.unset;
  if (!canPickClass(classes)) return <span className={className}>{label}</span>;
  return (
    <>
      <button type="button" className={`${className} ${className}--picker`} aria-haspopup="dialog" aria-label={`${label}，${ClassPickerText.switchClass}`} onClick={() => setOpen(true)}>
        {label}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <div className="sheet-backdrop" onClick={() => setOpen(false)}>
          <div className="sheet" role="dialog" aria-modal="true" aria-label={ClassPickerText.title} onClick={(event) => event.stopPropagation()}>
            <h2 className="sheet__title">{ClassPickerText.title}</h2>
            <div role="radiogroup" aria-label={ClassPickerText.title}>
              {classes.map((option) => (
                <button
                  key={option.groupId}
                  type="button"
                  role="radio"
                  aria-checked={option.groupId === currentClass?.groupId}
                  className="sheet__option"
                  onClick={() => {
                    chooseClass(option.groupId);
                    setOpen(false);
                  }}
                >
                  {option.label || ClassPickerText.unset}
                  {option.groupId === currentClass?.groupId && <span aria-hidden="true">✓</span>}
                </button>
              ))}
            </div>
            <button type="button" className="sheet__cancel" onClick={() => setOpen(false)}>
              {ClassPickerText.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
