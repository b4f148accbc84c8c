/**
 * A field's problem under it in an editor (issue 36): the input names it with aria-describedby and
 * aria-invalid, so a screen reader reads the problem with the field.
 *
 *   <input aria-invalid={!!problem} aria-describedby={problem ? id : undefined} ... />
 *   <FieldProblem id={id} message={problem} />
 */
import './editor-kit.css';

export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-problem" role="alert">
      {message}
    </p>
  );
}
