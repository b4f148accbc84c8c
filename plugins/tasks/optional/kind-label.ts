/** A kind's short name (投票, 阅读) from the registry the console provides; the kind itself without one. */
import { taskKindsRef } from '@core/registry/task-service-refs';
import { useOptionalTaskService } from '@core/registry/task-services';

export function useKindLabel(): (kind: string | undefined) => string {
  const registry = useOptionalTaskService(taskKindsRef);
  return (kind) => {
    if (kind === undefined) return '';
    if (!registry?.has(kind)) return kind;
    const plugin = registry.anyPlugin(kind);
    return plugin.label ?? plugin.title;
  };
}
