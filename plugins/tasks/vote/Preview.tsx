/**
 * The vote's read-only preview (spec 02 §2, the optional task's item preview): the title with 单选 or
 * 多选, the stem records (a sound in a plain player: a preview has no audio service), and the options, disabled.
 */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import { SelectType, type VoteTask } from './definition';
import { VoteRecords } from './VoteRecords';
import { VoteText } from './strings';
import './vote.css';

export default function VotePreview({ task }: TaskPreviewProps<VoteTask>) {
  const multiple = task.selectType === SelectType.MULTIPLE;
  return (
    <section className="vote" aria-label={task.title}>
      <h2 className="vote__title">
        {task.title} <span className="tag">{multiple ? VoteText.multiple : VoteText.single}</span>
      </h2>
      <VoteRecords records={task.records} />
      <fieldset className="vote__options" disabled>
        <legend className="visually-hidden">{VoteText.options}</legend>
        {task.options.map((option) => (
          <label key={option.key} className="vote__option">
            <input type={multiple ? 'checkbox' : 'radio'} name="vote-preview" value={option.key} disabled />
            <span className="vote__key">{option.key}</span>
            <span lang="en">{option.text}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
