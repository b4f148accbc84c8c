/**
 * Downloads the question screens of the given activity types (issue 18), so the first question shows as
 * soon as its session is ready. Types the player does not run are left out; a screen that fails to
 * download is left to the player, which shows its error when it gets there.
 */
import type { ActivityRegistry, RegisteredActivityType } from '@core/registry';
import { preloadComponent } from '@core/registry/lazy-component';

export function preloadViewsOf(registry: ActivityRegistry, types: Iterable<unknown>): Promise<void> {
  const runs = new Set(registry.playerTypes());
  const wanted = new Set([...types].filter((type): type is number => typeof type === 'number' && runs.has(type)));
  return Promise.all([...wanted].map((type) => preloadComponent(registry.get(type as RegisteredActivityType).View).catch(() => undefined))).then(() => undefined);
}
