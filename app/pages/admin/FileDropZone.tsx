/**
 * Where the admin console takes a file (a roster, a content pack): dropped onto the zone or picked with
 * its button; what was chosen and what is wrong with it show inside. The caller checks the file.
 */
import { useState, type DragEvent, type ReactNode } from 'react';

export interface FileDropZoneProps {
  /** 把…拖到这里，或 */
  dropText: string;
  /** The picker button's text (选择文件). */
  chooseText: string;
  accept: string;
  disabled: boolean;
  onChoose(file: File | undefined): void;
  /** What was chosen (已选择：…), when something was. */
  chosen?: ReactNode;
  /** Why the file cannot be taken, said as an alert. */
  problem?: string;
}

export function FileDropZone({ dropText, chooseText, accept, disabled, onChoose, chosen, problem }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`admin-drop${dragging ? ' admin-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <span>{dropText}</span>
      <label className="button button--ghost">
        {chooseText}
        <input
          type="file"
          className="visually-hidden"
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            // Choosing the same file again (after fixing it) must fire a change too.
            event.target.value = '';
          }}
        />
      </label>
      {chosen && <p>{chosen}</p>}
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
