/** The container the running app uses: the core services plus the browser's bridge, reporter, audio and recorder. */
import type { DependencyContainer } from 'tsyringe';
import { AudioToken, BridgeToken, browserPageLocation, ConfigToken, PageLocationToken, RecorderToken, ReporterToken, resolveService, StorageToken } from '@core/services';
import { createAppContainer, type ContainerOptions } from './container';
import { lazyAudioService } from '@app/services/audio/lazy-audio-service';
import { lazyRecorder } from '@app/services/recorder/lazy-recorder';
import { BrowserBridge } from './browser-bridge';
import { SentryReporter } from './sentry-reporter';

export function createBrowserContainer(options: ContainerOptions & { reporter?: SentryReporter }): DependencyContainer {
  const container = createAppContainer(options);
  const reporter = options.reporter ?? new SentryReporter({});
  container.register(BridgeToken, { useValue: new BrowserBridge() });
  container.register(PageLocationToken, { useValue: browserPageLocation });
  container.register(ReporterToken, { useValue: reporter });
  // Audio and recording load (and open an AudioContext) when the player first plays, preloads or records.
  // Students' own recordings need their sign-in (uploaded-file-fetch.ts).
  const config = resolveService(container, ConfigToken);
  const storage = resolveService(container, StorageToken);
  const uploads = { uploadBase: config.uploadBase, token: () => storage.get('token') ?? undefined };
  container.register(AudioToken, { useValue: lazyAudioService(() => import('./media-services').then((media) => media.createAudioService(reporter, uploads))) });
  container.register(RecorderToken, { useValue: lazyRecorder(() => import('./media-services').then((media) => media.createRecorderService())) });
  return container;
}
