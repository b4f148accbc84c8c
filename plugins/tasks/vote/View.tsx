/**
 * The vote screen (spec 02 §2, /vote-task): the title with 单选 or 多选, the stem records (a picture,
 * a text or a sound to play), the options, and 提交. The choice stays shown after submitting and can be
 * changed and submitted again while the task runs (the host keeps the latest). Large targets for small hands.
 */
import { useState } from 'react';
import type { TaskViewProps } from '@core/registry/task-plugin';
import { SelectType, type VoteResult, type VoteTask } from './definition';
import { VoteRecords } from './VoteRecords';
import { VoteText } from './strings';
import './vote.css';

const picked = (result: VoteResult | undefined) => result?.interactiveTaskResult.voteResult.selected ?? [];

export default function VoteView({ task, submitted, savedOnDevice = false, submitting, onSubmit, audio }: TaskViewProps<VoteTask, VoteResult>) {
  const multiple = task.selectType === SelectType.MULTIPLE;
  const [selected, setSelected] = useState<string[]>(picked(submitted));
  const toggle = (key: string) => setSelected((now) => (multiple ? (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]) : [key]));
  const unchanged = submitted !== undefined && selected.toSorted().join() === picked(submitted).toSorted().join();

  return (
    <form
      className="vote"
      onSubmit={(event) => {
        event.preventDefault();
        // Submitted in the task's option order, whatever order they were tapped in.
        onSubmit({ interactiveTaskResult: { voteResult: { selected: task.options.map((o) => o.key).filter((key) => selected.includes(key)) } } });
      }}
    >
      <h2 className="vote__title">
        {task.title} <span className="tag">{multiple ? VoteText.multiple : VoteText.single}</span>
      </h2>
      <VoteRecords records={task.records} audio={audio} />
      <fieldset className="vote__options">
        <legend className="visually-hidden">{VoteText.options}</legend>
        {task.options.map((option) => (
          <label key={option.key} className={`vote__option${selected.includes(option.key) ? ' vote__option--on' : ''}`}>
            <input type={multiple ? 'checkbox' : 'radio'} name="vote" value={option.key} checked={selected.includes(option.key)} onChange={() => toggle(option.key)} />
            <span className="vote__key">{option.key}</span>
            <span lang="en">{option.text}</span>
          </label>
        ))}
      </fieldset>
      {submitted !== undefined && <p className="vote__done" role="status">{savedOnDevice ? VoteText.savedOnDevice : VoteText.submitted}</p>}
      <button type="submit" className="button button--primary button--block" disabled={selected.length === 0 || submitting || unchanged}>
        {submitted === undefined ? VoteText.submit : VoteText.resubmit}
      </button>
    </form>
  );
}
