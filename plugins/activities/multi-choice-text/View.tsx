import { useId } from 'react';
import type { ActivityViewProps } from '@core/registry';
import { ChoiceList } from '../shared-view/ChoiceList';
import { RichTextView } from '../shared-view/RichTextView';
import type { ChoiceResponse, MultiChoiceTextActivity } from './model';
import './multi-choice-text.css';

/**
 * Multiple choice with text options (68): the stem (highlight runs, line breaks) and the
 * options as a radio group (single select) or checkbox group (multi select). Options toggle until the
 * question is completed; an emptied selection is reported as `{ selected: [] }`, which the grader
 * counts as not fulfilled. Completed: the correct options and the wrong picks are marked, and the
 * options are locked. Read-only: locked, the answer marked only while the footer's toggle shows it.
 */
export default function MultiChoiceTextView(props: ActivityViewProps<MultiChoiceTextActivity, ChoiceResponse>) {
  const { activity, response, onResponse, completed, readOnly, answerShown } = props;
  const stemId = useId();
  const stem = activity.stem;
  return (
    <section className="mct">
      {stem.richText && (
        <p id={stemId} className="mct__stem">
          <RichTextView text={stem.richText} />
        </p>
      )}
      <ChoiceList
        choices={activity.choice}
        multiSelect={activity.multiSelect}
        selected={response?.selected ?? []}
        onChange={(selected) => onResponse({ selected })}
        locked={completed || readOnly}
        reveal={readOnly ? Boolean(answerShown) : completed}
        {...(stem.richText ? { labelledBy: stemId } : {})}
        layout="text"
        renderChoice={(choice) => (choice.richText ? <RichTextView text={choice.richText} /> : choice.text)}
      />
    </section>
  );
}
