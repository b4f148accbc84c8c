/** 6. This kind's live panel in the teacher console: the task and every result so far. */
import type { TaskPanelProps } from '@core/registry/task-plugin';
import type { __Pascal__Result, __Pascal__Task } from './definition';

export default function __Pascal__Panel({ task, results }: TaskPanelProps<__Pascal__Task, __Pascal__Result>) {
  return (
    <section aria-label={task.title}>
      <h2>{task.title}</h2>
      <p>已提交 {results.length} 份</p>
    </section>
  );
}
