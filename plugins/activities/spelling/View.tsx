import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { SpellingSegment } from './segments';
import type { ActivityViewProps } from '@core/registry';
import { ViewText } from '../shared-view/strings';
import { blankVerdict, plainPasteText, withInput } from './blanks';
import type { SpellingActivity, SpellingResponse } from './model';
import './spelling.css';

/**
 * Listen and spell (33): the stem's segments in one line, given text as text and each checked segment
 * a blank (an input labelled '第N空'). Enter is blocked in the blanks and pasted text goes in as plain
 * text. Completed (or read-only with the answer shown): each blank shows the student's word, right ones
 * ticked, wrong or empty ones crossed with the correct word beside them.
 */
export default function SpellingView(props: ActivityViewProps<SpellingActivity, SpellingResponse>) {
  const { activity, response, onResponse, completed, readOnly, answerShown } = props;
  const inputs = response?.inputs;
  const reveal = readOnly ? Boolean(answerShown) : completed;
  const locked = completed || readOnly;
  const update = (index: number, value: string) => onResponse({ inputs: withInput(inputs, activity.blankCount, index, value) });

  const renderBlank = (segment: SpellingSegment) => {
    const value = inputs?.[segment.index] ?? '';
    const label = ViewText.blank(segment.index + 1);
    if (reveal) return <BlankResult key={`b${segment.index}`} label={label} expected={segment.text} input={value} />;
    if (locked) {
      return (
        <span key={`b${segment.index}`} className="spelling__blank spelling__blank--locked">
          <span className="visually-hidden">{label}：</span>
          {value}
        </span>
      );
    }
    return (
      <input
        key={`b${segment.index}`}
        type="text"
        className="spelling__blank"
        aria-label={label}
        value={value}
        style={{ width: `${Math.max(segment.text.length + 2, 4)}ch` }}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        onChange={(event) => update(segment.index, event.target.value)}
        onKeyDown={blockEnter}
        onPaste={(event) => pastePlain(event, (text) => update(segment.index, text))}
      />
    );
  };

  return (
    <section className="spelling">
      {activity.stem.text && <p className="spelling__prompt">{activity.stem.text}</p>}
      <p className="spelling__line">
        {activity.stem.stems.map((segment) =>
          segment.checked ? renderBlank(segment) : <span key={`g${segment.index}`} className="spelling__given">{segment.text}</span>,
        )}
      </p>
    </section>
  );
}

/** Enter never leaves the blank nor submits anything (spec 01 §4). */
function blockEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** Inserts the clipboard's plain text at the caret (replacing a selection) and reports the new value. */
function pastePlain(event: ClipboardEvent<HTMLInputElement>, report: (value: string) => void) {
  event.preventDefault();
  const input = event.currentTarget;
  const text = plainPasteText(event.clipboardData.getData('text/plain'));
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  input.setRangeText(text, start, end, 'end');
  report(input.value);
}

function BlankResult({ label, expected, input }: { label: string; expected: string; input: string }) {
  const verdict = blankVerdict(expected, input);
  if (verdict === 'right') {
    return (
      <span className="spelling__result spelling__result--right">
        <span className="visually-hidden">{label}：</span>
        {input.trim()}
        <span aria-hidden="true"> ✓</span>
        <span className="visually-hidden">，{ViewText.blankRight}</span>
      </span>
    );
  }
  return (
    <span className={`spelling__result spelling__result--${verdict}`}>
      <span className="visually-hidden">{label}：</span>
      {verdict === 'wrong' ? <s className="spelling__wrong">{input.trim()}</s> : <span className="visually-hidden">{ViewText.blankEmpty}</span>}
      <span aria-hidden="true"> ✗ </span>
      <span className="visually-hidden">，{ViewText.blankWrong}，{ViewText.blankAnswer}</span>
      <span className="spelling__answer">{expected}</span>
    </span>
  );
}
