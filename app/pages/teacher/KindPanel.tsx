/**
 * The task kind's own panel (plugins/tasks/<kind>/Panel.tsx), loaded when first needed, fed from the
 * live view: the task parsed once per poll response (not once per render), the results read through
 * the kind's result schema (a row that does not fit is left out and counted, not cast), and the
 * server's summary, which the panel shows instead of counting again (issue 33).
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { LiveView } from '@core/contract';
import type { TaskDefinition, TaskPanelProps } from '@core/registry/task-plugin';
import { taskRegistry } from '@plugins/tasks';
import { TaskPageScope } from '../../services/task-page-scope';
import { Spinner } from '../../shell/Spinner';
import { ConsoleText } from './strings';

type AnyPanel = ComponentType<TaskPanelProps<unknown, unknown>>;
type ViewPanel = ComponentType<{ view: LiveView; projector: boolean }>;
type PanelResults = TaskPanelProps<unknown, unknown>['results'];

/** What the panel takes from one live view: the parsed task, the results that fit the kind, and how many did not. */
interface FedView { task: unknown; results: PanelResults; unreadable: number }

/** Reads a live view for the kind's panel. */
function readLiveView(definition: TaskDefinition, view: LiveView): FedView {
  const task = definition.parse({ taskType: view.taskType, interactiveTask: view.interactiveTask, collaborativeLearning: view.collaborativeLearning });
  const results: PanelResults[number][] = [];
  for (const { studentId, name, result } of view.results) {
    // Checked when stored; checked again here because it arrives as JSON, and one bad row must not break the panel.
    const checked = definition.resultSchema.safeParse(result);
    if (checked.success) results.push({ studentId, name, result: checked.data });
    else console.warn(`a ${definition.kind} result of ${studentId} does not fit its schema`, checked.error.issues[0]);
  }
  return { task, results, unreadable: view.results.length - results.length };
}

/** The kind's panel fed from a live view, each poll response read once (a re-render of the same view reads nothing). */
function fedFromLiveView(definition: TaskDefinition, Panel: AnyPanel): ViewPanel {
  const read = new WeakMap<LiveView, FedView>();
  return function LiveViewPanel({ view, projector }) {
    let fed = read.get(view);
    if (!fed) read.set(view, (fed = readLiveView(definition, view)));
    return (
      <>
        <Panel
          task={fed.task}
          results={fed.results}
          summary={view.summary}
          projector={projector}
          ended={!view.running}
          live={{ taskId: view.groupTaskId, studentCount: view.studentCount }}
          {...(view.groups ? { groups: view.groups } : {})}
        />
        {fed.unreadable > 0 && !projector && <p className="muted">{ConsoleText.unreadableResults(fed.unreadable)}</p>}
      </>
    );
  };
}

/**
 * A panel that cannot show its task (a live view that does not parse, or a panel that throws) shows that
 * inline: the rest of the console (the end button, the class, other tasks) goes on working, where the
 * page's error screen used to take it all.
 */
class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('task panel failed', error);
  }

  override render() {
    return this.state.failed ? <p role="alert" className="muted">{ConsoleText.panelFailed}</p> : this.props.children;
  }
}

/** The kind's panel component, loaded with its definition; undefined for a kind without a panel. */
async function loadPanelOf(kind: string): Promise<ViewPanel | undefined> {
  const plugin = taskRegistry.has(kind) ? taskRegistry.anyPlugin(kind) : undefined;
  if (!plugin?.loadPanel) return undefined;
  const [definition, Panel] = await Promise.all([plugin.loadDefinition(), plugin.loadPanel()]);
  return fedFromLiveView(definition as TaskDefinition, Panel as unknown as AnyPanel);
}

export function KindPanel({ view, projector = false }: { view: LiveView; projector?: boolean }) {
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
  // The page host, and stored files (reports, recordings) as long as the console shows this panel: then
  // their object URLs go.
  // The boundary starts afresh with each task (a later task of the same kind may well show).
  return (
    <TaskPageScope>
      <PanelErrorBoundary key={view.groupTaskId}>
        <Panel view={view} projector={projector} />
      </PanelErrorBoundary>
    </TaskPageScope>
  );
}
