/** The container the running app uses: the core services plus the browser's bridge and reporter. */
import type { DependencyContainer } from 'tsyringe';
import { BridgeToken, browserPageLocation, createAppContainer, PageLocationToken, ReporterToken, type ContainerOptions } from '@core/services';
import { BrowserBridge } from './browser-bridge';
import { SentryReporter } from './sentry-reporter';

export function createBrowserContainer(options: ContainerOptions & { reporter?: SentryReporter }): DependencyContainer {
  const container = createAppContainer(options);
  container.register(BridgeToken, { useValue: new BrowserBridge() });
  container.register(PageLocationToken, { useValue: browserPageLocation });
  container.register(ReporterToken, { useValue: options.reporter ?? new SentryReporter({}) });
  return container;
}
