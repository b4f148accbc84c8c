/**
 * The DI container. `createAppContainer()` registers the real implementations that exist so far;
 * tests build one and register doubles over it (`container.register(StorageToken, { useValue })`),
 * never patching modules.
 */
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { HttpApiService } from './api/http-api-service';
import { defaultConfig, type AppConfig } from './config';
import { EventBus } from './events';
import { LocalStorageService, type KeyValueStore } from './storage';
import { ApiToken, ConfigToken, EventsToken, StorageToken } from './tokens';

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
  // Audio, recorder, scorer, bridge and reporter are interfaces until their issues land.
  container.registerSingleton(ApiToken, HttpApiService);
  return container;
}
