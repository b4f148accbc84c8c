/**
 * The vote's editor in the teacher console (issue 36): the question, 单选 or 多选, the stem records (texts,
 * pictures and sounds, shown under the question) and 2–12 options, both lists reordered with 上移 / 下移. The
 * host checks each change with the vote's definition; each problem shows at its field.
 */
import { useId } from 'react';
import type { EditorProblem, TaskEditorProps } from '@core/registry/task-plugin';
import { FieldProblem } from '../FieldProblem';
import { problemAt } from '../editor-services';
import { described, problemOfList } from '../editor-form';
import { useDraftChange, useFocusSoon } from '../editor-hooks';
import { ListItemActions, listIds } from '../ListItemActions';
import { SelectType, VoteLimits, type VoteTask } from './definition';
import { VOTE_PATH, blankVote, voteOf, withOptionAdded, withOptionMoved, withOptionRemoved, withOptionText, withSelectType, withTitle, withVote } from './editing';
import { StemRecords } from './StemRecords';
import { VoteEditorText as T } from './strings';
import '../editor-form.css';

export const blank = blankVote;

/** A problem with the task that no field shows (no vote at all): shown above the form. */
const outsideFields = (problems: readonly EditorProblem[]) => problems.find((problem) => !problem.path.startsWith(`${VOTE_PATH}.`))?.message;
export default function VoteEditor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const focusSoon = useFocusSoon();
  const changeDraft = useDraftChange(task, onChange);
  const vote = voteOf(task);
  const change = (edit: (vote: VoteTask) => VoteTask) => changeDraft((draft) => withVote(draft, edit(voteOf(draft))));

  const titleProblem = problemAt(problems, `${VOTE_PATH}.title`);
  const selectProblem = problemAt(problems, `${VOTE_PATH}.selectType`);
  const optionsProblem = problemOfList(problems, `${VOTE_PATH}.options`);
  const options = listIds(`${id}-options`);
  const { min, max } = VoteLimits.options;

  return (
    <div className="task-editor vote-editor">
      <FieldProblem id={`${id}-problem`} message={outsideFields(problems)} />
      <div className="task-editor__field">
        <label htmlFor={`${id}-title`}>{T.title}</label>
        <input id={`${id}-title`} type="text" value={vote.title} onChange={(event) => change((v) => withTitle(v, event.target.value))} {...described(`${id}-title-problem`, titleProblem)} />
        <FieldProblem id={`${id}-title-problem`} message={titleProblem} />
      </div>

      <fieldset aria-describedby={selectProblem ? `${id}-select-problem` : undefined}>
        <legend>{T.selectType}</legend>
        <div className="task-editor__choices">
          {([[SelectType.SINGLE, T.single], [SelectType.MULTIPLE, T.multiple]] as const).map(([selectType, name]) => (
            <label key={selectType}>
              <input type="radio" name={`${id}-select`} checked={vote.selectType === selectType} onChange={() => change((v) => withSelectType(v, selectType))} />
              {name}
            </label>
          ))}
        </div>
        <FieldProblem id={`${id}-select-problem`} message={selectProblem} />
      </fieldset>

      <StemRecords records={vote.records} problems={problems} change={change} focusSoon={focusSoon} />

      <fieldset aria-describedby={`${id}-options-hint${optionsProblem ? ` ${id}-options-problem` : ''}`}>
        <legend>{T.options}</legend>
        <p id={`${id}-options-hint`} className="task-editor__hint">{T.optionsHint(min, max)}</p>
        <ol className="task-editor__items">
          {vote.options.map((option, index) => {
            const problem = problemAt(problems, `${VOTE_PATH}.options[${index}]`);
            const inputId = `${id}-option-${index}`;
            return (
              <li key={index} id={options.row(index)} className="task-editor__item">
                <label htmlFor={inputId}>{T.option(option.key)}</label>
                <input id={inputId} type="text" value={option.text} onChange={(event) => change((v) => withOptionText(v, index, event.target.value))} {...described(`${inputId}-problem`, problem)} />
                <FieldProblem id={`${inputId}-problem`} message={problem} />
                <ListItemActions
                  ids={options}
                  index={index}
                  count={vote.options.length}
                  itemName={T.option(option.key)}
                  onMove={(to) => change((v) => withOptionMoved(v, index, to))}
                  onRemove={() => change((v) => withOptionRemoved(v, index))}
                  removeDisabled={vote.options.length <= min}
                  focusSoon={focusSoon}
                />
              </li>
            );
          })}
        </ol>
        <div className="task-editor__adds">
          <button
            type="button"
            id={options.add}
            disabled={vote.options.length >= max}
            onClick={() => {
              change(withOptionAdded);
              focusSoon(options.row(vote.options.length));
            }}
          >
            {T.addOption}
          </button>
        </div>
        <FieldProblem id={`${id}-options-problem`} message={optionsProblem} />
      </fieldset>
    </div>
  );
}
