/**
 * 新建任务 (issue 36): the kinds a teacher can make, each kind whose plugin brings an editor plus the
 * exercise; choosing one opens the editor on a blank task of it. A disclosure (a button that shows a list
 * of buttons): Tab reaches every kind, Escape closes it.
 */
import { useId, useRef, useState } from 'react';
import { taskRegistry } from '@plugins/tasks';
import type { TaskEditorStart as EditorStart } from './editor/editor-start';
import { newTaskKinds } from './library-groups';
import { ConsoleText } from './strings';

/** A kind without an icon shows a plain square (as an optional task's item does). */
const NO_ICON = 'M4 4h16v16H4z';

export function NewTaskMenu({ onEdit }: { onEdit(start: EditorStart): void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const kinds = newTaskKinds(taskRegistry.kinds().map((kind) => taskRegistry.anyPlugin(kind)), ConsoleText.newExercise);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <button ref={toggle} type="button" className="button button--ghost" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        {ConsoleText.newTask}
      </button>
      {open && (
        <ul
          id={listId}
          className="console__new-kinds"
          aria-label={ConsoleText.newTask}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {kinds.map(({ kind, label, icon }) => (
            <li key={kind}>
              <button
                type="button"
                className="console__new-kind"
                onClick={() => {
                  setOpen(false);
                  onEdit({ kind });
                }}
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d={icon ?? NO_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
