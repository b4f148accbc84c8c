/**
 * 4. The student's screen of this kind (its route is in index.ts). The app hosts it: it polls the
 *    running task, parses it with definition.ts, submits what onSubmit hands over and says 任务已终止
 *    when the task ends. This screen only shows the task and builds the result.
 */
import { useState } from 'react';
import type { TaskViewProps } from '@core/registry/task-plugin';
import type { __Pascal__Result, __Pascal__Task } from './definition';

export default function __Pascal__View({ task, taskId, submitted, submitting, onSubmit }: TaskViewProps<__Pascal__Task, __Pascal__Result>) {
  const [answer, setAnswer] = useState(submitted?.interactiveTaskResult.__camel__Result.answer ?? '');
  return (
    <form
      className="page__body"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ interactiveTaskResult: { __camel__Result: { id: taskId, answer } } });
      }}
    >
      <h2>{task.title}</h2>
      <label>
        {task.prompt}
        <textarea value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={submitting || answer.trim() === ''}>
        提交
      </button>
    </form>
  );
}
