/**
 * The resource pack screen (issue 14; /resource-pack in class, /resource-pack-after after class): the
 * title, the resources, and 我学完了. Opening it tells the teacher (a quiet result, unfinished); a pack
 * already finished says so and can be finished again (after class: reviewed or re-practised, spec 02 §4).
 */
import { useEffect, useRef } from 'react';
import type { TaskViewProps } from '@core/registry/task-plugin';
import { isFinished, resourcePackResult, type ResourcePack, type ResourcePackResult } from './definition';
import { ResourceList } from './ResourceList';
import { ResourcePackText } from './strings';

export default function ResourcePackView({ task, taskId, submitted, submitting, onSubmit, audio }: TaskViewProps<ResourcePack, ResourcePackResult>) {
  const finished = isFinished(submitted);
  // Noted once per visit, and only when nothing was handed over before (a finished pack stays finished).
  const noted = useRef(false);
  useEffect(() => {
    if (noted.current || submitted !== undefined) return;
    noted.current = true;
    onSubmit(resourcePackResult(taskId, false), { quiet: true });
  }, [submitted, taskId, onSubmit]);

  return (
    <section className="resource-pack" aria-label={task.title}>
      <h2 className="resource-pack__title">{task.title}</h2>
      <ResourceList resources={task.resources} audio={audio} />
      {finished && <p className="resource-pack__done" role="status">{ResourcePackText.finished}</p>}
      <button type="button" className="button button--primary button--block" disabled={submitting} onClick={() => onSubmit(resourcePackResult(taskId, true))}>
        {finished ? ResourcePackText.again : ResourcePackText.finish}
      </button>
    </section>
  );
}
