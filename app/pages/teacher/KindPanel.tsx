/** The task kind's own panel (plugins/tasks/<kind>/Panel.tsx), loaded when first needed. */
import { useContext, useEffect, useState, type ComponentType } from 'react';
import type { LiveView } from '@core/contract';
import type { TaskDefinition, TaskPanelProps } from '@core/registry/task-plugin';
import { storedFileRef } from '@core/registry/task-service-refs';
import { provide, TaskServicesContext } from '@core/registry/task-services';
import { taskRegistry } from '@plugins/tasks';
import { useStoredImageLoader } from '../../hooks/use-stored-image';
import { Spinner } from '../../shell/Spinner';
import { ConsoleText } from './strings';

type AnyPanel = ComponentType<TaskPanelProps<unknown, unknown>>;
type ViewPanel = ComponentType<{ view: LiveView; projector: boolean }>;

/** The kind's panel fed from a live view: the task as its definition reads it, and the named results. */
function fedFromLiveView(definition: TaskDefinition, Panel: AnyPanel): ViewPanel {
  return function LiveViewPanel({ view, projector }) {
    const task = definition.parse({ taskType: view.taskType, interactiveTask: view.interactiveTask, collaborativeLearning: view.collaborativeLearning });
    const groups = view.groups as TaskPanelProps<unknown, unknown>['groups'];
    return <Panel task={task} results={view.results.map((r) => ({ studentId: r.studentId, name: r.name, result: r.result }))} projector={projector} ended={!view.running} {...(groups ? { groups } : {})} />;
  };
}

/** The kind's panel component, loaded with its definition; undefined for a kind without a panel. */
async function loadPanelOf(kind: string): Promise<ViewPanel | undefined> {
  const plugin = taskRegistry.has(kind) ? taskRegistry.anyPlugin(kind) : undefined;
  if (!plugin?.loadPanel) return undefined;
  const [definition, Panel] = await Promise.all([plugin.loadDefinition(), plugin.loadPanel()]);
  return fedFromLiveView(definition as TaskDefinition, Panel as unknown as AnyPanel);
}

export function KindPanel({ view, projector = false }: { view: LiveView; projector?: boolean }) {
  const loadImage = useStoredImageLoader();
  const services = useContext(TaskServicesContext);
  const [loaded, setLoaded] = useState<{ kind: string; Panel: ViewPanel | undefined } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadPanelOf(view.kind).then(
      (Panel) => current && setLoaded({ kind: view.kind, Panel }),
      (error: unknown) => console.warn('task panel not loaded', error),
    );
    return () => {
      current = false;
    };
  }, [view.kind]);
  if (loaded?.kind !== view.kind) return <Spinner />;
  const { Panel } = loaded;
  if (!Panel) return <p className="muted">{ConsoleText.noPanel}</p>;
  // Stored files (reports, recordings) as long as the console shows this panel: then their object URLs go.
  return (
    <TaskServicesContext value={services.with(provide(storedFileRef, loadImage))}>
      <Panel view={view} projector={projector} />
    </TaskServicesContext>
  );
}
