/** The task kind's own panel (plugins/tasks/<kind>/Panel.tsx), loaded when first needed. */
import { useEffect, useState, type ComponentType } from 'react';
import type { LiveView } from '@core/contract';
import type { TaskDefinition, TaskPanelProps } from '@core/registry/task-plugin';
import { taskRegistry } from '@plugins/tasks';
import { useStoredImageLoader } from '../../hooks/use-stored-image';
import { Spinner } from '../../shell/Spinner';
import { ConsoleText } from './strings';

type AnyPanel = ComponentType<TaskPanelProps<unknown, unknown>>;
type ViewPanel = ComponentType<{ view: LiveView; projector: boolean; loadImage(url: string): Promise<string> }>;

/** The kind's panel fed from a live view: the task as its definition reads it, and the named results. */
function fedFromLiveView(definition: TaskDefinition, Panel: AnyPanel): ViewPanel {
  return function LiveViewPanel({ view, projector, loadImage }) {
    const task = definition.parse({ taskType: view.taskType, interactiveTask: view.interactiveTask, collaborativeLearning: view.collaborativeLearning });
    const groups = view.groups as TaskPanelProps<unknown, unknown>['groups'];
    return <Panel task={task} results={view.results.map((r) => ({ studentId: r.studentId, name: r.name, result: r.result }))} projector={projector} ended={!view.running} loadImage={loadImage} {...(groups ? { groups } : {})} />;
  };
}

/** The kind's panel component, loaded with its definition; undefined for a kind without a panel. */
async function loadPanelOf(kind: string): Promise<ViewPanel | undefined> {
  const plugin = taskRegistry.kinds().includes(kind) ? taskRegistry.get(kind as 'vote') : undefined;
  if (!plugin?.loadPanel) return undefined;
  const [definition, Panel] = await Promise.all([plugin.loadDefinition(), plugin.loadPanel()]);
  return fedFromLiveView(definition as TaskDefinition, Panel as unknown as AnyPanel);
}

export function KindPanel({ view, projector = false }: { view: LiveView; projector?: boolean }) {
  const loadImage = useStoredImageLoader();
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
  return <Panel view={view} projector={projector} loadImage={loadImage} />;
}
