/**
 * A labelled text field of the collaborative editor with its problem under it, tied to it by
 * aria-describedby and aria-invalid. `lang="en"` for what students read in English.
 */
import { useId } from 'react';
import { FieldProblem } from '../FieldProblem';

interface EditorFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  problem: string | undefined;
  maxLength: number;
  multiline?: boolean;
  english?: boolean;
}

export function EditorField({ label, value, onChange, problem, maxLength, multiline, english }: EditorFieldProps) {
  const id = useId();
  const field = {
    id,
    value,
    maxLength,
    lang: english ? 'en' : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="collab-editor__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} {...field} /> : <input type="text" {...field} />}
      <FieldProblem id={`${id}-problem`} message={problem} />
    </div>
  );
}
