/**
 * 8. The kind's editor in the teacher console (index.ts loads it when a teacher opens it): a form over a
 *    draft of the task as stored, `{ taskType: 2, interactiveTask: { __camel__Task } }`. The console keeps
 *    the draft, checks every change with definition.ts and hands back each problem at its path in the
 *    served task ('interactiveTask.__camel__Task.title'); show it at its field. Add a field per field of
 *    the schema; a picture or a sound takes a MediaField (../MediaField.tsx).
 */
import { useId } from 'react';
import { TaskType } from '@core/domain';
import type { EditedTask, TaskEditorProps } from '@core/registry/task-plugin';
import { problemAt } from '../editor-services';
import { FieldProblem } from '../FieldProblem';
import type { __Pascal__Task } from './definition';

const PART_PATH = 'interactiveTask.__camel__Task';

/** A new task to start from: its empty title is still to write (the definition says so at its field). */
export const blank = (): EditedTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: { __camel__Task: { title: '', prompt: '' } } });

export function Editor({ task, onChange, problems }: TaskEditorProps) {
  const part = { title: '', prompt: '', ...(task.interactiveTask?.__camel__Task as Partial<__Pascal__Task> | undefined) };
  const change = (next: Partial<__Pascal__Task>) => onChange({ ...task, interactiveTask: { __camel__Task: { ...part, ...next } } });
  return (
    <div className="page__body">
      <TextField label="标题" value={part.title} problem={problemAt(problems, `${PART_PATH}.title`)} onChange={(title) => change({ title })} />
      <TextField label="要求" value={part.prompt} problem={problemAt(problems, `${PART_PATH}.prompt`)} onChange={(prompt) => change({ prompt })} multiline />
    </div>
  );
}

/** A labelled field with its problem under it, tied to it for a screen reader. */
function TextField({ label, value, problem, onChange, multiline }: { label: string; value: string; problem: string | undefined; onChange(value: string): void; multiline?: boolean }) {
  const id = useId();
  const field = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...field} /> : <input type="text" {...field} />}
      <FieldProblem id={`${id}-problem`} message={problem} />
    </div>
  );
}
