/**
 * The DI container. `createAppContainer()` registers the real implementations that exist so far;
 * tests build one and register doubles over it (`container.register(StorageToken, { useValue })`),
 * never patching modules.
 */
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import { HttpApiService } from './api/http-api-service';
import { defaultConfig, type AppConfig } from '@core/services/config';
import { EventBus } from '@core/services/events';
import { type KeyValueStore } from '@core/services/storage';
import { LocalStorageService } from './local-storage';
import { lazyScorerClient } from './scorer/lazy-scorer-client';
import { ApiToken, ConfigToken, EventsToken, resolveService, ScorerToken, StorageToken } from '@core/services/tokens';

export interface ContainerOptions {
  config?: Partial<AppConfig>;
  /** Backing store for the storage service; the browser's localStorage when absent. */
  store?: KeyValueStore;
  parent?: DependencyContainer;
}

export function createAppContainer(options: ContainerOptions = {}): DependencyContainer {
  const container = (options.parent ?? rootContainer).createChildContainer();
  container.register(ConfigToken, { useValue: { ...defaultConfig, ...options.config } });
  container.register(EventsToken, { useValue: new EventBus() });
  container.register(StorageToken, { useValue: new LocalStorageService(options.store) });
  // Audio, recorder, bridge and reporter are browser services: app/services/browser-container.ts registers them.
  container.registerSingleton(ApiToken, HttpApiService);
  // The scoring socket client, loaded on first use (only the player scores).
  container.register(ScorerToken, {
    useFactory: instanceCachingFactory((c) => {
      const config = resolveService(c, ConfigToken);
      const storage = resolveService(c, StorageToken);
      return lazyScorerClient(async () => {
        const { WebSocketScorerClient } = await import('./scorer/websocket-scorer-client');
        return new WebSocketScorerClient({ config, storage });
      });
    }),
  });
  return container;
}
