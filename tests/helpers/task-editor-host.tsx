/**
 * A kind's editor under test (issue 36), hosted as the console hosts it (app/pages/teacher/editor/): the
 * host holds the task, checks every change with the kind's definition (the server's own check,
 * plugins/tasks/task-body.ts) and hands back its problem, and provides the services the test gives.
 * The console's host also puts the messages in Chinese; here they come as the definition words them.
 */
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import type { EditedTask, EditorProblem, TaskDefinition, TaskEditorProps } from '@core/registry/task-plugin';
import { TaskServices, TaskServicesContext, type ProvidedTaskService } from '@core/registry/task-services';
import type { TeacherMedia, TeacherMediaKind, TeacherMediaService } from '@plugins/tasks/editor-services';
import { checkedTaskKind } from '@plugins/tasks/task-body';

/** The problems the console hands an editor: its definition's check of the task (the first problem, as the server finds it). */
export function definitionProblems(task: EditedTask, definitions: readonly TaskDefinition[]): EditorProblem[] {
  const checked = checkedTaskKind(task, definitions);
  return 'problem' in checked ? [checked.problem] : [];
}

const KIND_BY_EXTENSION: Record<string, TeacherMediaKind> = { png: 'picture', jpg: 'picture', webp: 'picture', mp3: 'audio', wav: 'audio', m4a: 'audio', mp4: 'video', webm: 'video', pdf: 'document' };

/** A teacher's upload as the server answers it, named `name` (its kind by the extension). */
export const uploadedMedia = (name: string): TeacherMedia => ({
  id: `media-${name}`,
  url: `/files/media/teacher/${name}`,
  kind: KIND_BY_EXTENSION[name.split('.').at(-1) ?? ''] ?? 'picture',
  name,
  contentType: 'application/octet-stream',
  sizeBytes: 4096,
  ownerName: '王老师',
  createdAtSec: 1_700_000_000,
});

/** The teacher's media from memory: an upload becomes a school file of its name; the list answers `school` (of the kind asked) and notes what it was asked for. */
export function mediaInMemory(school: readonly TeacherMedia[] = []): TeacherMediaService & { kindsListed: (TeacherMediaKind | undefined)[] } {
  const kindsListed: (TeacherMediaKind | undefined)[] = [];
  return {
    kindsListed,
    upload: async (file) => uploadedMedia(file.name),
    list: async (kind) => {
      kindsListed.push(kind);
      return school.filter((media) => kind === undefined || media.kind === kind);
    },
  };
}

/** Renders `Editor` on `initial` in a host like the console's; `task()` is the task as the last change left it. */
export function renderEditor(Editor: ComponentType<TaskEditorProps>, initial: EditedTask, options: { definitions: readonly TaskDefinition[]; services?: readonly ProvidedTaskService[] }) {
  const latest = { task: initial, changes: 0 };
  function Host() {
    const [task, setTask] = useState(initial);
    const change = (next: EditedTask) => {
      latest.task = next;
      latest.changes++;
      setTask(next);
    };
    return <Editor task={task} onChange={change} problems={definitionProblems(task, options.definitions)} />;
  }
  const rendered = render(
    <TaskServicesContext value={TaskServices.of(...(options.services ?? []))}>
      <Host />
    </TaskServicesContext>,
  );
  return { ...rendered, task: () => latest.task, changes: () => latest.changes };
}
