/**
 * The console's two views (issue 37): 课堂 (the live classroom, as before) and 作业. Tabs: the arrow keys
 * move between them, as a screen reader's user expects of a tab list.
 */
import { useRef, type KeyboardEvent } from 'react';
import { ConsoleViewText } from './strings';
import './console-tabs.css';

export type ConsoleView = 'classroom' | 'homework';
const VIEWS: readonly ConsoleView[] = ['classroom', 'homework'];

export function ConsoleTabs({ view, onChange }: { view: ConsoleView; onChange(view: ConsoleView): void }) {
  const tabs = useRef(new Map<ConsoleView, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const next = VIEWS[(VIEWS.indexOf(view) + by + VIEWS.length) % VIEWS.length]!;
    onChange(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div className="homework-tabs" role="tablist" aria-label={ConsoleViewText.views} onKeyDown={move}>
      {VIEWS.map((candidate) => (
        <button
          key={candidate}
          ref={(button) => void (button ? tabs.current.set(candidate, button) : tabs.current.delete(candidate))}
          type="button"
          role="tab"
          className="button button--ghost"
          aria-selected={candidate === view}
          tabIndex={candidate === view ? 0 : -1}
          onClick={() => onChange(candidate)}
        >
          {ConsoleViewText[candidate]}
        </button>
      ))}
    </div>
  );
}
