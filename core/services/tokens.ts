/**
 * One DI token per service interface. A token is a symbol that carries its service's type, so
 * `resolveService(ApiToken)` is an ApiService without a cast (the idea of Backstage's ApiRef).
 */
import type { DependencyContainer } from 'tsyringe';
import type { ApiService } from './api/api-service';
import type { AppConfig } from './config';
import type { AudioService } from './audio';
import type { Bridge } from './bridge';
import type { EventBus } from './events';
import type { PageLocation } from './page-location';
import type { RecorderService } from './recorder';
import type { Reporter } from './reporter';
import type { ScorerClient } from './scorer';
import type { StorageService } from './storage';

declare const serviceType: unique symbol;
/** A symbol that remembers the type of the service registered under it. */
export type ServiceToken<T> = symbol & { readonly [serviceType]?: T };

const token = <T>(name: string): ServiceToken<T> => Symbol.for(`english-homework/${name}`) as ServiceToken<T>;

export const ConfigToken = token<AppConfig>('config');
export const ApiToken = token<ApiService>('api');
export const StorageToken = token<StorageService>('storage');
export const AudioToken = token<AudioService>('audio');
export const RecorderToken = token<RecorderService>('recorder');
export const ScorerToken = token<ScorerClient>('scorer');
export const BridgeToken = token<Bridge>('bridge');
export const ReporterToken = token<Reporter>('reporter');
export const EventsToken = token<EventBus>('events');
export const PageLocationToken = token<PageLocation>('page-location');

/** Resolves a service with its own type. */
export function resolveService<T>(container: DependencyContainer, serviceToken: ServiceToken<T>): T {
  return container.resolve<T>(serviceToken);
}
