/**
 * One record of a reading task in its editor (issue 36): a text (a textarea, and the words a student
 * can tap in it) or a picture of a page (MediaField), with buttons to move it up, down, or remove it.
 * The move buttons at the ends are aria-disabled, not disabled, so a moved block keeps the focus.
 */
import { useId } from 'react';
import type { ReadingRecord } from '../served';
import { FieldProblem } from '../FieldProblem';
import { MediaField } from '../MediaField';
import { PICTURE, textAsStored } from './reading-draft';
import { ReadingEditorText } from './strings';
import { TappableWords } from './TappableWords';

interface RecordBlockProps {
  record: ReadingRecord;
  index: number;
  count: number;
  problem: string | undefined;
  onChange(record: ReadingRecord): void;
  onMove(to: number): void;
  onRemove(): void;
}

export function RecordBlock({ record, index, count, problem, onChange, onMove, onRemove }: RecordBlockProps) {
  const id = useId();
  const n = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className="reading-editor__record">
      {record.contentType === PICTURE ? (
        <MediaField kind="picture" label={ReadingEditorText.picture(n)} value={record.content || undefined} problem={problem} onChange={(media) => onChange({ ...record, content: media?.url ?? '' })} />
      ) : (
        <div className="reading-editor__text">
          <label className="reading-editor__field">
            <span className="reading-editor__label">{ReadingEditorText.text(n)}</span>
            <textarea
              lang="en"
              rows={6}
              value={record.content}
              aria-invalid={!!problem}
              aria-describedby={[`${id}-words`, problem ? `${id}-problem` : ''].join(' ').trim()}
              onChange={(event) => onChange({ ...record, content: textAsStored(event.target.value) })}
            />
          </label>
          <FieldProblem id={`${id}-problem`} message={problem} />
          <TappableWords id={`${id}-words`} text={record.content} />
        </div>
      )}
      <div className="reading-editor__controls">
        <button type="button" className="button" aria-label={ReadingEditorText.moveUpLabel(n)} aria-disabled={first} onClick={() => !first && onMove(index - 1)}>
          {ReadingEditorText.moveUp}
        </button>
        <button type="button" className="button" aria-label={ReadingEditorText.moveDownLabel(n)} aria-disabled={last} onClick={() => !last && onMove(index + 1)}>
          {ReadingEditorText.moveDown}
        </button>
        <button type="button" className="button" aria-label={ReadingEditorText.removeLabel(n)} onClick={onRemove}>
          {ReadingEditorText.remove}
        </button>
      </div>
    </li>
  );
}
