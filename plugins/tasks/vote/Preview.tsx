/**
 * The vote's read-only preview (spec 02 §2, the optional task's item preview): the title with 单选 or
 * 多选, the stem records, and the options, disabled.
 */
import type { TaskPreviewProps } from '@core/registry/task-plugin';
import { SelectType, type VoteTask } from './definition';
import { VoteText } from './View';
import './vote.css';

export default function VotePreview({ task }: TaskPreviewProps<VoteTask>) {
  const multiple = task.selectType === SelectType.MULTIPLE;
  return (
    <section className="vote" aria-label={task.title}>
      <h2 className="vote__title">
        {task.title} <span className="tag">{multiple ? VoteText.multiple : VoteText.single}</span>
      </h2>
      {task.records.map((record, index) =>
        record.contentType === 1 ? <img key={index} className="vote__picture" src={record.content} alt="" /> : <p key={index} className="vote__text" lang="en">{record.content}</p>,
      )}
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
