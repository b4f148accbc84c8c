import { richTextToPlain } from '@core/content/text';
import type { ActivityViewProps } from '@core/registry';
import { ChoiceQuestion } from '../shared-view/ChoiceQuestion';
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
/** One picture option: the picture (its caption as alt text) and the caption. */
function renderPictureChoice(choice: MultiChoicePictureActivity['choice'][number], letter: string) {
  return (
    <>
      <img className="choice-picture" src={choice.pictureUrl} alt={choice.richText ? richTextToPlain(choice.richText) : ViewText.pictureChoice(letter)} />
      {choice.richText && (
        <span className="choice-picture__caption" aria-hidden="true">
          <RichTextView text={choice.richText} />
        </span>
      )}
    </>
  );
}

export default function MultiChoicePictureView(props: ActivityViewProps<MultiChoicePictureActivity, ChoiceResponse>) {
  return <ChoiceQuestion {...props} className="mcp" layout="picture" renderChoice={renderPictureChoice} />;
}
