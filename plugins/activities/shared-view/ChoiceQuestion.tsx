/**
 * A whole choice question (67, 68): the stem with its highlight runs, then the options. The two
 * renderers differ only in how one option looks and in their class names.
 */
import { useId, type ReactNode } from 'react';
import type { Choice, NormalisedActivityBase } from '@core/domain';
import type { ActivityViewProps } from '@core/registry';
import { ChoiceList } from './ChoiceList';
import { RichTextView } from './RichTextView';

interface ChoiceActivity<C extends Choice> extends NormalisedActivityBase {
  choice: C[];
  multiSelect: boolean;
}

export interface ChoiceQuestionProps<C extends Choice> extends ActivityViewProps<ChoiceActivity<C>, { selected: string[] }> {
  /** The renderer's class: 'mct' or 'mcp' (its stem is `<className>__stem`). */
  className: string;
  layout: 'text' | 'picture';
  renderChoice(choice: C, letter: string): ReactNode;
}

export function ChoiceQuestion<C extends Choice>({ activity, response, onResponse, completed, readOnly, answerShown, className, layout, renderChoice }: ChoiceQuestionProps<C>) {
  const stemId = useId();
  const stem = activity.stem;
  return (
    <section className={className}>
      {stem.richText && (
        <p id={stemId} className={`${className}__stem`}>
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
        layout={layout}
        renderChoice={renderChoice}
      />
    </section>
  );
}
