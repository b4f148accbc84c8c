/**
 * One role of an assignment in the collaborative editor: its name, what its member is asked to do, how
 * they answer (text, a choice, a recording; one or more), and the options of a choice or the text a
 * recording reads aloud.
 */
import { useId } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import { EditorField } from './EditorField';
import { relettered, removed, replaced, withAnswerType, withText } from './editor-model';
import { AnswerType, type Role } from './grouping';
import { CollaborativeEditorText as Text } from './strings';

const MAX_OPTIONS = 12;

interface RoleEditorProps {
  role: Role;
  /** Its place among the assignment's roles, from 1. */
  number: number;
  /** Its path in the served task, where its problems are. */
  path: string;
  problems: readonly EditorProblem[];
  onChange(role: Role): void;
  onRemove(): void;
}

export function RoleEditor({ role, number, path, problems, onChange, onRemove }: RoleEditorProps) {
  const id = useId();
  const takes = new Set(role.answerTypes ?? [AnswerType.TEXT]);
  const typesProblem = problemAt(problems, `${path}.answerTypes`);
  const texts = (role.options ?? []).map((option) => option.text);
  // Only the list's own problem here (none, too many); an option's is at its field.
  const optionsProblem = problems.find((problem) => problem.path === `${path}.options`)?.message;
  const setOptions = (next: string[]) => onChange({ ...role, options: relettered(next) });

  return (
    <fieldset className="collab-editor__role">
      <legend>{Text.role(number)}</legend>
      <EditorField label={Text.roleName} value={role.name ?? ''} maxLength={60} problem={problemAt(problems, `${path}.name`)} onChange={(name) => onChange(withText(role, 'name', name))} />
      <EditorField label={Text.rolePrompt} value={role.prompt ?? ''} maxLength={2000} multiline english problem={problemAt(problems, `${path}.prompt`)} onChange={(prompt) => onChange(withText(role, 'prompt', prompt))} />
      <fieldset className="collab-editor__types" aria-invalid={typesProblem ? true : undefined} aria-describedby={typesProblem ? `${id}-types` : undefined}>
        <legend>{Text.answerTypes}</legend>
        {Object.values(AnswerType).map((type) => (
          <label key={type} className="collab-editor__check">
            <input type="checkbox" checked={takes.has(type)} onChange={(event) => onChange(withAnswerType(role, type, event.target.checked))} />
            {Text.answerType[type]}
          </label>
        ))}
        <FieldProblem id={`${id}-types`} message={typesProblem} />
      </fieldset>
      {takes.has(AnswerType.CHOICE) && (
        <fieldset className="collab-editor__options" aria-invalid={optionsProblem ? true : undefined} aria-describedby={optionsProblem ? `${id}-options` : undefined}>
          <legend>{Text.options}</legend>
          {(role.options ?? []).map((option, index) => (
            <div key={option.key} className="collab-editor__option">
              <EditorField label={Text.option(option.key)} value={option.text} maxLength={300} english problem={problemAt(problems, `${path}.options[${index}]`)} onChange={(text) => setOptions(replaced(texts, index, text))} />
              <button type="button" className="button button--ghost" aria-label={Text.removeOption(option.key)} onClick={() => setOptions(removed(texts, index))}>
                ✕
              </button>
            </div>
          ))}
          <FieldProblem id={`${id}-options`} message={optionsProblem} />
          <button type="button" className="button button--ghost" disabled={texts.length >= MAX_OPTIONS} onClick={() => setOptions([...texts, ''])}>
            {Text.addOption}
          </button>
        </fieldset>
      )}
      {takes.has(AnswerType.RECORDING) && (
        <EditorField label={Text.refText} value={role.refText ?? ''} maxLength={500} multiline english problem={problemAt(problems, `${path}.refText`)} onChange={(refText) => onChange(withText(role, 'refText', refText))} />
      )}
      <button type="button" className="button button--ghost collab-editor__remove" onClick={onRemove}>
        {Text.removeRole(number)}
      </button>
    </fieldset>
  );
}
