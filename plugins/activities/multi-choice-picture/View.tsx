import { useId } from 'react';
import { richTextToPlain } from '@core/content/text';
import type { ActivityViewProps } from '@core/registry';
import { ChoiceList } from '../shared-view/ChoiceList';
import { RichTextView } from '../shared-view/RichTextView';
import { ViewText } from '../shared-view/strings';
import type { ChoiceResponse, MultiChoicePictureActivity } from './model';
import './multi-choice-picture.css';

/**
 * Multiple choice with picture options (67): the stem text, and the pictures two to a row as a radio
 * group (single select) or checkbox group (multi select). A picture's alternative text is its
 * caption, else '图片A', '图片B'... by position. Same toggling, completion and read-only rules as the
 * text options (68); an emptied selection is reported as `{ selected: [] }`.
 */
export default function MultiChoicePictureView(props: ActivityViewProps<MultiChoicePictureActivity, ChoiceResponse>) {
  const { activity, response, onResponse, completed, readOnly, answerShown } = props;
  const stemId = useId();
  const stem = activity.stem;
  return (
    <section className="mcp">
      {stem.richText && (
        <p id={stemId} className="mcp__stem">
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
        layout="picture"
        renderChoice={(choice, letter) => (
          <>
            <img className="choice-picture" src={choice.pictureUrl} alt={choice.richText ? richTextToPlain(choice.richText) : ViewText.pictureChoice(letter)} />
            {choice.richText && (
              <span className="choice-picture__caption" aria-hidden="true">
                <RichTextView text={choice.richText} />
              </span>
            )}
          </>
        )}
      />
    </section>
  );
}
