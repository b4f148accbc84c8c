/**
 * The real ApiService. Every request carries the bearer token, the app id and both device ids;
 * 200-399 is success; 401, 403 and 5xx are announced on the event bus with the spec's texts (spec 01 §8)
 * and then handed to the caller like any other failure. The JSON bases go by fetch, the file bases by
 * axios (transport.ts says why); both give the same answers and the same failures.
 */
import { inject, injectable } from 'tsyringe';
import type { AppConfig } from '@core/services/config';
import type { EventBus } from '@core/services/events';
import type { StorageService } from '@core/services/storage';
import { ConfigToken, EventsToken, StorageToken } from '@core/services/tokens';
import { ApiError, type ApiClient, type ApiService, type RequestOptions } from '@core/services/api/api-service';
import { axiosTransport } from './axios-transport';
import { fetchTransport } from './fetch-transport';
import { ApiMessages } from '@core/services/api/messages';
import { serializeCommaArrays, serializeRepeated } from './params';
import { PrefetchedGets, prefetchKey } from './prefetched-gets';
import { NoResponse, type Transport, type TransportRequest, type TransportResponse } from './transport';

/** Header names; they match the scoring socket's query parameter names (README, "API conventions"). */
export const ApiHeader = {
  appId: 'appId',
  deviceId: 'deviceId',
  secondDeviceId: 'sDeviceId',
} as const;

const isSuccess = (status: number) => status >= 200 && status < 400;

@injectable()
export class HttpApiService implements ApiService {
  readonly main: ApiClient;
  readonly neo: ApiClient;
  readonly login: ApiClient;
  readonly upload: ApiClient;
  readonly download: ApiClient;

  constructor(
    @inject(ConfigToken) private readonly config: AppConfig,
    @inject(StorageToken) private readonly storage: StorageService,
    @inject(EventsToken) private readonly events: EventBus,
  ) {
    this.main = this.client(fetchTransport, config.apiBase, serializeRepeated);
    this.neo = this.client(fetchTransport, config.neoApiBase, serializeCommaArrays);
    this.login = this.client(fetchTransport, config.loginBase, serializeRepeated);
    this.upload = this.client(axiosTransport, config.uploadBase, serializeRepeated);
    this.download = this.client(axiosTransport, config.downloadBase, serializeRepeated);
  }

  private client(transport: Transport, baseURL: string, serialize: (params: Record<string, unknown>) => string): ApiClient {
    type Call = Pick<TransportRequest, 'method' | 'url' | 'body'>;
    const send = <T>(call: Call, options: RequestOptions = {}) => this.send<T>(transport, { ...call, baseURL }, serialize, options);
    const prefetched = new PrefetchedGets();
    const write = <T>(call: Call, options?: RequestOptions) => {
      prefetched.clear();
      return send<T>(call, options);
    };
    return {
      get: <T>(url: string, options?: RequestOptions) => {
        // Only a plain GET (params at most) is the same request as a prefetch.
        const plain = Object.keys(options ?? {}).every((name) => name === 'params');
        const sent = (): Promise<unknown> => send({ method: 'GET', url }, options);
        const taken = plain ? prefetched.take(prefetchKey(url, options?.params, this.token())) : undefined;
        // A prefetch that got no answer at all (the phone was offline as the app started) is asked again.
        return (taken ? taken.catch((error: unknown) => (error instanceof ApiError && error.isNetworkError ? sent() : Promise.reject(error))) : sent()) as Promise<T>;
      },
      prefetch: <T>(url: string, options?: Pick<RequestOptions, 'params'>) => prefetched.start(prefetchKey(url, options?.params, this.token()), () => send({ method: 'GET', url }, options)) as Promise<T>,
      post: (url, body, options) => write({ method: 'POST', url, body }, options),
      put: (url, body, options) => write({ method: 'PUT', url, body }, options),
      delete: (url, options) => write({ method: 'DELETE', url }, options),
    };
  }

  private token(): string | undefined {
    return this.storage.get('token') ?? undefined;
  }

  /** The headers every request carries, read at send time (the token changes on sign-in). */
  private headers(extra: Record<string, string> | undefined): Record<string, string> {
    const deviceId = this.storage.deviceId();
    const token = this.token();
    return {
      [ApiHeader.appId]: this.config.appId,
      [ApiHeader.deviceId]: deviceId,
      [ApiHeader.secondDeviceId]: deviceId,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  }

  private async send<T>(
    transport: Transport,
    call: Pick<TransportRequest, 'method' | 'url' | 'body' | 'baseURL'>,
    serialize: (params: Record<string, unknown>) => string,
    options: RequestOptions,
  ): Promise<T> {
    let answer: TransportResponse;
    try {
      answer = await transport.send({
        ...call,
        query: options.params ? serialize(options.params) : '',
        headers: this.headers(options.headers),
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? this.config.timeoutMs,
        responseType: options.responseType,
      });
    } catch (cause) {
      throw noResponse(cause);
    }
    if (isSuccess(answer.status)) return answer.data as T;
    const error = failedWith(answer.status, answer.data);
    if (!(options.quiet && error.status !== undefined && error.status >= 500)) this.announce(error);
    if (options.ignoreError) return error.data as T;
    throw error;
  }

  /** Publishes the global consequences of 401, 403 and 5xx. */
  private announce(error: ApiError): void {
    if (error.status === 401) {
      if (this.config.deviceKind === 'iosApp') {
        this.events.emit('auth:user-quit', {});
        return;
      }
      this.storage.clearToken();
      this.events.emit('toast', { message: ApiMessages.tokenExpired });
      this.events.emit('auth:expired', { message: ApiMessages.tokenExpired });
    } else if (error.status === 403) {
      this.events.emit('toast', { message: ApiMessages.forbidden });
      this.events.emit('auth:forbidden', { message: ApiMessages.forbidden });
    } else if (error.status !== undefined && error.status >= 500) {
      this.events.emit('toast', { message: ApiMessages.serverError });
      this.events.emit('server:error', { status: error.status, message: ApiMessages.serverError });
    }
  }
}

/** A failed status as the app sees it: the server's message and code when its body has them. */
function failedWith(status: number, body: unknown): ApiError {
  const { message, errorCode } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errorCode?: unknown };
  const serverMessage = typeof message === 'string' && message ? message : `HTTP ${status}`;
  return new ApiError(serverMessage, status, typeof errorCode === 'number' ? errorCode : undefined, body);
}

/** No answer at all: cancelled by the caller, or the network failed (time-out included). */
function noResponse(cause: unknown): ApiError {
  const cancelled = cause instanceof NoResponse && cause.cancelled;
  return new ApiError(cancelled ? 'request cancelled' : ApiMessages.networkFailed, undefined, undefined, undefined, { cause });
}
