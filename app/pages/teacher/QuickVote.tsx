/**
 * 新建投票 (issue 36, item 3): the fastest way to ask the class something. The question, two to four
 * options, 单选 or 多选, 开始: the vote starts in the class in one call (asking first while a task runs) and
 * the live view follows it. Made for the keyboard: the question has the focus on open, Enter moves to the
 * next option, and Enter in the last one starts.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { startTaskBody, type StartTaskBody } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { useService } from '../../services/ServicesContext';
import { hasProblems, optionKey, QUICK_VOTE_MAX_OPTIONS, QUICK_VOTE_MIN_OPTIONS, quickVoteProblems, quickVoteTask } from './quick-vote';
import { useStartInClass } from './start-in-class';
import { ConsoleText } from './strings';

export function QuickVote({ classId, onStarted }: { classId: string; onStarted(groupTaskId: string): void }) {
  const api = useService(ApiToken);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const { starting, askFirst, question } = useStartInClass(classId, (groupTaskId) => {
    close();
    onStarted(groupTaskId);
  });
  return (
    <>
      <button ref={toggle} type="button" className="button button--ghost" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => (open ? close() : setOpen(true))}>
        {ConsoleText.quickVote}
      </button>
      {open && <QuickVoteForm id={formId} starting={starting} onStart={(task) => askFirst(() => startTaskBody(api, classId, task))} onCancel={close} />}
      {question}
    </>
  );
}

interface OptionRow { id: number; text: string }

function QuickVoteForm({ id, starting, onStart, onCancel }: { id: string; starting: boolean; onStart(task: StartTaskBody): void; onCancel(): void }) {
  const fieldId = useId();
  const [questionText, setQuestionText] = useState('');
  const [rows, setRows] = useState<OptionRow[]>(() => Array.from({ length: QUICK_VOTE_MIN_OPTIONS }, (_, index) => ({ id: index, text: '' })));
  const [multiple, setMultiple] = useState(false);
  // Problems show once 开始 was pressed, then follow the typing.
  const [checked, setChecked] = useState(false);
  const nextRowId = useRef(QUICK_VOTE_MIN_OPTIONS);
  const questionInput = useRef<HTMLInputElement>(null);
  const optionInputs = useRef(new Map<number, HTMLInputElement>());
  // The option to focus once it is rendered: one just added, or the neighbour of one removed.
  const focusAfterRender = useRef<number | undefined>(undefined);
  useEffect(() => questionInput.current?.focus(), []);

  const draft = { question: questionText, options: rows.map((row) => row.text), multiple };
  const problems = checked ? quickVoteProblems(draft) : undefined;
  const problemId = (name: string) => `${fieldId}-${name}-problem`;
  /** Enter moves on to the next option (not while an input method is composing: its Enter picks the characters). */
  const enterMovesTo = (next: number | undefined) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || next === undefined) return;
    event.preventDefault();
    optionInputs.current.get(next)?.focus();
  };
  const setRowText = (rowId: number, text: string) => setRows((old) => old.map((row) => (row.id === rowId ? { ...row, text } : row)));
  const addRow = () => {
    const row = { id: nextRowId.current++, text: '' };
    focusAfterRender.current = row.id;
    setRows((old) => [...old, row]);
  };
  const removeRow = (index: number) => {
    focusAfterRender.current = rows[index === 0 ? 1 : index - 1]?.id;
    setRows((old) => old.filter((_, at) => at !== index));
  };
  const submit = () => {
    setChecked(true);
    const found = quickVoteProblems(draft);
    if (!hasProblems(found)) return onStart(quickVoteTask(draft));
    if (found.question) return questionInput.current?.focus();
    const firstWrong = rows[found.options.findIndex((problem) => problem !== undefined)];
    if (firstWrong) optionInputs.current.get(firstWrong.id)?.focus();
  };

  return (
    <form
      id={id}
      className="console__quick-vote"
      aria-label={ConsoleText.quickVote}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="console__field">
        <label htmlFor={`${fieldId}-question`}>{ConsoleText.quickVoteQuestion}</label>
        <input
          id={`${fieldId}-question`}
          ref={questionInput}
          value={questionText}
          maxLength={200}
          aria-invalid={problems?.question ? true : undefined}
          aria-describedby={problems?.question ? problemId('question') : undefined}
          onChange={(event) => setQuestionText(event.target.value)}
          onKeyDown={enterMovesTo(rows[0]?.id)}
        />
        <FieldProblem id={problemId('question')} message={problems?.question} />
      </div>
      <fieldset className="console__quick-options">
        <legend>{ConsoleText.quickVoteOptions}</legend>
        {rows.map((row, index) => {
          const problem = problems?.options[index];
          const key = optionKey(index);
          return (
            <div key={row.id} className="console__field">
              <div className="console__option-row">
                <label htmlFor={`${fieldId}-option-${row.id}`}>{ConsoleText.quickVoteOption(key)}</label>
                <input
                  id={`${fieldId}-option-${row.id}`}
                  ref={(input) => {
                    if (!input) return void optionInputs.current.delete(row.id);
                    optionInputs.current.set(row.id, input);
                    // Attached again on every render: the render after an add or a remove focuses the option.
                    if (focusAfterRender.current === row.id) {
                      focusAfterRender.current = undefined;
                      input.focus();
                    }
                  }}
                  value={row.text}
                  maxLength={500}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId(`option-${row.id}`) : undefined}
                  onChange={(event) => setRowText(row.id, event.target.value)}
                  onKeyDown={enterMovesTo(rows[index + 1]?.id)}
                />
                {rows.length > QUICK_VOTE_MIN_OPTIONS && (
                  <button type="button" className="button button--ghost console__small-button" aria-label={ConsoleText.quickVoteRemoveOption(key)} onClick={() => removeRow(index)}>
                    {ConsoleText.remove}
                  </button>
                )}
              </div>
              <FieldProblem id={problemId(`option-${row.id}`)} message={problem} />
            </div>
          );
        })}
        {rows.length < QUICK_VOTE_MAX_OPTIONS && (
          <button type="button" className="button button--ghost console__small-button" onClick={addRow}>
            {ConsoleText.quickVoteAddOption}
          </button>
        )}
      </fieldset>
      <fieldset className="console__quick-select">
        <legend>{ConsoleText.quickVoteSelect}</legend>
        <label>
          <input type="radio" name={`${fieldId}-select`} checked={!multiple} onChange={() => setMultiple(false)} />
          {ConsoleText.quickVoteSingle}
        </label>
        <label>
          <input type="radio" name={`${fieldId}-select`} checked={multiple} onChange={() => setMultiple(true)} />
          {ConsoleText.quickVoteMultiple}
        </label>
      </fieldset>
      <div className="console__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {ConsoleText.quickVoteCancel}
        </button>
        <button type="submit" className="button button--primary" disabled={starting}>
          {ConsoleText.start}
        </button>
      </div>
    </form>
  );
}
