import type { ActivityViewProps } from '@core/registry';
import { ChoiceQuestion } from '../shared-view/ChoiceQuestion';
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
  return <ChoiceQuestion {...props} className="mct" layout="text" renderChoice={(choice) => (choice.richText ? <RichTextView text={choice.richText} /> : choice.text)} />;
}
